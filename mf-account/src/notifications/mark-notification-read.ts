import { api } from '@portal/shared/api';
import { notificationsApi } from './get-notifications';

/** Marks one stored notification read; the list shows it at once and rolls back if the server refuses. */
export const markNotificationReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<null, { userId: string; id: string }>({
      query:
        ({ userId, id }) =>
        (client) =>
          client.from('notifications').update({ read: true }).eq('id', id).eq('user_id', userId),
      async onQueryStarted({ userId, id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (rows) => {
            const row = rows.find((candidate) => candidate.id === id);
            if (row) row.read = true;
          }),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useMarkNotificationReadMutation } = markNotificationReadApi;
