import { api } from './base-api';

/** The private bucket of the photos sent in messages (supabase/migrations/0014_messages.sql). */
export const MESSAGE_PHOTOS_BUCKET = 'message-photos';

/** The tag of the one count every badge of 'Mensagens' reads; whatever changes what is unread invalidates it. */
export const UNREAD_MESSAGES_TAG = { type: 'Message' as const, id: 'UNREAD' };

/** An integer the RPC answers, possibly as a string or a one-row list, read as a count. */
export function toUnreadCount(value: unknown): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const count = Number(typeof raw === 'object' && raw !== null ? Object.values(raw)[0] : raw);
  return Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
}

/**
 * How many of the team's messages the owner has not read, over every conversation: counted by the database
 * (get_unread_message_count). The Mensagens tab and the quick menu show it from this one query; the messages
 * screens keep it current (reading a conversation, a reply arriving live). Keyed by the owner's id so two
 * accounts in one browser never share a count.
 */
export const messageCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUnreadMessageCount: build.query<number, string>({
      query: () => (client) => client.rpc('get_unread_message_count', {}, { get: true }),
      transformResponse: toUnreadCount,
      providesTags: [UNREAD_MESSAGES_TAG],
    }),
  }),
});

export const { useGetUnreadMessageCountQuery } = messageCountApi;
