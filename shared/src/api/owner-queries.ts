import type { PhotoSessionRow, ProfileRow, PropertyRow, ReservationRow } from '@portal/shared/domain';
import { api } from './base-api';

/** 'yyyy-MM-dd' of `days` ago in the owner's calendar. */
function isoDaysAgo(days: number, now = new Date()): string {
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

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
    /** Reservations checking in during the last `days` days (default 30), for the dashboard stats. */
    getRecentReservations: build.query<ReservationRow[], { userId: string; days?: number }>({
      query:
        ({ userId, days = 30 }) =>
        (client) =>
          client.from('reservations').select('*').eq('user_id', userId).gte('check_in', isoDaysAgo(days)).order('check_in', { ascending: false }),
      providesTags: [{ type: 'Reservation', id: 'RECENT' }],
      keepUnusedDataFor: 120,
    }),
  }),
});

export const { useGetProfileQuery, useGetPropertiesQuery, useGetPhotoSessionsQuery, useGetRecentReservationsQuery } = ownerApi;
