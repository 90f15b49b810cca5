import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import type { PortalStore } from '@portal/shared/store';
import { PortalThemeProvider } from '@portal/shared/ui';
import { RouterProvider, type createBrowserRouter } from '@portal/shared/router';
import type { AppConfig } from './app-config';
import { AppConfigProvider } from './app-config-context';

interface Props {
  store: PortalStore;
  config: AppConfig;
  router: ReturnType<typeof createBrowserRouter>;
}

/** What every host renders around its router: the one store, the running configuration and the theme. */
export function PortalRoot({ store, config, router }: Props) {
  return (
    <StrictMode>
      <Provider store={store}>
        <AppConfigProvider config={config}>
          <PortalThemeProvider>
            <RouterProvider router={router} />
          </PortalThemeProvider>
        </AppConfigProvider>
      </Provider>
    </StrictMode>
  );
}
