import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@portal/shared/router';
import { AppConfigProvider, type AppConfig } from '@portal/shared/host';
import { createPortalStore, type PortalStore, type RootState } from '@portal/shared/store';
import { PortalThemeProvider } from '@portal/shared/ui';
import { testAppConfig } from './test-app-config';

export interface ProvidersOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: PortalStore;
  appConfig?: AppConfig;
}

/** Everything a component of any app expects around it: store, configuration, theme and router. */
export function StoryProviders({ children, route = '/', preloadedState, store, appConfig = testAppConfig }: ProvidersOptions & { children: ReactNode }) {
  const [ownStore] = useState(() => store ?? createPortalStore(preloadedState));
  return (
    <Provider store={ownStore}>
      <AppConfigProvider config={appConfig}>
        <PortalThemeProvider theme={{ token: { motion: false } }}>
          <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
        </PortalThemeProvider>
      </AppConfigProvider>
    </Provider>
  );
}
