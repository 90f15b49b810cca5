import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from '@portal/shared/api';
import { createPortalStore, type PortalStore } from '@portal/shared/store';
import { renderWithProviders, setFakeSupabase, SIGNED_IN, SIGNED_OUT, type FakeHandler, type FakeSupabase } from '@portal/shared/testing';

const stores: PortalStore[] = [];

// Unused cache entries are kept behind a timer; resetting the api after each test clears those timers,
// so Jest can exit as soon as the tests end.
afterEach(async () => {
  cleanup();
  // Unsubscribing is processed after a tick; the removal timers exist only then.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

export type RenderedCalendar = Awaited<ReturnType<typeof renderWithProviders>> & { supabase: FakeSupabase };

/** Renders a screen of this remote for the signed-in owner u1 (or signed out), against a fake backend. */
export async function renderCalendar(
  ui: ReactElement,
  { route = '/', signedIn = true, supabase }: { route?: string; signedIn?: boolean; supabase: FakeSupabase | FakeHandler },
): Promise<RenderedCalendar> {
  const fake = setFakeSupabase(supabase);
  const store = createPortalStore(signedIn ? SIGNED_IN : SIGNED_OUT);
  stores.push(store);
  const view = await renderWithProviders(ui, { route, store });
  return { ...view, supabase: fake };
}
