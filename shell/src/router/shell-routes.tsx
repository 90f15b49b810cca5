import type { RouteObject } from '@portal/shared/router';
import { loadAuthPage, loadDashboardPage } from './screen-loaders';

/** Screens the shell itself owns; each is its own chunk so `/auth` downloads no signed-in code. */
export const shellRoutes: { public: RouteObject[]; signedIn: RouteObject[] } = {
  public: [{ path: '/auth', lazy: () => loadAuthPage().then((m) => ({ Component: m.AuthPage })) }],
  signedIn: [
    { path: '/dashboard', lazy: () => loadDashboardPage().then((m) => ({ Component: m.DashboardPage })) },
    { path: '/home', lazy: () => loadDashboardPage().then((m) => ({ Component: m.DashboardPage })) },
  ],
};
