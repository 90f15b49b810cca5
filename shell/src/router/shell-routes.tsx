import type { RouteObject } from '@portal/shared/router';

/** Screens the shell itself owns; each is its own chunk so `/auth` downloads no signed-in code. */
export const shellRoutes: { public: RouteObject[]; signedIn: RouteObject[] } = {
  public: [{ path: '/auth', lazy: () => import('../auth/auth-page').then((m) => ({ Component: m.AuthPage })) }],
  signedIn: [
    { path: '/dashboard', lazy: () => import('../dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
    { path: '/home', lazy: () => import('../dashboard/dashboard-page').then((m) => ({ Component: m.DashboardPage })) },
    {
      path: '/mensagens',
      lazy: () =>
        Promise.all([import('../messages/messages-page'), import('./feature-gate')]).then(([page, gate]) => ({
          Component: () => (
            <gate.FeatureGate>
              <page.MessagesPage />
            </gate.FeatureGate>
          ),
        })),
    },
  ],
};
