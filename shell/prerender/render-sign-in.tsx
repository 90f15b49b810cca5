import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from '@portal/shared/router';
import { AppConfigProvider, type AppConfig } from '@portal/shared/host';
import { createPortalStore, sessionEnded } from '@portal/shared/store';
import { PortalThemeProvider } from '@portal/shared/ui';
import { AuthPage } from '../src/auth/auth-page';

/**
 * The brand comes from app-config.json, which a deployment edits without rebuilding: the
 * prerendered screen keeps its line (a no-break space) and the app writes the name into it.
 */
const BRAND_PLACEHOLDER = '\u00a0';

/** The sign-in screen as a signed-out visit first shows it, inside the providers the app renders. */
export function renderSignIn(): string {
  const store = createPortalStore();
  store.dispatch(sessionEnded());
  const config: AppConfig = {
    brandName: BRAND_PLACEHOLDER,
    supabaseUrl: 'http://localhost',
    supabaseAnonKey: 'prerender',
    supportUrl: 'http://localhost',
    postalCodeUrl: 'http://localhost',
    remotes: [],
  };
  return renderToString(
    <Provider store={store}>
      <AppConfigProvider config={config}>
        <PortalThemeProvider>
          <MemoryRouter initialEntries={['/auth']}>
            <AuthPage />
          </MemoryRouter>
        </PortalThemeProvider>
      </AppConfigProvider>
    </Provider>,
  );
}
