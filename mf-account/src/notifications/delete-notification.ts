import { api } from '@portal/shared/api';
import { notificationsApi } from './get-notifications';

/** Deletes one stored notification; it leaves the list at once and comes back if the server refuses. */
export const deleteNotificationApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteNotification: build.mutation<null, { userId: string; id: string }>({
      query:
        ({ userId, id }) =>
        (client) =>
          client.from('notifications').delete().eq('id', id).eq('user_id', userId),
      async onQueryStarted({ userId, id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (rows) => rows.filter((row) => row.id !== id)),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useDeleteNotificationMutation } = deleteNotificationApi;
