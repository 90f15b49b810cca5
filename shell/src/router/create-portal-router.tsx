import { createBrowserRouter, type RouteObject } from '@portal/shared/router';
import type { AppConfig } from '@portal/shared/host';
import { lazy, Suspense } from 'react';
import { FullScreenSpinner } from '@portal/shared/ui';
import { NotFoundPage } from '../not-found/not-found-page';
import { shellRoutes } from './shell-routes';
import { remoteRoutes } from './remote-routes';
import { RequireSession } from './require-session';
import { RootRedirect } from './root-redirect';
import { loadAppLayout } from './screen-loaders';
import { watchNavigations } from './navigation-pending';

// The signed-in frame (layout, quick menu, the owner's data) is its own chunk: the sign-in screen
// renders without it.
const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));

export function portalRoutes(config: AppConfig): RouteObject[] {
  return [
    { path: '/', element: <RootRedirect /> },
    ...shellRoutes.public,
    {
      element: (
        <RequireSession>
          <Suspense fallback={<FullScreenSpinner />}>
            <AppLayout />
          </Suspense>
        </RequireSession>
      ),
      children: [...shellRoutes.signedIn, ...remoteRoutes(config.remotes)],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
}

export function createPortalRouter(config: AppConfig) {
  const router = createBrowserRouter(portalRoutes(config));
  watchNavigations(router);
  return router;
}
