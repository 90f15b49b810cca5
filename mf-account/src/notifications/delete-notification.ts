import { api } from '@portal/shared/api';
import { notificationsApi } from './get-notifications';

/** Deletes one stored notification; it leaves the list at once and comes back if the server refuses. */
const deleteNotificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteNotification: build.mutation<null, { userId: string; id: string }>({
      query:
        ({ userId, id }) =>
        (client) =>
          client.from('notifications').delete().eq('id', id).eq('user_id', userId),
      async onQueryStarted({ userId, id }, { dispatch, getState, queryFulfilled }) {
        const rows = notificationsApi.endpoints.getNotifications.select(userId)(getState()).data ?? [];
        const removed = rows.find((row) => row.id === id);
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (draft) => draft.filter((row) => row.id !== id)),
        );
        // The database's counts, one fewer (and one fewer unread when it was unread).
        const counts = dispatch(
          notificationsApi.util.updateQueryData('getNotificationCounts', userId, (draft) => {
            if (!removed) return;
            draft.total = Math.max(0, draft.total - 1);
            if (!removed.read) draft.unread = Math.max(0, draft.unread - 1);
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

export const { useDeleteNotificationMutation } = deleteNotificationApi;
