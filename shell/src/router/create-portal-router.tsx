import { createBrowserRouter, type RouteObject } from '@portal/shared/router';
import type { AppConfig } from '@portal/shared/host';
import { lazy, Suspense, type ComponentType } from 'react';
import { FullScreenSpinner } from '@portal/shared/ui';
import { NotFoundPage } from '../not-found/not-found-page';
import { shellRoutes } from './shell-routes';
import { remoteRoutes } from './remote-routes';
import { RequireSession } from './require-session';
import { RootRedirect } from './root-redirect';
import { loadAppLayout, loadedAppLayout } from './screen-loaders';
import { watchNavigations } from './navigation-pending';

type FrameModule = { default: ComponentType };

// The signed-in frame (layout, quick menu, the owner's data) is its own chunk: the sign-in screen
// renders without it. Once that code has loaded, the frame renders at once instead of suspending
// for a tick: a Suspense fallback committed even for an instant holds the next reveal back by up
// to 300 ms (React throttles reveals), which a returning owner's first screen would wait for.
const AppLayout = lazy((): Promise<FrameModule> => {
  const loaded = loadedAppLayout();
  // A thenable that answers at once: React reads the module in the same render.
  if (loaded) return { then: (resolve: (module: FrameModule) => void) => resolve({ default: loaded.AppLayout }) } as unknown as Promise<FrameModule>;
  return loadAppLayout().then((m) => ({ default: m.AppLayout }));
});

function portalRoutes(config: AppConfig): RouteObject[] {
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
