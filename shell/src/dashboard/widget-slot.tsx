import { memo, startTransition, useEffect, useState } from 'react';
import { useAppConfig } from '@portal/shared/host';
import { useAppStore } from '@portal/shared/store';
import { RemoteWidget } from '../remotes/remote-widget';
import { afterShown } from '../app/after-first-paint';
import { warmDateLibrary } from './warm-date-library';
import { prefetchWidgets, rememberWidgetsShown, startTogether, widgetsStartedAtStart, type DashboardWidgetName } from './widget-prefetch';

export { DASHBOARD_WIDGETS, GATE_WIDGETS, type DashboardWidgetName } from './widget-prefetch';

/**
 * Where one remote's widget shows. Memoized: the page re-renders as its own figures arrive (the
 * recent reservations, the overview), and the widgets — most of the page, each reading the store
 * itself — are not drawn again with it.
 */
export const WidgetSlot = memo(function WidgetSlot({ name }: { name: DashboardWidgetName }) {
  const { remotes } = useAppConfig();
  const owner = remotes.find((remote) => remote.widgets?.includes(name));
  if (!owner) return null;
  return <RemoteWidget remote={owner.name} name={name} />;
});

/** How long the dashboard waits for its widgets' code before it shows with a slow one still loading. */
export const WIDGET_WAIT_MS = 1500;

/**
 * Starts downloading the remotes of the widgets the page is about to show, lets each remote read what its widgets need
 * to be drawn whole (`prepareWidgets`), and says when the column may show: once each has loaded and prepared or
 * failed, or WIDGET_WAIT_MS after the start. The widget column then appears in one piece instead of 'Carregando...'
 * boxes, or cards that grow, pushing what is below them down. A remote none of whose widgets shows is not downloaded;
 * a failure is left for the slot's own error box. The downloads start once the page's first render is on screen
 * (the loading state, or the page with the layout's alerts when the owner's data came first; see afterShown): the
 * first screen does not share the network and the main thread with the column below it. In a browser that has shown
 * the widgets before, their code was started with the page and comes from its cache: they are prepared at once.
 */
export function usePrefetchedWidgets(names: readonly DashboardWidgetName[]): boolean {
  const { remotes } = useAppConfig();
  const store = useAppStore();
  const key = names.join(',');
  const [readyKey, setReadyKey] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // A transition: the whole column renders in slices the browser can interrupt, not one long task.
    const ready = () => {
      if (current) startTransition(() => setReadyKey(key));
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = (pause?: () => Promise<void>) => {
      timer = setTimeout(ready, WIDGET_WAIT_MS);
      // After the first paint, the first widget's remote starts in this task and the others, like
      // the date library, each in one of their own; started with the page, they are prepared at once.
      void prefetchWidgets(remotes, key.split(','), store, pause).then(() => {
        rememberWidgetsShown();
        ready();
      });
      void warmDateLibrary();
    };
    let cancel = () => {};
    if (widgetsStartedAtStart()) start(startTogether);
    else cancel = afterShown(() => start());
    return () => {
      current = false;
      cancel();
      clearTimeout(timer);
    };
  }, [remotes, key, store]);
  return readyKey === key;
}
