import { api } from '@portal/shared/api';
import { conversationsTag } from './get-conversations';
import { getMessagesApi, threadTag } from './get-messages';
import type { MessageRow } from './message-rules';

export interface NewMessage {
  id: string;
  conversationId: string;
  userId: string;
  body: string;
  attachments: string[];
}

const UNIQUE_VIOLATION = '23505';

/**
 * Stores one of the owner's messages under the id the browser gave it. Sending is idempotent: when the answer to
 * a first try was lost, the next try meets the primary key (409, 23505) — the message is stored, once — and that
 * counts as sent. The messages table has no other unique key, so the duplicate can only be this message.
 * The stored row goes straight into the thread's cache, so the message never leaves the screen between the
 * outbox letting it go and the thread being read again.
 */
export const sendMessageApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendMessage: build.mutation<MessageRow | null, NewMessage>({
      query: (message) => async (client) => {
        const result = await client
          .from('messages')
          .insert({ id: message.id, conversation_id: message.conversationId, owner_id: message.userId, author: 'owner', body: message.body, attachments: message.attachments })
          .select()
          .single();
        return result.error?.code === UNIQUE_VIOLATION ? { data: null, error: null, status: 200 } : result;
      },
      // A queued send is retried by the outbox when the connection returns, not by the api.
      extraOptions: { maxRetries: 0 },
      async onQueryStarted({ userId, conversationId }, { dispatch, queryFulfilled }) {
        const { data: row } = await queryFulfilled.catch(() => ({ data: null }));
        if (!row) return;
        dispatch(
          getMessagesApi.util.updateQueryData('getMessages', { userId, conversationId }, (rows) => {
            if (!rows.some((candidate) => candidate.id === row.id)) rows.push(row as MessageRow);
          }),
        );
      },
      invalidatesTags: (row, error, { conversationId }) => (error ? [] : row ? [conversationsTag] : [threadTag(conversationId), conversationsTag]),
    }),
  }),
});
