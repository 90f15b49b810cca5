import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ApiError } from '@portal/shared/api';
import { browserQueueLock, browserQueueStorage } from '@portal/shared/outbox';
import { selectSessionUser, useAppDispatch, useAppSelector, type AppDispatch } from '@portal/shared/store';
import { MESSAGE_OUTBOX_LOCK, messageOutbox, messagesOf, queueMessage, discardRefused, retryMessage, sendOutbox, type OutboxMessage, type SendResult } from './message-outbox';
import { sendMessageApi } from './send-message';

/** While messages wait and the browser says it is online, the outbox is tried again this often. */
const OUTBOX_RETRY_MS = 15_000;

/** Failures that say nothing about the message: it never reached the backend, or the backend failed on its side. */
function isUnreachable(error: Partial<ApiError>): boolean {
  return error.status === 'NETWORK_ERROR' || error.status === 0 || error.status === undefined || error.status === 408 || error.status === 429 || (typeof error.status === 'number' && error.status >= 500);
}

// The database's refusals of a message are pt-BR for owners (P0001); anything else is technical.
const SEND_REFUSED = 'Não foi possível enviar a mensagem.';

async function sendQueuedMessage(dispatch: AppDispatch, message: OutboxMessage): Promise<SendResult> {
  const request = dispatch(sendMessageApi.endpoints.sendMessage.initiate({ id: message.id, conversationId: message.conversationId, userId: message.userId, body: message.body, attachments: message.attachments }));
  try {
    await request.unwrap();
    return { kind: 'stored' };
  } catch (thrown) {
    const error = (thrown ?? {}) as Partial<ApiError>;
    if (isUnreachable(error)) return { kind: 'unreachable' };
    return { kind: 'refused', reason: error.code === 'P0001' && error.message ? error.message : SEND_REFUSED };
  } finally {
    request.reset();
  }
}

function sendNow(dispatch: AppDispatch, userId: string): void {
  const storage = browserQueueStorage();
  if (!storage || !navigator.onLine) return;
  if (!messagesOf(messageOutbox.read(storage), userId).some((entry) => entry.state === 'pending')) return;
  void sendOutbox({ storage, lock: browserQueueLock(MESSAGE_OUTBOX_LOCK), userId, send: (message) => sendQueuedMessage(dispatch, message) });
}

/**
 * Sends the owner's waiting messages whenever it can: at once, when one is queued, when the connection returns,
 * and every 15 s while some wait. The thread runs it, and so does the 'message-outbox' widget the shell mounts on
 * any page while messages wait; the outbox's lock makes all runs, in every tab, take turns.
 */
export function useOutboxSender(): void {
  const userId = useAppSelector(selectSessionUser)?.id;
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!userId) return;
    const run = () => sendNow(dispatch, userId);
    run();
    const stop = messageOutbox.subscribe(run);
    window.addEventListener('online', run);
    const timer = window.setInterval(run, OUTBOX_RETRY_MS);
    return () => {
      stop();
      window.removeEventListener('online', run);
      window.clearInterval(timer);
    };
  }, [userId, dispatch]);
}

export interface ConversationOutbox {
  /** The owner's messages of this conversation not yet stored, in the order written. */
  unsent: OutboxMessage[];
  /** Queues a message (sent at once when online); false when the browser refuses to keep it. */
  queue: (message: Pick<OutboxMessage, 'id' | 'body' | 'attachments'>) => boolean;
  retry: (id: string) => void;
  discard: (id: string) => void;
}

export function useConversationOutbox(userId: string, conversationId: string): ConversationOutbox {
  const storage = useMemo(() => browserQueueStorage(), []);
  const text = useSyncExternalStore(messageOutbox.subscribe, () => messageOutbox.snapshot(storage), () => '[]');
  const unsent = useMemo(() => messagesOf(messageOutbox.parse(text), userId, conversationId), [text, userId, conversationId]);
  const queue = useCallback<ConversationOutbox['queue']>(
    (message) => {
      if (!storage) return false;
      try {
        queueMessage(storage, { ...message, userId, conversationId, createdAt: new Date().toISOString() });
        return true;
      } catch {
        return false;
      }
    },
    [storage, userId, conversationId],
  );
  const retry = useCallback((id: string) => storage && retryMessage(storage, id), [storage]);
  const discard = useCallback((id: string) => storage && discardRefused(storage, id), [storage]);
  return { unsent, queue, retry, discard };
}
