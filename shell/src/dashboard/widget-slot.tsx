import { memo, startTransition, useEffect, useState } from 'react';
import { useAppConfig } from '@portal/shared/host';
import { useAppStore } from '@portal/shared/store';
import { RemoteWidget } from '../remotes/remote-widget';
import { prefetchWidgets, type DashboardWidgetName } from './widget-prefetch';

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
const WIDGET_WAIT_MS = 1500;

/**
 * Starts downloading the remotes of the widgets the page is about to show, lets each remote read what
 * its widgets need to be drawn whole (`prepareWidgets`), and says when the column may show: once each
 * has loaded and prepared or failed, or WIDGET_WAIT_MS after the start. The widget column then appears
 * in one piece instead of 'Carregando...' boxes, or cards that grow, pushing what is below them down.
 */
export function usePrefetchedWidgets(names: readonly DashboardWidgetName[]): boolean {
  const { remotes } = useAppConfig();
  const store = useAppStore();
  const key = names.join(',');
  const [readyKey, setReadyKey] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    // A transition: the whole column renders in slices the browser can paint and answer taps
    // between, not in one long task.
    const ready = () => {
      if (current) startTransition(() => setReadyKey(key));
    };
    const timer = setTimeout(ready, WIDGET_WAIT_MS);
    void prefetchWidgets(remotes, key.split(','), store).then(ready);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [remotes, key, store]);
  return readyKey === key;
}
