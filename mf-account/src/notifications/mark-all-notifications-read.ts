import { api } from '@portal/shared/api';
import { notificationsApi } from './get-notifications';

/** 'Marcar todas como lidas' for the stored notifications, shown at once and rolled back on failure. */
const markAllNotificationsReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    markAllNotificationsRead: build.mutation<null, { userId: string }>({
      query:
        ({ userId }) =>
        (client) =>
          client.from('notifications').update({ read: true }).eq('user_id', userId).eq('read', false),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (rows) => {
            for (const row of rows) row.read = true;
          }),
        );
        // Every stored one is read now, the ones not loaded yet too.
        const counts = dispatch(
          notificationsApi.util.updateQueryData('getNotificationCounts', userId, (draft) => {
            draft.unread = 0;
          }),
        );
        await queryFulfilled.catch(() => {
          patch.undo();
          counts.undo();
        });
      },
    }),
  }),
});

export const { useMarkAllNotificationsReadMutation } = markAllNotificationsReadApi;
