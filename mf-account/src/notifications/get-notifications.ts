import { api } from '@portal/shared/api';
import type { NotificationRow } from './notification-centre';

/** The owner's stored notifications, newest first. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationRow[], string>({
      query: (userId) => (client) => client.from('notifications').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
      providesTags: (rows = []) => [{ type: 'Notification', id: 'LIST' }, ...rows.map((row) => ({ type: 'Notification' as const, id: row.id }))],
    }),
  }),
});

export const { useGetNotificationsQuery } = notificationsApi;
