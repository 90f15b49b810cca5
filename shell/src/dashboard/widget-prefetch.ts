import type { RemoteConfig, WidgetsModule, WidgetStore } from '@portal/shared/host';
import { loadExposed } from '../remotes/remote-modules';

/** The dashboard widgets by name; a slot stays empty until a remote offers its widget in app-config.json. */
export type DashboardWidgetName = 'onboarding-card' | 'property-cards' | 'earnings-chart' | 'photo-alerts' | 'unread-notifications';

/** The widgets an unlocked dashboard shows, and the one the onboarding gate shows instead. */
export const DASHBOARD_WIDGETS: readonly DashboardWidgetName[] = ['photo-alerts', 'property-cards', 'earnings-chart', 'unread-notifications'];
export const GATE_WIDGETS: readonly DashboardWidgetName[] = ['onboarding-card'];

/**
 * Starts downloading the remotes that offer these widgets (once each; a remote none of whose widgets
 * is named is not downloaded) and, with a store, lets each remote that offers `prepareWidgets` read
 * what its named widgets need. Resolves when each has loaded and prepared, or failed; a failure is
 * left for the slot's own error box.
 */
export async function prefetchWidgets(remotes: readonly RemoteConfig[], names: readonly string[], store?: WidgetStore): Promise<void> {
  const offering = remotes
    .map((remote) => ({ remote, offered: (remote.widgets ?? []).filter((widget) => names.includes(widget)) }))
    .filter(({ offered }) => offered.length > 0);
  await Promise.all(
    offering.map(({ remote, offered }) =>
      loadExposed<WidgetsModule>(remote.name, 'widgets')
        .then((module) => (store && typeof module.prepareWidgets === 'function' ? module.prepareWidgets(offered, store) : undefined))
        .catch(() => undefined),
    ),
  );
}
