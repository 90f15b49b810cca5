import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadAppConfig, PortalRoot, startSessionBridge } from '@portal/shared/host';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createPortalStore, passwordRecoveryStarted, sessionEnded } from '@portal/shared/store';
import { configureSupabase, getSupabase, preloadSupabase } from '@portal/shared/supabase';
import { requestAppConfig } from './app/app-config-request';
import { preconnect } from './app/preconnect';
import { takeOverPrerenderedScreen } from './app/prerendered-input';
import { PRERENDERED_ATTRIBUTE, PRERENDER_SKIPPED_CLASS } from './app/prerendered-sign-in';
import { StartupFailure } from './app/startup-failure';
import { registerPortalRemotes } from './remotes/remote-modules';
import { createPortalRouter } from './router/create-portal-router';
import { warmUpFirstScreen } from './router/screen-loaders';
import { startObservability } from './observability/start-observability';
import { needsAuthClientNow, onFirstInteraction } from './session/auth-client-loading';
import { prefetchOwnerDataOnSession } from './session/prefetch-owner-data';
import { startSessionLifecycle } from './session/session-lifecycle';
import { showRememberedToast } from './session/toast-after-redirect';

function routerReady(router: ReturnType<typeof createPortalRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // auth.html arrives with the sign-in screen already drawn, as a form the owner may be using.
  const prerendered = document.querySelector(`[${PRERENDERED_ATTRIBUTE}]`);
  const showsPrerendered = prerendered !== null && !document.documentElement.classList.contains(PRERENDER_SKIPPED_CLASS);
  // While app-config.json travels, start on the code this visit needs first: its first screen, and
  // supabase-js when there is a session to restore.
  const sessionExpected = needsAuthClientNow(window.location, window.localStorage);
  warmUpFirstScreen(window.location.pathname, sessionExpected);
  if (sessionExpected) preloadSupabase();
  let config;
  try {
    config = await loadAppConfig(requestAppConfig());
  } catch {
    root.render(<StartupFailure />);
    return;
  }
  // A password-reset link lands here with the recovery session in the URL hash; remember that
  // before the Supabase client consumes the hash.
  const arrivedForPasswordReset = window.location.hash.includes('type=recovery');
  const listener = createListenerMiddleware();
  const store = createPortalStore(undefined, [listener.middleware]);
  if (arrivedForPasswordReset) store.dispatch(passwordRecoveryStarted());
  preconnect(sessionExpected ? [config.supabaseUrl, ...config.remotes.map((remote) => remote.manifestUrl)] : [config.supabaseUrl]);
  configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  registerPortalRemotes(config.remotes);
  prefetchOwnerDataOnSession(listener);
  startSessionBridge(store.dispatch);
  startSessionLifecycle(store, listener);
  // The client restores a stored session (or one an e-mailed link brings): without it no session
  // can be restored, so say so rather than spin forever. Signed out, it loads as the owner starts
  // to use the sign-in screen (a form sent sooner waits for it).
  if (sessionExpected) void getSupabase().catch(() => root.render(<StartupFailure />));
  else {
    store.dispatch(sessionEnded());
    onFirstInteraction(() => void getSupabase().catch(() => undefined));
  }
  startObservability();
  showRememberedToast();
  const router = createPortalRouter(config);
  const app = <PortalRoot store={store} config={config} router={router} />;
  if (prerendered && showsPrerendered) {
    // Once the route's code is in, the app's screen replaces the prerendered one in a single task,
    // with what the owner typed: no key or submit can fall between the two (prerendered-input.ts).
    await routerReady(router);
    takeOverPrerenderedScreen(prerendered, () => flushSync(() => root.render(app)));
  } else {
    root.render(app);
  }
}

void start();
