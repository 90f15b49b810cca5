import { useCallback, useState } from 'react';

const KEY = 'portal-dismissed-alerts';

function read(): Set<string> {
  try {
    return new Set(JSON.parse(window.sessionStorage.getItem(KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

/** Alerts the owner closed stay closed for this browser session (they are dismissed locally). */
export function useDismissedAlerts() {
  const [dismissed, setDismissed] = useState(read);
  const dismiss = useCallback((id: string) => {
    setDismissed((current) => {
      const next = new Set(current).add(id);
      window.sessionStorage.setItem(KEY, JSON.stringify([...next]));
      return next;
    });
  }, []);
  return { dismissed, dismiss };
}
