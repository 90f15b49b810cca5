import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads the first time it renders. The shared ui chunk every page
 * downloads carries only what first renders need; heavier antd components (selects, dialogs,
 * pickers, lists) come in their own chunks from the same build, so they share one antd runtime.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode = null): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  }
  return Deferred;
}
