import { startTransition } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { loadAppConfig, PortalRoot, startSessionBridge } from '@portal/shared/host';
import { createListenerMiddleware } from '@reduxjs/toolkit';
import { createPortalStore, passwordRecoveryStarted, selectSessionStatus, sessionEnded, sessionStarted } from '@portal/shared/store';
import { configureSupabase, getSupabase, preloadSupabase } from '@portal/shared/supabase';
import { requestAppConfig } from './app/app-config-request';
import { firstDataFetch } from './app/first-data-fetch';
import { learningFetch } from './app/first-data-learning';
import { readyWithinFrameWait } from './app/frame-wait';
import { nextTask } from './app/next-task';
import { readFirstData, rememberBackend } from './app/first-data-global';
import { preconnect } from './app/preconnect';
import { takeOverPrerenderedScreen } from './app/prerendered-input';
import { PRERENDERED_ATTRIBUTE, PRERENDER_SKIPPED_CLASS } from './app/prerendered-sign-in';
import { StartupFailure } from './app/startup-failure';
import { prefetchWidgetsAtStart } from './dashboard/widget-prefetch';
import { registerPortalRemotes } from './remotes/remote-modules';
import { createPortalRouter } from './router/create-portal-router';
import { loadAppLayout, warmUpFirstScreen } from './router/screen-loaders';
import { startObservability } from './observability/start-observability';
import { loadAuthClientOnFirstInteraction, needsAuthClientNow } from './session/auth-client-loading';
import { prefetchOwnerDataOnSession } from './session/prefetch-owner-data';
import { startSessionLifecycle } from './session/session-lifecycle';
import { readStoredSession } from './session/stored-session';
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
  // While app-config.json travels, start on the code this visit needs first: its first screen,
  // and supabase-js when a session is to be restored and the page cannot restore it itself.
  const sessionExpected = needsAuthClientNow(window.location, window.localStorage);
  const storedSession = sessionExpected ? readStoredSession(window.localStorage, window.location, Date.now()) : null;
  warmUpFirstScreen(window.location.pathname, sessionExpected);
  if (sessionExpected && !storedSession) preloadSupabase();
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
  // The owner's first data may already be on its way, asked for by the page itself; the next
  // visit's page can ask at once, knowing where the backend is.
  rememberBackend({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey });
  // With a stored session, the client also learns the reads this screen's first display makes,
  // for the next visit's page to ask for with the overview.
  const early = firstDataFetch(readFirstData());
  const clientFetch = storedSession
    ? learningFetch(early, { backendUrl: config.supabaseUrl, owner: storedSession.user.id, authorization: storedSession.authorization, screen: window.location.pathname })
    : early;
  configureSupabase({ url: config.supabaseUrl, anonKey: config.supabaseAnonKey, fetch: clientFetch });
  registerPortalRemotes(config.remotes);
  prefetchWidgetsAtStart(window.location.pathname, sessionExpected, config.remotes);
  prefetchOwnerDataOnSession(listener);
  startSessionBridge(store.dispatch);
  startSessionLifecycle(store, listener);
  // Without the client no session can be restored: say so rather than spin forever.
  const restoreWithClient = () => void getSupabase().catch(() => root.render(<StartupFailure />));
  // A returning owner's first screen renders from the overview the page asked for, with the stored
  // session as supabase-js would restore it; supabase-js loads after that screen's first paint
  // (AppLayout) and takes the session over (refresh, expiry, sign-out). Answers the app cannot use
  // as they are leave the restore to the client, as for any other visit. The code comes with the
  // signed-in screens' file (the queries' API with their shared file), which a signed-out visit
  // never loads.
  const seeded = storedSession
    ? import(/* webpackChunkName: "screen-signed-in" */ './app/first-data-seed')
        .then(({ seedOwnerOverviewFromPage }) => seedOwnerOverviewFromPage(readFirstData(), config, storedSession, store.dispatch))
        .catch(() => false)
    : null;
  if (!storedSession && sessionExpected) restoreWithClient();
  if (!sessionExpected) {
    store.dispatch(sessionEnded());
    loadAuthClientOnFirstInteraction();
  }
  startObservability();
  showRememberedToast();
  // The router (every route of the shell and the remotes, ranked) in a task of its own: with the
  // config's check and the start above, one task of 16–36 ms measured on this machine, four times
  // that on a phone's CPU. Everything that starts a download has started.
  await nextTask();
  const router = createPortalRouter(config);
  const app = <PortalRoot store={store} config={config} router={router} />;
  if (prerendered && showsPrerendered) {
    // Once the route's code is in, the app's screen replaces the prerendered one in a single task,
    // with what the owner typed: no key or submit can fall between the two (prerendered-input.ts).
    await routerReady(router);
    takeOverPrerenderedScreen(prerendered, () => flushSync(() => root.render(app)));
  } else {
    // A transition lets React render the first screen in slices, yielding to the browser between
    // them, instead of one long task.
    startTransition(() => root.render(app));
  }
  if (storedSession && seeded) {
    // The restored session opens the signed-in frame once its code is in, so the frame renders
    // whole at once rather than through a Suspense fallback (the router itself renders a route
    // only once the route's code is in). Whatever holds that up past FRAME_WAIT_MS, the client
    // restores the session as on any other visit.
    const fromPage = await readyWithinFrameWait(Promise.all([seeded, loadAppLayout().catch(() => undefined)]).then(([seededFromPage]) => seededFromPage));
    if (!fromPage) restoreWithClient();
    else if (selectSessionStatus(store.getState()) === 'loading') store.dispatch(sessionStarted({ user: storedSession.user, expiresAt: storedSession.expiresAt }));
  }
}

void start();
