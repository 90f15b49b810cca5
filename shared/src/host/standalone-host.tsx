import { Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, Link, Outlet, type RouteObject } from '@portal/shared/router';
import { configureSupabase, getSupabase } from '@portal/shared/supabase';
import { createPortalStore, selectSessionStatus, useAppSelector } from '@portal/shared/store';
import { FullScreenSpinner, LoadingFallback } from '@portal/shared/ui';
import { loadAppConfig } from './app-config';
import { PortalRoot } from './portal-root';
import { startSessionBridge } from './session-bridge';
import { StandaloneSignIn } from './standalone-sign-in';

interface StandaloneOptions {
  remoteName: string;
  routes: RouteObject[];
}

function SessionGate({ remoteName }: { remoteName: string }) {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut') return <StandaloneSignIn remoteName={remoteName} />;
  // The shell's layout gives remote pages their <main>, its width and edges (pages add no inset of
  // their own, ui's Page); alone, the harness does, with the same ones.
  return (
    <main style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}>
      <Suspense fallback={<LoadingFallback />}>
        <Outlet />
      </Suspense>
    </main>
  );
}

function RouteIndex({ routes }: { routes: RouteObject[] }) {
  useEffect(() => {
    document.title = 'Ambiente isolado';
  }, []);
  return (
    <nav style={{ padding: 24 }}>
      <h1>Rotas deste módulo</h1>
      <ul>
        {routes.map((route) => (
          <li key={route.path}>
            <Link to={(route.path ?? '/').replace(/:(\w+)/g, 'exemplo')}>{route.path}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * A small host so a feature team can run its remote alone: the same store, theme, session and
 * router contract as the shell, with the remote's own routes.
 */
export async function renderStandalone({ remoteName, routes }: StandaloneOptions): Promise<void> {
  const config = await loadAppConfig();
  configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  const store = createPortalStore();
  startSessionBridge(store.dispatch);
  // A team's harness: the client loads at once rather than on the first interaction.
  void getSupabase();
  const ownsRoot = routes.some((route) => route.path === '/');
  const router = createBrowserRouter([
    {
      element: <SessionGate remoteName={remoteName} />,
      children: [...routes, ...(ownsRoot ? [] : [{ path: '/', element: <RouteIndex routes={routes} /> }])],
    },
    { path: '*', element: <RouteIndex routes={routes} /> },
  ]);
  createRoot(document.getElementById('root')!).render(<PortalRoot store={store} config={config} router={router} />);
}
