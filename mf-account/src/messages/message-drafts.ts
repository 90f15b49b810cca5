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

/** Forgets every draft of the owner (their account is deleted): nothing they wrote stays in this browser. */
export function forgetDrafts(storage: Pick<Storage, 'key' | 'length' | 'removeItem'> | null, userId: string): void {
  try {
    const prefix = draftKey(userId, '');
    const keys = Array.from({ length: storage?.length ?? 0 }, (_, index) => storage?.key(index)).filter((key): key is string => key?.startsWith(prefix) ?? false);
    for (const key of keys) storage?.removeItem(key);
  } catch {
    // A browser that refuses storage keeps nothing to forget.
  }
}
