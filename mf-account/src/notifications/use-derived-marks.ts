import { useCallback, useState } from 'react';
import { NO_DERIVED_MARKS, type DerivedNotificationMarks } from './notification-centre';

const KEY_PREFIX = 'portal-notification-marks:';

function read(key: string): DerivedNotificationMarks {
  try {
    const stored = JSON.parse(window.localStorage.getItem(key) ?? 'null') as Partial<DerivedNotificationMarks> | null;
    return { read: Array.isArray(stored?.read) ? stored.read : [], deleted: Array.isArray(stored?.deleted) ? stored.deleted : [] };
  } catch {
    return NO_DERIVED_MARKS;
  }
}

/**
 * Read and deleted marks of the notifications the portal derives (photo-session alerts, the reminder):
 * they have no row in the notifications table, so the marks are kept in this browser, per owner.
 */
export function useDerivedMarks(userId: string | undefined) {
  const key = `${KEY_PREFIX}${userId ?? 'anonymous'}`;
  const [state, setState] = useState(() => ({ key, marks: read(key) }));
  const marks = state.key === key ? state.marks : read(key);

  const update = useCallback(
    (change: (current: DerivedNotificationMarks) => DerivedNotificationMarks) => {
      setState((current) => {
        const next = change(current.key === key ? current.marks : read(key));
        window.localStorage.setItem(key, JSON.stringify(next));
        return { key, marks: next };
      });
    },
    [key],
  );

  const markRead = useCallback((ids: string[]) => update((m) => ({ ...m, read: [...new Set([...m.read, ...ids])] })), [update]);
  const markDeleted = useCallback((id: string) => update((m) => ({ ...m, deleted: [...new Set([...m.deleted, id])] })), [update]);
  return { marks, markRead, markDeleted };
}
