import type { RemoteConfig, WidgetsModule, WidgetStore } from '@portal/shared/host';
import { loadExposed } from '../remotes/remote-modules';
import { yieldToBrowser } from '../app/next-task';

/** The dashboard widgets by name; a slot stays empty until a remote offers its widget in app-config.json. */
export type DashboardWidgetName = 'onboarding-card' | 'property-cards' | 'earnings-chart' | 'photo-alerts' | 'unread-notifications';

/** Where the dashboard shows: its own paths and the root, which redirects to it for a signed-in owner. */
export const DASHBOARD_PATHS: readonly string[] = ['/', '/dashboard', '/home'];

/** The widgets an unlocked dashboard shows, and the one the onboarding gate shows instead. */
export const DASHBOARD_WIDGETS: readonly DashboardWidgetName[] = ['photo-alerts', 'property-cards', 'earnings-chart', 'unread-notifications'];
export const GATE_WIDGETS: readonly DashboardWidgetName[] = ['onboarding-card'];

/**
 * Starts downloading the remotes that offer these widgets (once each; a remote none of whose widgets
 * is named is not downloaded) and, with a store, lets each remote that offers `prepareWidgets` read
 * what its named widgets need. Resolves when each has loaded and prepared, or failed; a failure is
 * left for the slot's own error box.
 * The remotes start in the order their widgets show on the page (the first one's card is the one on
 * screen), each in a task of its own: a remote's start (its manifest's snapshot, the shared modules it
 * is offered, its entry's script) is several milliseconds of the federation runtime's work, and four
 * of them together made one of the longest tasks after the dashboard's first paint.
 */
export async function prefetchWidgets(remotes: readonly RemoteConfig[], names: readonly string[], store?: WidgetStore, pause: () => Promise<void> = yieldToBrowser): Promise<void> {
  const position = (widget: string) => names.indexOf(widget);
  const offering = remotes
    .map((remote) => ({ remote, offered: (remote.widgets ?? []).filter((widget) => names.includes(widget)).sort((a, b) => position(a) - position(b)) }))
    .filter(({ offered }) => offered.length > 0)
    .sort((a, b) => position(a.offered[0]!) - position(b.offered[0]!));
  const loads: Promise<unknown>[] = [];
  for (const [index, { remote, offered }] of offering.entries()) {
    if (index > 0) await pause();
    loads.push(
      loadExposed<WidgetsModule>(remote.name, 'widgets')
        .then((module) => (store && typeof module.prepareWidgets === 'function' ? module.prepareWidgets(offered, store) : undefined))
        .catch(() => undefined),
    );
  }
  await Promise.all(loads);
}

/** No task between the remotes' starts: for remotes already started, or whose files are cached. */
export const startTogether = (): Promise<void> => Promise.resolve();

/** Set once this browser has shown the dashboard's widgets: their code is then likely in its cache. */
export const WIDGETS_SHOWN_KEY = 'portal-dashboard-widgets-shown';

/** Remembers that this browser has the dashboard widgets' code (best effort: storage may refuse). */
export function rememberWidgetsShown(storage: Pick<Storage, 'setItem'> = window.localStorage): void {
  try {
    storage.setItem(WIDGETS_SHOWN_KEY, '1');
  } catch {
    // Private mode or full storage: the next visit simply starts the widgets with the page.
  }
}

/** Set by prefetchWidgetsAtStart when it starts the widgets' code; read by the dashboard. */
let startedAtStart = false;

/**
 * A visit that opens on the dashboard with a session to restore, in a browser that has shown the
 * widgets before, starts on their code as soon as app-config.json names the remotes: beside the
 * session and the owner's first reads, not after the dashboard's own code has run (the page then
 * finds the loads under way and prepares the widgets). Their files then come from the cache; on a
 * first visit they would be downloaded and take the network from what the first screen needs, so
 * they wait for the page as before.
 */
export function prefetchWidgetsAtStart(
  pathname: string,
  sessionExpected: boolean,
  remotes: readonly RemoteConfig[],
  storage: Pick<Storage, 'getItem'> = window.localStorage,
): void {
  if (!sessionExpected || !DASHBOARD_PATHS.includes(pathname)) return;
  let shownBefore = false;
  try {
    shownBefore = storage.getItem(WIDGETS_SHOWN_KEY) !== null;
  } catch {
    // Storage refused: as on a first visit.
  }
  if (!shownBefore) return;
  startedAtStart = true;
  // All in this task: their files are cached, and what a repeat visit waits for is their manifests'
  // revalidation, which a remote started a task later (behind the start's own work) would delay.
  void prefetchWidgets(remotes, DASHBOARD_WIDGETS, undefined, startTogether);
}

/** Whether this page started on the widgets' code at its start (their files are then likely cached). */
export function widgetsStartedAtStart(): boolean {
  return startedAtStart;
}
