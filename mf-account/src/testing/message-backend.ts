import { networkFailure, type FakeReply, type FakeRequest } from '@portal/shared/testing/fake-supabase';
import type { ConversationRow, MessageRow } from '../messages/message-rules';

export function conversationRow(fields: Partial<ConversationRow> = {}): ConversationRow {
  return {
    id: 'c1',
    property_id: null,
    property_name: null,
    last_message_body: null,
    last_message_author: null,
    last_message_has_photos: false,
    last_message_at: null,
    unread_count: 0,
    ...fields,
  };
}

export function messageRow(fields: Partial<MessageRow> = {}): MessageRow {
  return { id: 'm1', conversation_id: 'c1', owner_id: 'u1', author: 'owner', staff_name: null, body: 'Olá', attachments: [], created_at: '2026-12-07T12:00:00Z', read_at: null, ...fields };
}

/**
 * The messages part of the backend, as the owner u1 reaches it: their conversations (get_conversations,
 * open_conversation, mark_conversation_read, get_unread_message_count) and the rows of `messages`. An insert keeps
 * the row under the client's id and answers a second one with the same id as PostgREST does (409, 23505).
 * `offline` makes every request fail as a dropped connection does; `refuse` answers inserts with a rule's refusal.
 */
export function createMessageBackend({ conversations = [conversationRow()], messages = [] as MessageRow[], now = () => new Date().toISOString() } = {}) {
  const state = { conversations: [...conversations], messages: [...messages], offline: false, refuse: null as null | { code: string; message: string }, inserts: 0 };
  const handler = (request: FakeRequest): FakeReply => {
    if (state.offline) networkFailure();
    if (request.operation === 'rpc') {
      switch (request.table) {
        case 'get_conversations':
          return { data: state.conversations };
        case 'get_unread_message_count':
          return { data: state.conversations.reduce((sum, conversation) => sum + conversation.unread_count, 0) };
        case 'mark_conversation_read': {
          const id = (request.values as { p_conversation_id: string }).p_conversation_id;
          state.conversations = state.conversations.map((conversation) => (conversation.id === id ? { ...conversation, unread_count: 0 } : conversation));
          state.messages = state.messages.map((row) => (row.conversation_id === id && row.author === 'team' && !row.read_at ? { ...row, read_at: now() } : row));
          return { data: null };
        }
        case 'open_conversation': {
          const propertyId = (request.values as { p_property_id: string | null }).p_property_id;
          if (propertyId === 'not-mine') return { error: { message: 'Propriedade não encontrada.', code: 'P0001' }, status: 400 };
          const existing = state.conversations.find((conversation) => conversation.property_id === propertyId);
          if (existing) return { data: existing.id };
          const id = `c-${propertyId ?? 'geral'}`;
          state.conversations = [conversationRow({ id, property_id: propertyId, property_name: propertyId ? 'Casa da Praia' : null }), ...state.conversations];
          return { data: id };
        }
      }
    }
    if (request.table === 'messages' && request.operation === 'insert') {
      const values = request.values as Omit<MessageRow, 'created_at' | 'read_at' | 'staff_name'>;
      if (state.refuse) return { error: state.refuse, status: 400 };
      if (state.messages.some((row) => row.id === values.id)) return { error: { message: 'duplicate key value violates unique constraint "messages_pkey"', code: '23505' }, status: 409 };
      state.inserts += 1;
      const row: MessageRow = { ...values, staff_name: null, created_at: now(), read_at: null };
      state.messages.push(row);
      return { data: row, status: 201 };
    }
    if (request.table === 'messages') {
      const before = request.filters['created_at<'] as string | undefined;
      const rows = state.messages
        .filter((row) => row.conversation_id === request.filters.conversation_id && row.owner_id === request.filters.owner_id && (!before || row.created_at < before))
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
      return { data: request.range ? rows.slice(request.range[0], request.range[1] + 1) : rows };
    }
    if (request.table === 'properties') return { data: [] };
    return { data: null };
  };
  return { state, handler };
}
