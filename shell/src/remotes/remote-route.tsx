import { Suspense, use } from 'react';
import type { RouteObject } from '@portal/shared/router';
import { LoadingFallback } from '@portal/shared/ui';
import { RemoteBoundary } from './remote-boundary';
import { loadExposed } from './remote-modules';
import { RemoteUnavailableError } from './remote-unavailable';

interface RoutesModule {
  contractVersion: number;
  release: string;
  routes: RouteObject[];
}

function RemoteRouteElement({ remote, pattern }: { remote: string; pattern: string }) {
  const { routes, release } = use(loadExposed<RoutesModule>(remote, 'routes'));
  const route = routes.find((candidate) => candidate.path === pattern);
  const RouteComponent = route?.Component;
  if (!route || (route.element === undefined && !RouteComponent)) throw new RemoteUnavailableError(remote, 'missing-export');
  // Which build of the remote this owner is running: support and deployment checks read it.
  return (
    <div data-remote={remote} data-remote-release={release} style={{ display: 'contents' }}>
      {route.element !== undefined ? route.element : RouteComponent && <RouteComponent />}
    </div>
  );
}

/**
 * The shell's element for a route pattern a remote owns: the remote is fetched when the route is
 * first rendered, and a failure shows the module fallback in the page area only.
 */
export function RemoteRoute({ remote, pattern }: { remote: string; pattern: string }) {
  return (
    <RemoteBoundary remote={remote}>
      <Suspense fallback={<LoadingFallback />}>
        <RemoteRouteElement remote={remote} pattern={pattern} />
      </Suspense>
    </RemoteBoundary>
  );
}
