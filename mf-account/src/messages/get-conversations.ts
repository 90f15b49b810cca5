import { api } from '@portal/shared/api';
import type { ConversationRow } from './message-rules';

export const conversationsTag = { type: 'Conversation' as const, id: 'LIST' };

/** The owner's conversations, newest activity first, with their last message and the team's unread count. */
export const getConversationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Keyed by the owner's id: two accounts in one browser never share the list.
    getConversations: build.query<ConversationRow[], string>({
      query: () => (client) => client.rpc('get_conversations', {}, { get: true }),
      transformResponse: (rows: ConversationRow[] | null) => (rows ?? []).map((row) => ({ ...row, unread_count: Number(row.unread_count) || 0 })),
      providesTags: [conversationsTag],
    }),
  }),
});

export const { useGetConversationsQuery } = getConversationsApi;
