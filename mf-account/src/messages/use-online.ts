import { useSyncExternalStore } from 'react';

function listen(onChange: () => void): () => void {
  for (const name of ['online', 'offline']) window.addEventListener(name, onChange);
  return () => {
    for (const name of ['online', 'offline']) window.removeEventListener(name, onChange);
  };
}

/** Whether the browser says it has a connection: an unsent message reads 'não enviada' while it has none. */
export function useBrowserOnline(): boolean {
  return useSyncExternalStore(listen, () => navigator.onLine, () => true);
}
