import type { RemoteConfig } from '@portal/shared/host';
import { loadExposed } from '../remotes/remote-modules';

/** The dashboard widgets by name; a slot stays empty until a remote offers its widget in app-config.json. */
export type DashboardWidgetName = 'onboarding-card' | 'property-cards' | 'earnings-chart' | 'photo-alerts' | 'unread-notifications';

/** The widgets an unlocked dashboard shows, and the one the onboarding gate shows instead. */
export const DASHBOARD_WIDGETS: readonly DashboardWidgetName[] = ['photo-alerts', 'property-cards', 'earnings-chart', 'unread-notifications'];
export const GATE_WIDGETS: readonly DashboardWidgetName[] = ['onboarding-card'];

/**
 * Starts downloading the remotes that offer these widgets (once each; a remote none of whose widgets
 * is named is not downloaded). Resolves when each has loaded or failed; a failure is left for the
 * slot's own error box.
 */
export function prefetchWidgets(remotes: readonly RemoteConfig[], names: readonly string[]): Promise<void> {
  const wanted = new Set(names);
  const loads = remotes.filter((remote) => remote.widgets?.some((widget) => wanted.has(widget))).map((remote) => loadExposed(remote.name, 'widgets').catch(() => undefined));
  return Promise.all(loads).then(() => undefined);
}
