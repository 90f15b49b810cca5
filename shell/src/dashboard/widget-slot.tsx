import { useEffect } from 'react';
import { useAppConfig } from '@portal/shared/host';
import { loadExposed } from '../remotes/remote-modules';
import { RemoteWidget } from '../remotes/remote-widget';

/** The dashboard widgets by name; a slot stays empty until a remote offers its widget in app-config.json. */
export type DashboardWidgetName = 'onboarding-card' | 'property-cards' | 'earnings-chart' | 'photo-alerts' | 'unread-notifications';

export function WidgetSlot({ name }: { name: DashboardWidgetName }) {
  const { remotes } = useAppConfig();
  const owner = remotes.find((remote) => remote.widgets?.includes(name));
  if (!owner) return null;
  return <RemoteWidget remote={owner.name} name={name} />;
}

/** The widgets an unlocked dashboard shows, and the one the onboarding gate shows instead. */
export const DASHBOARD_WIDGETS: readonly DashboardWidgetName[] = ['photo-alerts', 'property-cards', 'earnings-chart', 'unread-notifications'];
export const GATE_WIDGETS: readonly DashboardWidgetName[] = ['onboarding-card'];

/**
 * Starts downloading the remotes of the widgets the page is about to show while the owner's data loads, so each slot
 * renders its widget directly instead of a 'Carregando...' box that the widget then replaces (a layout shift). A
 * remote none of whose widgets shows is not downloaded. A failure is left for the slot's own error box.
 */
export function usePrefetchedWidgets(names: readonly DashboardWidgetName[]): void {
  const { remotes } = useAppConfig();
  const key = names.join(',');
  useEffect(() => {
    const wanted = new Set(key.split(','));
    for (const remote of remotes) {
      if (remote.widgets?.some((widget) => wanted.has(widget))) loadExposed(remote.name, 'widgets').catch(() => undefined);
    }
  }, [remotes, key]);
}
