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

/**
 * Starts downloading every dashboard widget while the owner's data loads, so each slot renders its widget
 * directly instead of a 'Carregando...' box that the widget then replaces (a layout shift). A failure is left
 * for the slot's own error box.
 */
export function usePrefetchedWidgets(): void {
  const { remotes } = useAppConfig();
  useEffect(() => {
    for (const remote of remotes) {
      if (remote.widgets?.length) loadExposed(remote.name, 'widgets').catch(() => undefined);
    }
  }, [remotes]);
}
