import { array, enums, is, number, object, optional, string } from 'superstruct';
import { createStoredQueue, QUEUE_KEYS, type QueueLock, type QueueStorage } from '@portal/shared/outbox';
import type { UnsentMessage } from './message-rules';

/**
 * The owner's messages not yet stored, kept in the browser (a queue of @portal/shared/outbox) until the backend
 * has them: a send that fails — offline, a dropped connection, a server error — stays in the thread as
 * 'não enviada' across reloads and goes out once the connection returns. Each keeps the id it is stored under,
 * so a second try of a message the backend already has is a duplicate, never a second message.
 */
export interface OutboxMessage extends UnsentMessage {
  /** The owner who wrote it; only their own session sends it. */
  userId: string;
}

/** The shell reads this key too, to know messages wait (shell/src/layout/queued-sends-sender.tsx). */
export const MESSAGE_OUTBOX_KEY = QUEUE_KEYS.messages;
export const MESSAGE_OUTBOX_LOCK = 'mf-account-message-outbox';

const StoredMessage = object({
  id: string(),
  userId: string(),
  conversationId: string(),
  body: string(),
  attachments: array(string()),
  createdAt: string(),
  state: enums(['pending', 'refused']),
  attempts: number(),
  reason: optional(string()),
});

export const messageOutbox = createStoredQueue(MESSAGE_OUTBOX_KEY, (entry): entry is OutboxMessage => is(entry, StoredMessage));

export function messagesOf(entries: readonly OutboxMessage[], userId: string, conversationId?: string): OutboxMessage[] {
  return entries.filter((entry) => entry.userId === userId && (conversationId === undefined || entry.conversationId === conversationId));
}

export function queueMessage(storage: QueueStorage, message: Omit<OutboxMessage, 'state' | 'attempts' | 'reason'>): void {
  messageOutbox.update(storage, (entries) => (entries.some((entry) => entry.id === message.id) ? entries : [...entries, { ...message, state: 'pending', attempts: 0 }]));
}

/** 'Tentar novamente': a refused message (or one that failed) is tried again from the start. */
export function retryMessage(storage: QueueStorage, id: string): void {
  messageOutbox.update(storage, (entries) => entries.map((entry) => (entry.id === id ? { ...withoutReason(entry), state: 'pending' as const, attempts: 0 } : entry)));
}

/** The owner gives up on a message the backend refused; a message still waiting is never dropped. */
export function discardRefused(storage: QueueStorage, id: string): void {
  messageOutbox.update(storage, (entries) => entries.filter((entry) => !(entry.id === id && entry.state === 'refused')));
}

function withoutReason({ reason: _reason, ...entry }: OutboxMessage): OutboxMessage {
  return entry;
}

/** What sending one message came to. */
export type SendResult =
  | { kind: 'stored' }
  /** The backend was not reached, or failed on its side: tried again when the connection returns. */
  | { kind: 'unreachable' }
  /** The backend decided against it (a rule of the message): kept with its reason until the owner acts. */
  | { kind: 'refused'; reason: string };

export interface OutboxReport {
  stored: OutboxMessage[];
  refused: OutboxMessage[];
  interrupted: boolean;
}

/**
 * Sends the owner's waiting messages in the order they were written, each exactly once: the run holds the
 * outbox's lock across tabs, reads each message just before sending it (another tab may have sent it), and takes
 * it out as soon as the backend has it. An unreachable backend ends the run, keeping the order for the next.
 */
export function sendOutbox({ storage, lock, userId, send }: { storage: QueueStorage; lock: QueueLock; userId: string; send: (message: OutboxMessage) => Promise<SendResult> }): Promise<OutboxReport> {
  return lock(async () => {
    const report: OutboxReport = { stored: [], refused: [], interrupted: false };
    const waiting = messagesOf(messageOutbox.read(storage), userId).filter((entry) => entry.state === 'pending');
    for (const { id } of waiting) {
      const message = messageOutbox.read(storage).find((entry) => entry.id === id && entry.state === 'pending');
      if (!message) continue;
      const result = await send(message);
      if (result.kind === 'stored') {
        messageOutbox.update(storage, (entries) => entries.filter((entry) => entry.id !== id));
        report.stored.push(message);
      } else if (result.kind === 'refused') {
        messageOutbox.update(storage, (entries) => entries.map((entry) => (entry.id === id ? { ...entry, state: 'refused' as const, attempts: entry.attempts + 1, reason: result.reason } : entry)));
        report.refused.push(message);
      } else {
        messageOutbox.update(storage, (entries) => entries.map((entry) => (entry.id === id ? { ...entry, attempts: entry.attempts + 1 } : entry)));
        report.interrupted = true;
        break;
      }
    }
    return report;
  });
}
