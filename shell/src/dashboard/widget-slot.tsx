import { useEffect } from 'react';
import { useAppConfig } from '@portal/shared/host';
import { RemoteWidget } from '../remotes/remote-widget';
import { prefetchWidgets, type DashboardWidgetName } from './widget-prefetch';

export { DASHBOARD_WIDGETS, GATE_WIDGETS, type DashboardWidgetName } from './widget-prefetch';

export function WidgetSlot({ name }: { name: DashboardWidgetName }) {
  const { remotes } = useAppConfig();
  const owner = remotes.find((remote) => remote.widgets?.includes(name));
  if (!owner) return null;
  return <RemoteWidget remote={owner.name} name={name} />;
}

/**
 * Starts downloading the remotes of the widgets the page is about to show while the owner's data loads, so each slot
 * renders its widget directly instead of a 'Carregando...' box that the widget then replaces (a layout shift). A
 * remote none of whose widgets shows is not downloaded. A failure is left for the slot's own error box.
 */
export function usePrefetchedWidgets(names: readonly DashboardWidgetName[]): void {
  const { remotes } = useAppConfig();
  const key = names.join(',');
  useEffect(() => prefetchWidgets(remotes, key.split(',')), [remotes, key]);
}
