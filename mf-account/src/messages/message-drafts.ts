import type { QueueStorage } from '@portal/shared/outbox';

/**
 * What the owner typed and has not sent, per conversation, kept in the browser across reloads. Only the text:
 * photos are attached again (they are files on the phone, not text to keep).
 */
function draftKey(userId: string, conversationId: string): string {
  return `mf-account:message-draft:${userId}:${conversationId}`;
}

export function readDraft(storage: Pick<Storage, 'getItem'> | null, userId: string, conversationId: string): string {
  try {
    return storage?.getItem(draftKey(userId, conversationId)) ?? '';
  } catch {
    return '';
  }
}

/** Keeps the text, or forgets it once it is empty (sent, or erased). A browser that refuses to store it loses only the draft. */
export function writeDraft(storage: (QueueStorage & Pick<Storage, 'removeItem'>) | null, userId: string, conversationId: string, text: string): void {
  try {
    if (text === '') storage?.removeItem(draftKey(userId, conversationId));
    else storage?.setItem(draftKey(userId, conversationId), text);
  } catch {
    // Private mode or a full storage: the draft lives as long as the screen.
  }
}
