import { createBrowserRouter, type RouteObject } from '@portal/shared/router';
import type { AppConfig } from '@portal/shared/host';
import { AppLayout } from '../layout/app-layout';
import { NotFoundPage } from '../not-found/not-found-page';
import { shellRoutes } from './shell-routes';
import { remoteRoutes } from './remote-routes';
import { RequireSession } from './require-session';
import { RootRedirect } from './root-redirect';

export function portalRoutes(config: AppConfig): RouteObject[] {
  return [
    { path: '/', element: <RootRedirect /> },
    ...shellRoutes.public,
    {
      element: (
        <RequireSession>
          <AppLayout />
        </RequireSession>
      ),
      children: [...shellRoutes.signedIn, ...remoteRoutes(config.remotes)],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createPortalRouter(config: AppConfig) {
  return createBrowserRouter(portalRoutes(config));
}
