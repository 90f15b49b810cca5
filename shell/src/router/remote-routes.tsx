import type { RouteObject } from '@portal/shared/router';
import type { RemoteConfig } from '@portal/shared/host';
import { RemoteRoute } from '../remotes/remote-route';
import { lazy } from 'react';
import { isGatedPattern } from './gated-patterns';

// The gate reads the owner's data (the api); it loads with the first gated page.
const FeatureGate = lazy(() => import('./feature-gate').then((m) => ({ default: m.FeatureGate })));

/**
 * One route per pattern in app-config.json, each rendered by the remote that owns it. The shell
 * knows patterns and owners only; a remote is fetched the first time one of its routes renders.
 */
export function remoteRoutes(remotes: RemoteConfig[]): RouteObject[] {
  return remotes.flatMap((remote) =>
    remote.routes.map((pattern) => {
      const page = <RemoteRoute key={`${remote.name}:${pattern}`} remote={remote.name} pattern={pattern} />;
      return {
        path: pattern,
        // Like the remote itself, the gate waits in the layout's Suspense above the outlet.
        element: isGatedPattern(pattern) ? <FeatureGate>{page}</FeatureGate> : page,
      };
    }),
  );
}
