import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from '@portal/shared/api';
import { createPortalStore, type PortalStore } from '@portal/shared/store';
import { renderWithProviders } from '@portal/shared/testing';
import { SIGNED_IN } from './fake-supabase';

const stores: PortalStore[] = [];

// Unused cache entries are kept for 10 minutes behind a timer; resetting the api after each test clears
// those timers, so Jest can exit as soon as the tests end.
afterEach(async () => {
  cleanup();
  // Unsubscribing is processed after a tick; the removal timers exist only then.
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

/** Renders a screen of this remote for a signed-in owner (u1, ana@exemplo.com), or signed out. */
export async function renderAccount(
  ui: ReactElement,
  { route = '/', signedIn = true }: { route?: string; signedIn?: boolean } = {},
): Promise<Awaited<ReturnType<typeof renderWithProviders>> & { dispatch: jest.SpyInstance }> {
  const store = createPortalStore(signedIn ? SIGNED_IN : undefined);
  stores.push(store);
  // Spied before the first render: components keep the dispatch they rendered with.
  const dispatch = jest.spyOn(store, 'dispatch');
  const view = await renderWithProviders(ui, { route, store });
  return { ...view, dispatch };
}
