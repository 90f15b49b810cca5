import { addDays, todayInBrazil, type PropertyRow } from '@portal/shared/domain';
import { renderScreen, type FakeHandler, type FakeReply } from '@portal/shared/testing';

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
    if (request.table === 'get_reservations_consolidated') {
      if (typeof reservations === 'function') return reservations();
      // As the function pages: p_limit rows from p_offset.
      const { p_limit: limit, p_offset: offset = 0 } = (request.values ?? {}) as { p_limit?: number; p_offset?: number };
      return { data: reservations.slice(offset, limit === undefined ? undefined : offset + limit) };
    }
    if (request.table === 'properties') return { data: properties };
    if (request.table === 'profiles') return { data: profileName === null ? null : { id: 'p1', user_id: 'u1', full_name: profileName } };
    return { data: null };
  };
}

/** Renders a screen of this remote (see renderScreen); `supabase` may be the handler financeBackend() makes. */
export const renderFinance = renderScreen;
