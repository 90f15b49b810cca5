import type { BusinessLimits, CalendarEventRow, PropertyRow } from '@portal/shared/domain';
import { createFakeSupabase, type FakeReply, type FakeRequest, type FakeSupabase } from '@portal/shared/testing';
import type { CalendarReservation } from '../calendar/get-calendar-reservations';
import type { TrackedReservation } from '../reservations/get-tracked-reservations';

export interface CalendarBackendData {
  properties?: PropertyRow[];
  events?: CalendarEventRow[];
  stays?: CalendarReservation[];
  tracked?: TrackedReservation[];
  /** What public.business_limits holds besides the spec's numbers. */
  limits?: Partial<BusinessLimits>;
}

/**
 * The owner's backend as the calendar screens use it: properties, calendar events (blocks are stored and
 * removed), and the two reservation listings. `override` answers a request first (a refusal, a failure);
 * returning undefined lets the backend answer.
 */
export function createCalendarBackend(
  data: CalendarBackendData = {},
  override?: (request: FakeRequest) => FakeReply | undefined | Promise<FakeReply | undefined>,
): { fake: FakeSupabase; events: () => CalendarEventRow[] } {
  let events = [...(data.events ?? [])];
  let serial = 0;
  const fake = createFakeSupabase(async (request) => {
    const overridden = await override?.(request);
    if (overridden) return overridden;
    switch (request.table) {
      case 'properties':
        return { data: data.properties ?? [] };
      case 'calendar_events': {
        if (request.operation === 'insert') {
          const rows = (request.values as Array<Omit<CalendarEventRow, 'id'>>).map((row) => ({ ...row, id: `saved-${++serial}` }));
          events = [...events, ...rows];
          return { data: rows, status: 201 };
        }
        if (request.operation === 'delete') {
          const dates = request.filters.date as string[];
          events = events.filter((event) => !(dates.includes(event.date) && event.type === 'blocked' && event.source === 'manual'));
          return { data: null, status: 204 };
        }
        // As the database filters: the year asked for, or only the personal blocks.
        const from = request.filters['date>='] as string | undefined;
        const until = request.filters['date<'] as string | undefined;
        const kept = events.filter(
          (event) => (!from || event.date >= from) && (!until || event.date < until) && (request.filters.type === undefined || event.type === request.filters.type),
        );
        return { data: kept.sort((a, b) => a.date.localeCompare(b.date)) };
      }
      case 'get_reservations_consolidated':
        return { data: data.stays ?? [] };
      case 'get_reservations_secure': {
        // As the function pages: p_limit rows from p_offset (default 0).
        const { p_limit: limit = 100, p_offset: offset = 0 } = (request.values ?? {}) as { p_limit?: number; p_offset?: number };
        return { data: (data.tracked ?? []).slice(offset, offset + limit) };
      }
      default:
        return { data: null };
    }
  }, { businessLimits: data.limits });
  return { fake, events: () => events };
}
