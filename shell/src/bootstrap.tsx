import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AppConfigProvider, loadAppConfig, startSessionBridge } from '@portal/shared/host';
import { createPortalStore } from '@portal/shared/store';
import { configureSupabase } from '@portal/shared/supabase';
import { PortalThemeProvider } from '@portal/shared/ui';
import { StartupFailure } from './app/startup-failure';
import { registerPortalRemotes } from './remotes/remote-modules';
import { createPortalRouter } from './router/create-portal-router';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  let config;
  try {
    config = await loadAppConfig();
  } catch {
    root.render(<StartupFailure />);
    return;
  }
  configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  registerPortalRemotes(config.remotes);
  const store = createPortalStore();
  startSessionBridge(store.dispatch);
  const router = createPortalRouter(config);
  root.render(
    <StrictMode>
      <Provider store={store}>
        <AppConfigProvider config={config}>
          <PortalThemeProvider>
            <RouterProvider router={router} />
          </PortalThemeProvider>
        </AppConfigProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
