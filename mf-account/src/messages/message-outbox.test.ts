import { createInTabLock } from '@portal/shared/outbox';
import { discardRefused, MESSAGE_OUTBOX_KEY, messageOutbox, messagesOf, queueMessage, retryMessage, sendOutbox, type OutboxMessage, type SendResult } from './message-outbox';
import { readDraft, writeDraft } from './message-drafts';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const message = (id: string, userId = 'u1', conversationId = 'c1') => ({ id, userId, conversationId, body: `mensagem ${id}`, attachments: [], createdAt: `2026-12-07T12:00:0${id.length}Z` });

describe('the outbox of messages not yet stored', () => {
  it('keeps each message once, in the order written, per owner and conversation', () => {
    const storage = memoryStorage();
    queueMessage(storage, message('a'));
    queueMessage(storage, message('b', 'u1', 'c2'));
    queueMessage(storage, message('a'));
    queueMessage(storage, message('c', 'u2'));
    const entries = messageOutbox.read(storage);
    expect(entries.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(messagesOf(entries, 'u1', 'c1').map((entry) => entry.id)).toEqual(['a']);
    expect(messagesOf(entries, 'u1').map((entry) => entry.id)).toEqual(['a', 'b']);
  });

  it('sends every waiting message of the owner exactly once, even when two tabs run at the same time', async () => {
    const storage = memoryStorage();
    queueMessage(storage, message('a'));
    queueMessage(storage, message('b'));
    queueMessage(storage, message('c', 'u2'));
    const sent: string[] = [];
    const send = async (entry: OutboxMessage): Promise<SendResult> => {
      sent.push(entry.id);
      return { kind: 'stored' };
    };
    const lock = createInTabLock();
    const [first, second] = await Promise.all([sendOutbox({ storage, lock, userId: 'u1', send }), sendOutbox({ storage, lock, userId: 'u1', send })]);
    expect(sent).toEqual(['a', 'b']);
    expect(first.stored.map((entry) => entry.id)).toEqual(['a', 'b']);
    expect(second.stored).toEqual([]);
    expect(messageOutbox.read(storage).map((entry) => entry.id)).toEqual(['c']);
  });

  it('stops at the first message the backend cannot take, keeping it and the rest in order for the next run', async () => {
    const storage = memoryStorage();
    queueMessage(storage, message('a'));
    queueMessage(storage, message('b'));
    const report = await sendOutbox({ storage, lock: createInTabLock(), userId: 'u1', send: async () => ({ kind: 'unreachable' }) });
    expect(report.interrupted).toBe(true);
    expect(messageOutbox.read(storage).map((entry) => [entry.id, entry.state, entry.attempts])).toEqual([
      ['a', 'pending', 1],
      ['b', 'pending', 0],
    ]);
  });

  it("keeps a refused message with the backend's reason, goes on with the next, and tries it again only when asked", async () => {
    const storage = memoryStorage();
    queueMessage(storage, message('a'));
    queueMessage(storage, message('b'));
    const outcomes: Record<string, SendResult> = { a: { kind: 'refused', reason: 'A mensagem pode ter no máximo 1000 caracteres.' }, b: { kind: 'stored' } };
    await sendOutbox({ storage, lock: createInTabLock(), userId: 'u1', send: async (entry) => outcomes[entry.id]! });
    expect(messageOutbox.read(storage)).toEqual([expect.objectContaining({ id: 'a', state: 'refused', reason: 'A mensagem pode ter no máximo 1000 caracteres.' })]);

    const again = jest.fn(async (): Promise<SendResult> => ({ kind: 'stored' }));
    await sendOutbox({ storage, lock: createInTabLock(), userId: 'u1', send: again });
    expect(again).not.toHaveBeenCalled();

    retryMessage(storage, 'a');
    expect(messageOutbox.read(storage)).toEqual([{ ...message('a'), state: 'pending', attempts: 0 }]);
    await sendOutbox({ storage, lock: createInTabLock(), userId: 'u1', send: again });
    expect(again).toHaveBeenCalledTimes(1);
    expect(messageOutbox.read(storage)).toEqual([]);
  });

  it('discards a refused message only, never one still waiting', () => {
    const storage = memoryStorage();
    storage.setItem(MESSAGE_OUTBOX_KEY, JSON.stringify([{ ...message('a'), state: 'refused', attempts: 1, reason: 'não' }, { ...message('b'), state: 'pending', attempts: 0 }]));
    discardRefused(storage, 'a');
    discardRefused(storage, 'b');
    expect(messageOutbox.read(storage).map((entry) => entry.id)).toEqual(['b']);
  });
});

describe('drafts', () => {
  it('keeps the text typed per owner and conversation, and forgets it once empty', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'u1', 'c1', 'A geladeira parou');
    writeDraft(storage, 'u1', 'c2', 'Outra conversa');
    expect(readDraft(storage, 'u1', 'c1')).toBe('A geladeira parou');
    expect(readDraft(storage, 'u2', 'c1')).toBe('');
    writeDraft(storage, 'u1', 'c1', '');
    expect(readDraft(storage, 'u1', 'c1')).toBe('');
    expect(readDraft(storage, 'u1', 'c2')).toBe('Outra conversa');
  });

  it('reads nothing where the browser blocks its storage', () => {
    expect(readDraft(null, 'u1', 'c1')).toBe('');
    expect(() => writeDraft(null, 'u1', 'c1', 'texto')).not.toThrow();
  });
});
