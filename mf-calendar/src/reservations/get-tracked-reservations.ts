import { api } from '@portal/shared/api';
import type { ReservationRow } from '@portal/shared/domain';
import { RESERVATIONS_FRESH_SECONDS } from '../calendar/get-calendar-reservations';

/** Reservation tracking reads 100 stays at a time (spec part 2 §7). */
const TRACKING_LIMIT = 100;

type PageReply<T> = PromiseLike<{ data: T[] | null; error: { message: string; code?: string; details?: string | null; hint?: string | null } | null; status?: number }>;

/**
 * Every stay of the property, read 100 at a time in the RPC's order (newest check-in first): the first read is
 * the spec's call (p_property_id, p_limit 100); while a read comes back full, the next asks from p_offset 100,
 * 200, … A property with years of stays is listed and summed whole; a failed read fails the whole.
 */
async function trackedReservationPages<T>(read: (query: { p_property_id: string; p_limit: number; p_offset?: number }) => PageReply<T>, propertyId: string) {
  const rows: T[] = [];
  for (let offset = 0; ; offset += TRACKING_LIMIT) {
    const query = offset === 0 ? { p_property_id: propertyId, p_limit: TRACKING_LIMIT } : { p_property_id: propertyId, p_limit: TRACKING_LIMIT, p_offset: offset };
    const reply = await read(query);
    if (reply.error) return { data: null, error: reply.error, status: reply.status };
    const page = reply.data ?? [];
    rows.push(...page);
    if (page.length < TRACKING_LIMIT) return { data: rows, error: null, status: reply.status };
  }
}

/** A stay as `get_reservations_secure` returns it: the guest's e-mail and phone come masked ('m***@x.com', '*****4321'). */
export type TrackedReservation = Pick<
  ReservationRow,
  | 'id'
  | 'property_id'
  | 'guest_name'
  | 'guest_email'
  | 'guest_phone'
  | 'guests'
  | 'check_in'
  | 'check_out'
  | 'total_amount'
  | 'net_amount'
  | 'host_payout'
  | 'platform'
  | 'status'
  | 'special_requests'
  | 'created_at'
> & { property_name: string | null; nights: number | null };

const trackedReservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getTrackedReservations: build.query<TrackedReservation[], { propertyId: string }>({
      query:
        ({ propertyId }) =>
        (client) =>
          trackedReservationPages<TrackedReservation>((query) => client.rpc('get_reservations_secure', query), propertyId),
      // Amounts arrive as numeric: PostgREST may send them as strings.
      transformResponse: (rows: TrackedReservation[] | null) =>
        (rows ?? []).map((row) => ({
          ...row,
          total_amount: toNumber(row.total_amount),
          net_amount: toNumber(row.net_amount),
          host_payout: toNumber(row.host_payout),
        })),
      providesTags: (_rows, _error, { propertyId }) => [{ type: 'Reservation', id: `tracking-${propertyId}` }],
      keepUnusedDataFor: RESERVATIONS_FRESH_SECONDS,
    }),
  }),
});

function toNumber(value: number | string | null): number | null {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

type QueryOptions = Parameters<typeof trackedReservationsApi.useGetTrackedReservationsQuery>[1];

export function useGetTrackedReservationsQuery(args: { propertyId: string }, options?: QueryOptions) {
  return trackedReservationsApi.useGetTrackedReservationsQuery(args, { refetchOnMountOrArgChange: RESERVATIONS_FRESH_SECONDS, ...options });
}
