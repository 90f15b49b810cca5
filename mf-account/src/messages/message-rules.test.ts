import { SPEC_BUSINESS_LIMITS } from '@portal/shared/testing';
import { lengthMismatches } from '@portal/shared/testing/column-lengths';
import {
  conversationTime,
  conversationTitle,
  lastMessagePreview,
  MESSAGE_MAX_LENGTH,
  messagePhotoPaths,
  messageProblem,
  messageTime,
  threadMessages,
  thumbnailPathOf,
  withDaySeparators,
  type MessageRow,
  type UnsentMessage,
} from './message-rules';

// 15:00 in São Paulo on Monday, 7 December 2026.
const NOW = new Date('2026-12-07T18:00:00Z');

function row(overrides: Partial<MessageRow> = {}): MessageRow {
  return { id: 'm1', conversation_id: 'c1', owner_id: 'u1', author: 'owner', staff_name: null, body: 'Olá', attachments: [], created_at: '2026-12-07T12:00:00Z', read_at: null, ...overrides };
}

function unsent(overrides: Partial<UnsentMessage> = {}): UnsentMessage {
  return { id: 'q1', conversationId: 'c1', body: 'Oi', attachments: [], createdAt: '2026-12-07T17:00:00Z', state: 'pending', attempts: 0, ...overrides };
}

describe('what may be sent', () => {
  it.each([
    ['a short text', 'A torneira quebrou', 0, null],
    ['exactly 1000 characters', 'a'.repeat(MESSAGE_MAX_LENGTH), 0, null],
    ['1001 characters', 'a'.repeat(MESSAGE_MAX_LENGTH + 1), 0, 'A mensagem pode ter no máximo 1000 caracteres.'],
    ['photos without text', '', 2, null],
    ['five photos', 'fotos', 5, null],
    ['six photos', 'fotos', 6, 'Envie no máximo 5 fotos por mensagem.'],
    ['a third photo where the limit says two', 'fotos', 3, 'Envie no máximo 2 fotos por mensagem.', 2],
    ['seven photos where the limit says seven', 'fotos', 7, null, 7],
    ['nothing', '', 0, 'Escreva uma mensagem ou anexe uma foto.'],
    ['only spaces and lines', '  \n ', 0, 'Escreva uma mensagem ou anexe uma foto.'],
  ])('%s', (_case, body, photos, expected, maxPhotos = SPEC_BUSINESS_LIMITS.messageMaxPhotos) => {
    expect(messageProblem(body, photos, maxPhotos)).toBe(expected);
  });
});

describe('the conversation list', () => {
  it.each([
    [{ property_id: null, property_name: null }, 'Geral'],
    [{ property_id: 'p1', property_name: 'Casa da Praia' }, 'Casa da Praia'],
    [{ property_id: 'p1', property_name: '  ' }, 'Propriedade sem nome'],
  ])('%j is titled %s', (conversation, title) => {
    expect(conversationTitle(conversation)).toBe(title);
  });

  it.each([
    [{ last_message_body: null, last_message_author: null, last_message_has_photos: null }, 'Nenhuma mensagem ainda'],
    [{ last_message_body: 'Recebemos, obrigado!', last_message_author: 'team', last_message_has_photos: false }, 'Recebemos, obrigado!'],
    [{ last_message_body: 'A torneira\nquebrou', last_message_author: 'owner', last_message_has_photos: false }, 'Você: A torneira quebrou'],
    [{ last_message_body: '', last_message_author: 'owner', last_message_has_photos: true }, 'Você: 📷 Foto'],
  ] as const)('previews %j as %s', (conversation, preview) => {
    expect(lastMessagePreview(conversation)).toBe(preview);
  });

  it.each([
    [null, ''],
    ['2026-12-07T13:05:00Z', '10:05'],
    ['2026-12-07T02:30:00Z', 'Ontem'],
    ['2026-12-01T15:00:00Z', '01/12/2026'],
  ])('the last message at %s reads %s', (instant, label) => {
    expect(conversationTime(instant, NOW)).toBe(label);
  });
});

