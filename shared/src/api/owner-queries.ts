import { addDays, RECENT_DAYS, todayInBrazil, type PhotoSessionRow, type ProfileRow, type PropertyListRow } from '@portal/shared/domain';
import { api } from './base-api';
import { DASHBOARD_QUERY_RETRIES } from './retry-policy';

/**
 * The dashboard's figures of the stays checking in during the recent window, summed by the database over
 * every one of them (get_reservation_totals), however many the owner has.
 */
export interface RecentReservationTotals {
  /** Every stay checking in during the window, cancelled ones included ('Reservas (30 dias)'). */
  reservations: number;
  /** Sum of total_amount of the stays not cancelled ('Receita Mensal'): a cancelled stay earns nothing. */
  revenue: number;
}

/** A row of get_reservation_totals; PostgREST may send numeric columns as strings. */
interface ReservationTotalsRow {
  reservations: number | string | null;
  total_amount: number | string | null;
}

function toNumber(value: number | string | null | undefined): number {
  const number = Number(value ?? 0);
  return Number.isFinite(number) ? number : 0;
}

/** The columns of PropertyListRow, as the list and get_owner_overview read them. */
const PROPERTY_LIST_COLUMNS =
  'id,user_id,owner_id,property_name,location_type,property_type,property_type_other,address_street,address_number,address_neighborhood,' +
  'address_city,address_state,address_postal_code,bedrooms,bathrooms,guest_capacity,area_sqm,has_garage,is_draft,is_verified,created_at,updated_at';

/**
 * The owner's data the shell itself needs (gate, quick menu, alerts, dashboard stats). Every query
 * filters by the signed-in owner's id as well as relying on row-level security.
 */
export const ownerApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProfile: build.query<ProfileRow | null, string>({
      query: (userId) => (client) => client.from('profiles').select('*').eq('user_id', userId).maybeSingle(),
      providesTags: [{ type: 'Profile', id: 'CURRENT' }],
    }),
    getProperties: build.query<PropertyListRow[], string>({
      query: (userId) => (client) => client.from('properties').select(PROPERTY_LIST_COLUMNS).eq('user_id', userId).order('created_at', { ascending: false }),
      providesTags: (properties = []) => [{ type: 'Property', id: 'LIST' }, ...properties.map((p) => ({ type: 'Property' as const, id: p.id }))],
      // The spec keeps the property list fresh for 1 minute.
      keepUnusedDataFor: 60,
    }),
    getPhotoSessions: build.query<PhotoSessionRow[], string>({
      query: (userId) => (client) => client.from('photo_sessions').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
      providesTags: [{ type: 'PhotoSession', id: 'LIST' }],
    }),
    /**
     * The figures of the stays checking in from `days` days ago (default 30) by Brazil's calendar, for the
     * dashboard stats: counted and summed by the database (an owner with hundreds of properties has more
     * rows than one read returns). A GET, so the page can ask for it from its HTML on the next visit; the
     * function scopes the rows to the caller, the owner's id keys the cache per account.
     */
    getRecentReservations: build.query<RecentReservationTotals, { userId: string; days?: number }>({
      query:
        ({ days = RECENT_DAYS }) =>
        (client) =>
          client.rpc('get_reservation_totals', { p_check_in_from: addDays(todayInBrazil(new Date()), -days) }, { get: true }),
      transformResponse: (rows: ReservationTotalsRow[] | ReservationTotalsRow | null): RecentReservationTotals => {
        const row = Array.isArray(rows) ? rows[0] : rows;
        return { reservations: toNumber(row?.reservations), revenue: toNumber(row?.total_amount) };
      },
      providesTags: [{ type: 'Reservation', id: 'RECENT' }],
      keepUnusedDataFor: 120,
      // The dashboard's own query: up to 2 retries, none on not-found (a 4xx).
      extraOptions: { maxRetries: DASHBOARD_QUERY_RETRIES },
    }),
  }),
});

export const { useGetProfileQuery, useGetPropertiesQuery, useGetPhotoSessionsQuery, useGetRecentReservationsQuery } = ownerApi;
