import { api } from '@portal/shared/api';
import { notificationsApi } from './get-notifications';

/** Marks one stored notification read; the list shows it at once and rolls back if the server refuses. */
const markNotificationReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    markNotificationRead: build.mutation<null, { userId: string; id: string }>({
      query:
        ({ userId, id }) =>
        (client) =>
          client.from('notifications').update({ read: true }).eq('id', id).eq('user_id', userId),
      async onQueryStarted({ userId, id }, { dispatch, getState, queryFulfilled }) {
        const rows = notificationsApi.endpoints.getNotifications.select(userId)(getState()).data ?? [];
        const wasUnread = rows.some((row) => row.id === id && !row.read);
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', userId, (draft) => {
            const row = draft.find((candidate) => candidate.id === id);
            if (row) row.read = true;
          }),
        );
        const counts = dispatch(
          notificationsApi.util.updateQueryData('getNotificationCounts', userId, (draft) => {
            if (wasUnread) draft.unread = Math.max(0, draft.unread - 1);
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

export const { useMarkNotificationReadMutation } = markNotificationReadApi;
