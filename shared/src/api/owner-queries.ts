import { addDays, RECENT_DAYS, todayInBrazil, type PhotoSessionRow, type ProfileRow, type PropertyRow, type ReservationRow } from '@portal/shared/domain';
import { api } from './base-api';
import { DASHBOARD_QUERY_RETRIES } from './retry-policy';

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
    getProperties: build.query<PropertyRow[], string>({
      query: (userId) => (client) => client.from('properties').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
      providesTags: (properties = []) => [{ type: 'Property', id: 'LIST' }, ...properties.map((p) => ({ type: 'Property' as const, id: p.id }))],
      // The spec keeps the property list fresh for 1 minute.
      keepUnusedDataFor: 60,
    }),
    getPhotoSessions: build.query<PhotoSessionRow[], string>({
      query: (userId) => (client) => client.from('photo_sessions').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
      providesTags: [{ type: 'PhotoSession', id: 'LIST' }],
    }),
    /** Reservations checking in during the last `days` days (default 30) of Brazil's calendar, for the dashboard stats. */
    getRecentReservations: build.query<ReservationRow[], { userId: string; days?: number }>({
      query:
        ({ userId, days = RECENT_DAYS }) =>
        (client) =>
          client
            .from('reservations')
            .select('*')
            .eq('user_id', userId)
            .gte('check_in', addDays(todayInBrazil(new Date()), -days))
            .order('check_in', { ascending: false }),
      providesTags: [{ type: 'Reservation', id: 'RECENT' }],
      keepUnusedDataFor: 120,
      // The dashboard's own query: up to 2 retries, none on not-found (a 4xx).
      extraOptions: { maxRetries: DASHBOARD_QUERY_RETRIES },
    }),
  }),
});

export const { useGetProfileQuery, useGetPropertiesQuery, useGetPhotoSessionsQuery, useGetRecentReservationsQuery } = ownerApi;
