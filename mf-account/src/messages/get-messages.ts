import { api } from '@portal/shared/api';
import type { PortalSupabaseClient } from '@portal/shared/supabase';
import { MESSAGES_PAGE_SIZE, type MessageRow } from './message-rules';

export interface ThreadArgs {
  userId: string;
  conversationId: string;
}

export const threadTag = (conversationId: string) => ({ type: 'Message' as const, id: conversationId });

/** A page of a thread, newest first from `before` (or from now), read by the owner's id as well as by row-level security. */
function threadPage(client: PortalSupabaseClient, { userId, conversationId }: ThreadArgs, before?: string) {
  const query = client.from('messages').select('*').eq('conversation_id', conversationId).eq('owner_id', userId);
  return (before ? query.lt('created_at', before) : query).order('created_at', { ascending: false }).order('id', { ascending: false }).limit(MESSAGES_PAGE_SIZE);
}

const oldestFirst = (rows: MessageRow[] | null): MessageRow[] => [...(rows ?? [])].reverse();

/**
 * A thread's newest 50 messages, oldest first as the screen shows them; 'Mensagens anteriores' puts the 50 before
 * them in front (loadOlderMessages), and a refetch keeps what was loaded that way.
 */
export const getMessagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessages: build.query<MessageRow[], ThreadArgs>({
      query: (args) => (client) => threadPage(client, args),
      transformResponse: oldestFirst,
      providesTags: (_rows, _error, { conversationId }) => [threadTag(conversationId)],
    }),
    loadOlderMessages: build.mutation<MessageRow[], ThreadArgs & { before: string }>({
      query:
        ({ before, ...args }) =>
        (client) =>
          threadPage(client, args, before),
      transformResponse: oldestFirst,
      async onQueryStarted({ userId, conversationId }, { dispatch, queryFulfilled }) {
        const { data: older } = await queryFulfilled.catch(() => ({ data: [] as MessageRow[] }));
        dispatch(
          getMessagesApi.util.updateQueryData('getMessages', { userId, conversationId }, (rows) => {
            const shown = new Set(rows.map((row) => row.id));
            rows.unshift(...older.filter((row) => !shown.has(row.id)));
          }),
        );
      },
    }),
  }),
});

export const { useGetMessagesQuery, useLoadOlderMessagesMutation } = getMessagesApi;
