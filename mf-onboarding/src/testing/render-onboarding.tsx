import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from '@portal/shared/api';
import { createPortalStore, type PortalStore, type RootState } from '@portal/shared/store';
import { renderWithProviders, setFakeSupabase, SIGNED_IN, SIGNED_OUT, type FakeHandler, type FakeSupabase } from '@portal/shared/testing';

const stores: PortalStore[] = [];

// Unused cache entries are kept behind a timer; resetting the api after each test clears those timers,
// so Jest can exit as soon as the tests end.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

export interface RenderOnboardingOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  /** By default the owner u1 (ana@exemplo.com) is signed in. */
  signedIn?: boolean;
  /** What the backend answers: a fake made with createFakeSupabase, or a handler for a new one. */
  supabase?: FakeSupabase | FakeHandler;
}

export type RenderedOnboarding = Awaited<ReturnType<typeof renderWithProviders>> & { supabase: FakeSupabase };

/** Renders a screen of this remote with the portal's providers and store, against a fake backend. */
export async function renderOnboarding(ui: ReactElement, { route = '/', preloadedState, signedIn = true, supabase }: RenderOnboardingOptions = {}): Promise<RenderedOnboarding> {
  const fake = setFakeSupabase(supabase ?? (() => ({ data: null })));
  const store = createPortalStore({ ...(signedIn ? SIGNED_IN : SIGNED_OUT), ...preloadedState });
  stores.push(store);
  const view = await renderWithProviders(ui, { route, store });
  return { ...view, supabase: fake };
}
