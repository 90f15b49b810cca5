import { api, messageCountApi, UNREAD_MESSAGES_TAG } from '@portal/shared/api';
import { getConversationsApi } from './get-conversations';

/**
 * The owner has read the team's messages of a conversation: its unread count and the tab's badge drop at once,
 * and come back if the server refuses.
 */
const markConversationReadApi = api.injectEndpoints({
  endpoints: (build) => ({
    markConversationRead: build.mutation<null, { userId: string; conversationId: string }>({
      query:
        ({ conversationId }) =>
        (client) =>
          client.rpc('mark_conversation_read', { p_conversation_id: conversationId }),
      async onQueryStarted({ userId, conversationId }, { dispatch, getState, queryFulfilled }) {
        const conversations = getConversationsApi.endpoints.getConversations.select(userId)(getState()).data ?? [];
        const unread = conversations.find((conversation) => conversation.id === conversationId)?.unread_count ?? 0;
        const list = dispatch(
          getConversationsApi.util.updateQueryData('getConversations', userId, (draft) => {
            const conversation = draft.find((candidate) => candidate.id === conversationId);
            if (conversation) conversation.unread_count = 0;
          }),
        );
        const badge = dispatch(messageCountApi.util.updateQueryData('getUnreadMessageCount', userId, (count) => Math.max(0, count - unread)));
        try {
          await queryFulfilled;
          // The list may not have been loaded (a thread opened from a notification), or a count read while the
          // mark was on its way may have undone it: the count is asked again, now that the database has the mark.
          dispatch(messageCountApi.util.invalidateTags([UNREAD_MESSAGES_TAG]));
        } catch {
          list.undo();
          badge.undo();
        }
      },
    }),
  }),
});

export const { useMarkConversationReadMutation } = markConversationReadApi;
