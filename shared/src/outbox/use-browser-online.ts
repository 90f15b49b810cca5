import { useSyncExternalStore } from 'react';

function listen(onChange: () => void): () => void {
  for (const name of ['online', 'offline']) window.addEventListener(name, onChange);
  return () => {
    for (const name of ['online', 'offline']) window.removeEventListener(name, onChange);
  };
}

/** Whether the browser says it has a connection, kept current: what waits to be sent goes out once it has one. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(listen, () => navigator.onLine, () => true);
}
