import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@portal/shared/router';
import { AppConfigProvider, type AppConfig } from '@portal/shared/host';
import { createPortalStore, type PortalStore, type RootState } from '@portal/shared/store';
import { PortalThemeProvider } from '@portal/shared/ui';
import { businessLimitsApi } from '../api/business-limits';
import { SPEC_BUSINESS_LIMITS } from './business-limits';
import { testAppConfig } from './test-app-config';

export interface ProvidersOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  store?: PortalStore;
  appConfig?: AppConfig;
}

/**
 * A store for a story: stories have no backend, so the business limits every session reads are there already,
 * as migration 0013 seeds them.
 */
function storyStore(preloadedState: Partial<RootState> | undefined): PortalStore {
  const store = createPortalStore(preloadedState);
  // A thunk the store's middleware runs; the store's dispatch type knows only the base api's endpoints.
  const seed = businessLimitsApi.util.upsertQueryData('getBusinessLimits', undefined, SPEC_BUSINESS_LIMITS);
  void (store.dispatch as (thunk: typeof seed) => unknown)(seed);
  return store;
}

/** Everything a component of any app expects around it: store, configuration, theme and router. */
export function StoryProviders({ children, route = '/', preloadedState, store, appConfig = testAppConfig }: ProvidersOptions & { children: ReactNode }) {
  const [ownStore] = useState(() => store ?? storyStore(preloadedState));
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
