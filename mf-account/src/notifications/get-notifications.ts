import { api } from '@portal/shared/api';
import type { NotificationRow } from './notification-centre';

/** Stored notifications are read 50 at a time, newest first; 'Mostrar mais' reads the next 50. */
const NOTIFICATIONS_PAGE_SIZE = 50;

/** How many notifications the owner has stored, and how many of them are unread: counted by the database. */
export interface NotificationCounts {
  total: number;
  unread: number;
}

const notificationCountsTag = { type: 'Notification' as const, id: 'COUNTS' };

/**
 * The owner's stored notifications, newest first (the id breaks a tie, so the pages never overlap): the first
 * page here, the next ones appended to it by loadMoreNotifications. An owner with 1,500 notifications gets 50 at
 * once and the rest on demand, and the counts say how many there are.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<NotificationRow[], string>({
      query: (userId) => (client) =>
        client
          .from('notifications')
          .select('*')
          .eq('user_id', userId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .range(0, NOTIFICATIONS_PAGE_SIZE - 1),
      providesTags: (rows = []) => [{ type: 'Notification', id: 'LIST' }, ...rows.map((row) => ({ type: 'Notification' as const, id: row.id }))],
    }),
    getNotificationCounts: build.query<NotificationCounts, string>({
      query: (userId) => async (client) => {
        const count = (unreadOnly: boolean) => {
          const request = client.from('notifications').select('id', { count: 'exact', head: true }).eq('user_id', userId);
          return unreadOnly ? request.eq('read', false) : request;
        };
        const [all, unread] = await Promise.all([count(false), count(true)]);
        const error = all.error ?? unread.error;
        if (error) return { data: null, error, status: all.error ? all.status : unread.status };
        return { data: { total: all.count ?? 0, unread: unread.count ?? 0 }, error: null, status: 200 };
      },
      providesTags: [notificationCountsTag],
    }),
    loadMoreNotifications: build.mutation<NotificationRow[], { userId: string; offset: number }>({
      query:
        ({ userId, offset }) =>
        (client) =>
          client
            .from('notifications')
            .select('*')
            .eq('user_id', userId)
            .order('created_at', { ascending: false })
            .order('id', { ascending: false })
            .range(offset, offset + NOTIFICATIONS_PAGE_SIZE - 1),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data: older } = await queryFulfilled.catch(() => ({ data: [] as NotificationRow[] }));
        dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (rows) => {
            const shown = new Set(rows.map((row) => row.id));
            for (const row of older ?? []) if (!shown.has(row.id)) rows.push(row);
          }),
        );
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useGetNotificationCountsQuery, useLoadMoreNotificationsMutation } = notificationsApi;
