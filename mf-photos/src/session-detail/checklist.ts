import { useCallback, useSyncExternalStore } from 'react';
import { PREPARATION_CHECKLIST } from '../scheduling/photo-session-rules';
import type { ChecklistItem } from '../scheduling/preparation';

/**
 * The preparation checklist is the owner's own note-taking, per session: it is kept in this browser
 * (localStorage), not in the database, and every item starts unticked (spec part 2 §3).
 */
const CHECKLIST_KEY_PREFIX = 'mf-photos:checklist:';

type ChecklistStorage = Pick<Storage, 'getItem' | 'setItem'>;

export type Checklist = Record<ChecklistItem, boolean>;

export const EMPTY_CHECKLIST: Checklist = Object.fromEntries(PREPARATION_CHECKLIST.map((item) => [item, false])) as Checklist;

export function checklistKey(sessionId: string): string {
  return `${CHECKLIST_KEY_PREFIX}${sessionId}`;
}

/** The ticked items of a session; unknown or damaged values count as unticked. */
function parseChecklist(text: string | null): Checklist {
  try {
    const ticked: unknown = JSON.parse(text ?? '[]');
    const items = new Set(Array.isArray(ticked) ? ticked : []);
    return Object.fromEntries(PREPARATION_CHECKLIST.map((item) => [item, items.has(item)])) as Checklist;
  } catch {
    return { ...EMPTY_CHECKLIST };
  }
}

function withItem(checklist: Checklist, item: ChecklistItem, done: boolean): Checklist {
  return { ...checklist, [item]: done };
}

/** Stored as the list of ticked items, in the checklist's order. */
function serializeChecklist(checklist: Checklist): string {
  return JSON.stringify(PREPARATION_CHECKLIST.filter((item) => checklist[item]));
}

export function checklistProgress(checklist: Checklist): { done: number; total: number } {
  return { done: PREPARATION_CHECKLIST.filter((item) => checklist[item]).length, total: PREPARATION_CHECKLIST.length };
}

function browserStorage(): ChecklistStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith(CHECKLIST_KEY_PREFIX)) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The session's checklist, the same in every tab, and a way to tick or untick an item. */
export function useChecklist(sessionId: string): { checklist: Checklist; toggle: (item: ChecklistItem, done: boolean) => void } {
  const storage = browserStorage();
  const text = useSyncExternalStore(subscribe, () => {
    try {
      return storage?.getItem(checklistKey(sessionId)) ?? null;
    } catch {
      return null;
    }
  });
  const toggle = useCallback(
    (item: ChecklistItem, done: boolean) => {
      try {
        storage?.setItem(checklistKey(sessionId), serializeChecklist(withItem(parseChecklist(storage.getItem(checklistKey(sessionId))), item, done)));
      } catch {
        // A full or blocked storage: the tick is not kept.
      }
      for (const listener of [...listeners]) listener();
    },
    [storage, sessionId],
  );
  return { checklist: parseChecklist(text), toggle };
}
