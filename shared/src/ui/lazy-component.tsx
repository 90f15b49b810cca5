import { useEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';

/** How long after a failed download the next attempt is made while the browser says it is online. */
const LAZY_RETRY_MS = 5_000;

/**
 * A component whose code loads the first time it renders. The shared ui chunk every page
 * downloads carries only what first renders need; heavier antd components (selects, dialogs,
 * pickers, lists) come in their own chunks from the same build, so they share one antd runtime.
 *
 * A download that fails (the owner is offline when the first toast or dialog is raised) never reaches
 * an error boundary — for the toaster that would be the whole app: the fallback stays and the download
 * is tried again when the browser comes back online, or after a few seconds.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  const snapshot = () => loaded;

  function start() {
    if (loaded || loading) return;
    loading = true;
    load().then(
      (component) => {
        loaded = component;
        loading = false;
        for (const listener of [...listeners]) listener();
      },
      () => {
        loading = false;
      },
    );
  }

  function Deferred(props: P) {
    const Loaded = useSyncExternalStore(subscribe, snapshot, snapshot);
    useEffect(() => {
      if (Loaded) return undefined;
      start();
      const retry = () => start();
      window.addEventListener('online', retry);
      const timer = window.setInterval(() => {
        if (navigator.onLine) start();
      }, LAZY_RETRY_MS);
      return () => {
        window.removeEventListener('online', retry);
        window.clearInterval(timer);
      };
    }, [Loaded]);
    return Loaded ? <Loaded {...props} /> : <>{fallback}</>;
  }
  return Deferred;
}