describe('days and times in the thread, as in Brazil', () => {
  it.each([
    ['2026-12-07T12:00:00Z', 'Hoje'],
    ['2026-12-07T02:59:00Z', 'Ontem'],
    ['2026-12-05T15:00:00Z', 'sábado, 5 de dezembro'],
    ['2025-12-24T15:00:00Z', 'quarta-feira, 24 de dezembro de 2025'],
  ])('a message of %s is under %s', (instant, label) => {
    expect(withDaySeparators(threadMessages([row({ created_at: instant })], [], true), NOW)[0]).toMatchObject({ kind: 'day', label });
  });

  it('shows the hour and minutes of São Paulo', () => {
    expect(messageTime('2026-12-07T12:04:00Z')).toBe('09:04');
  });

  it('puts one separator before the first message of each day', () => {
    const messages = threadMessages([row({ id: 'a', created_at: '2026-12-06T12:00:00Z' }), row({ id: 'b', created_at: '2026-12-07T11:00:00Z' }), row({ id: 'c', created_at: '2026-12-07T12:00:00Z' })], [], true);
    expect(withDaySeparators(messages, NOW).map((item) => (item.kind === 'day' ? item.label : item.message.id))).toEqual(['Ontem', 'a', 'Hoje', 'b', 'c']);
  });
});

describe('the thread: stored messages and those waiting to be sent', () => {
  it('orders stored messages oldest first, then the unsent ones, and shows a message sent by another tab once', () => {
    const rows = [row({ id: 'late', created_at: '2026-12-07T14:00:00Z' }), row({ id: 'early', created_at: '2026-12-07T10:00:00Z', author: 'team', staff_name: 'Marina' }), row({ id: 'q2', created_at: '2026-12-07T17:30:00Z' })];
    const thread = threadMessages(rows, [unsent({ id: 'q1', createdAt: '2026-12-07T13:00:00Z' }), unsent({ id: 'q2' })], true);
    expect(thread.map((message) => [message.id, message.delivery])).toEqual([
      ['early', null],
      ['late', 'sent'],
      ['q2', 'sent'],
      ['q1', 'sending'],
    ]);
    expect(thread[0]?.staffName).toBe('Marina');
  });

  it.each([
    ["the owner's, not yet read by the team", row({ read_at: null }), 'sent'],
    ["the owner's, read by the team", row({ read_at: '2026-12-07T13:00:00Z' }), 'read'],
    ["the team's", row({ author: 'team', staff_name: null }), null],
  ])('a stored message, %s, is %s', (_case, message, delivery) => {
    expect(threadMessages([message], [], true)[0]?.delivery).toBe(delivery);
  });

  it("names the team's author, or 'Equipe' when the reply has no name", () => {
    expect(threadMessages([row({ author: 'team', staff_name: '  ' })], [], true)[0]?.staffName).toBe('Equipe');
  });

  it.each([
    [{ state: 'pending', attempts: 0 }, true, 'sending'],
    [{ state: 'pending', attempts: 0 }, false, 'failed'],
    [{ state: 'pending', attempts: 2 }, true, 'failed'],
    [{ state: 'refused', attempts: 1 }, true, 'failed'],
  ] as const)('an unsent message %j, online %s, is %s', (message, online, delivery) => {
    expect(threadMessages([], [unsent(message)], online)[0]?.delivery).toBe(delivery);
  });
});

describe('where photos are stored', () => {
  it("puts each photo and its thumbnail in the owner's folder of the conversation", () => {
    expect(messagePhotoPaths('u1', 'c1', 'f1')).toEqual({ path: 'u1/c1/f1.jpg', thumbnailPath: 'u1/c1/f1.thumb.jpg' });
    expect(thumbnailPathOf('u1/c1/f1.jpg')).toBe('u1/c1/f1.thumb.jpg');
  });
});

describe('a message’s length', () => {
  it('is capped at public.messages.body’s length check', () => {
    expect(lengthMismatches({ body: { maxLength: MESSAGE_MAX_LENGTH } }, 'messages')).toEqual([]);
  });
});
