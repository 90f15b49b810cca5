import { use } from 'react';
import type { RouteObject } from '@portal/shared/router';
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
 * first rendered, and a failure shows the module fallback in the page area only. While it loads,
 * the layout's Suspense above the outlet waits: on a deep link it shows 'Carregando...'; on a
 * client navigation (a transition) the current page stays until the remote is ready, instead of a
 * new boundary flashing its fallback and holding the page back for React's reveal throttle.
 */
export function RemoteRoute({ remote, pattern }: { remote: string; pattern: string }) {
  return (
    <RemoteBoundary remote={remote}>
      <RemoteRouteElement remote={remote} pattern={pattern} />
    </RemoteBoundary>
  );
}
