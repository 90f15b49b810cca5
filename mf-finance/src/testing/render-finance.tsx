import { cleanup } from '@testing-library/react';
import type { ReactElement } from 'react';
import { api } from '@portal/shared/api';
import { addDays, todayInBrazil, type PropertyRow } from '@portal/shared/domain';
import { createPortalStore, type PortalStore, type RootState } from '@portal/shared/store';
import { createFakeSupabase, renderWithProviders, setFakeSupabase, SIGNED_IN, SIGNED_OUT, type FakeHandler, type FakeReply, type FakeSupabase } from '@portal/shared/testing';

const stores: PortalStore[] = [];

// Unused cache entries are kept behind a timer; resetting the api after each test clears those timers.
afterEach(async () => {
  cleanup();
  await new Promise((resolve) => setTimeout(resolve, 0));
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

/** Today in Brazil, shifted by `days`: screens read the real clock, fixtures are placed around it. */
export function day(days = 0): string {
  return addDays(todayInBrazil(new Date()), days);
}

export interface FinanceBackend {
  /** get_reservations_consolidated's rows, or a reply (an error) / a pending promise. */
  reservations?: Array<Record<string, unknown>> | (() => FakeReply | Promise<FakeReply>);
  properties?: PropertyRow[];
  profileName?: string | null;
}

/** A fake backend answering the finance screens' three reads. */
export function financeBackend({ reservations = [], properties = [], profileName = 'Ana Souza' }: FinanceBackend): FakeHandler {
  return (request) => {
    if (request.table === 'get_reservations_consolidated') return typeof reservations === 'function' ? reservations() : { data: reservations };
    if (request.table === 'properties') return { data: properties };
    if (request.table === 'profiles') return { data: profileName === null ? null : { id: 'p1', user_id: 'u1', full_name: profileName } };
    return { data: null };
  };
}

export interface RenderFinanceOptions {
  route?: string;
  preloadedState?: Partial<RootState>;
  signedIn?: boolean;
  supabase?: FakeSupabase | FakeHandler;
}

export type RenderedFinance = Awaited<ReturnType<typeof renderWithProviders>> & { supabase: FakeSupabase };

/** Renders a screen of this remote with the portal's providers and store, against a fake backend. */
export async function renderFinance(ui: ReactElement, { route = '/', preloadedState, signedIn = true, supabase }: RenderFinanceOptions = {}): Promise<RenderedFinance> {
  const fake = setFakeSupabase(typeof supabase === 'function' || !supabase ? createFakeSupabase(supabase ?? (() => ({ data: null }))) : supabase);
  const store = createPortalStore({ ...(signedIn ? SIGNED_IN : SIGNED_OUT), ...preloadedState });
  stores.push(store);
  const view = await renderWithProviders(ui, { route, store });
  return { ...view, supabase: fake };
}
