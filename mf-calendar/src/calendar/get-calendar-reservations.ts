import { api } from '@portal/shared/api';
import type { ReservationRow } from '@portal/shared/domain';

/** Reservations stay fresh for 2 minutes (spec part 2 §7). */
export const RESERVATIONS_FRESH_SECONDS = 120;
/** The calendar reads up to 1000 stays of the property (spec part 2 §7, §9). */
const CALENDAR_RESERVATION_LIMIT = 1000;

export type CalendarReservation = Pick<ReservationRow, 'id' | 'property_id' | 'check_in' | 'check_out' | 'status' | 'platform' | 'guests'>;

export interface CalendarReservationsArgs {
  propertyId: string;
}

const reservationsTag = (propertyId: string) => ({ type: 'Reservation' as const, id: `property-${propertyId}` });

/**
 * The property's stays, from the provider's consolidated listing (the caller's own only: the function runs
 * with the caller's rights and filters by auth.uid()). Their nights are the calendar's booked days and the
 * .ics export's stays.
 */
const calendarReservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendarReservations: build.query<CalendarReservation[], CalendarReservationsArgs>({
      query:
        ({ propertyId }) =>
        (client) =>
          client.rpc('get_reservations_consolidated', { p_property_id: propertyId, p_limit: CALENDAR_RESERVATION_LIMIT, p_offset: 0 }),
      transformResponse: (rows: CalendarReservation[] | null) => rows ?? [],
      providesTags: (_rows, _error, { propertyId }) => [reservationsTag(propertyId)],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
  }),
});

type QueryOptions = Parameters<typeof calendarReservationsApi.useGetCalendarReservationsQuery>[1];

/** With the reservations' freshness: mounting after 2 minutes refetches. */
export function useGetCalendarReservationsQuery(args: CalendarReservationsArgs, options?: QueryOptions) {
  return calendarReservationsApi.useGetCalendarReservationsQuery(args, { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS, ...options });
}
