import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from '@portal/shared/api';
import { createPortalStore, type PortalStore, type RootState } from '@portal/shared/store';
import { setFakeSupabase, SIGNED_IN, SIGNED_OUT, type FakeHandler, type FakeSupabase } from './fake-supabase';
import { renderWithProviders } from './render-with-providers';

const stores: PortalStore[] = [];

// Unused cache entries are kept behind a timer; resetting the api after each test clears those timers, so Jest can
// exit as soon as the tests end. The browser storages are the test's own. (Stories import this entry too: no Jest there.)
if (typeof afterEach === 'function') {
  afterEach(async () => {
    cleanup();
    // Unsubscribing is processed after a tick; the removal timers exist only then.
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
    window.localStorage.clear();
    window.sessionStorage.clear();
  });
}

export interface RenderScreenOptions {
  route?: string;
  /** The store's starting state; by default the owner u1 (ana@exemplo.com) is signed in. */
  preloadedState?: Partial<RootState>;
  signedIn?: boolean;
  /** What the backend answers: a fake made with createFakeSupabase, or a handler for a new one. */
  supabase?: FakeSupabase | FakeHandler;
}

export type RenderedScreen = Awaited<ReturnType<typeof renderWithProviders>> & { dispatch: jest.SpyInstance; supabase: FakeSupabase };

/** Renders an app's screen with the portal's providers and a store of its own, against a fake backend. */
export async function renderScreen(ui: ReactElement, { route = '/', preloadedState, signedIn = true, supabase }: RenderScreenOptions = {}): Promise<RenderedScreen> {
  const fake = setFakeSupabase(supabase ?? (() => ({ data: null })));
  const store = createPortalStore({ ...(signedIn ? SIGNED_IN : SIGNED_OUT), ...preloadedState });
  stores.push(store);
  // Spied before the first render: components keep the dispatch they rendered with.
  const dispatch = jest.spyOn(store, 'dispatch');
  const view = await renderWithProviders(ui, { route, store });
  return { ...view, dispatch, supabase: fake };
}
