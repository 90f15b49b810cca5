import type { Browser, Page } from '@playwright/test';
import type { PlantedSession } from './first-render';
import { signedInPage } from './signed-in-page';
import type { PortalApp } from './portal-bytes';
import { median, round } from './stats';

export interface RemoteTiming {
  /** Client navigation from the dashboard to the remote's first route, the remote not yet loaded (ms). */
  navigationFromDashboard: number;
  /** A deep link to the remote's first route until its page shows (ms from navigation start). */
  deepLinkToVisible: number;
  /**
   * A deep link to the remote's first route until it is interactive: shown, and the main thread
   * then free of long tasks (over 50 ms) for a second; the figure is when it became free.
   */
  deepLinkToInteractive: number;
}

/** How long the main thread must stay free of long tasks for a page to count as interactive. */
const QUIET_MS = 1000;

const RUNS = 5;

function firstPath(remote: PortalApp): string {
  return (remote.routes?.[0] ?? '/').replace(':propertyId', '00000000-0000-4000-8000-000000000000');
}

interface Probe {
  whenVisible(selector: string): Promise<number>;
  whenInteractive(selector: string, quietMs: number): Promise<number>;
}

/** Resolves in the page when the selector first appears, with performance.now() at that moment. */
function whenVisible(page: Page, selector: string): Promise<number> {
  return page.evaluate((target) => (window as unknown as Probe).whenVisible(target), selector);
}

function whenInteractive(page: Page, selector: string): Promise<[visible: number, interactive: number]> {
  return page.evaluate(
    ([target, quietMs]) => Promise.all([(window as unknown as Probe).whenVisible(target), (window as unknown as Probe).whenInteractive(target, quietMs)]),
    [selector, QUIET_MS] as const,
  );
}

/** The browser's own timing of reaching each remote, medians of five fresh runs. */
export async function measureRemoteTimings(browser: Browser, shellUrl: string, remotes: PortalApp[], session: PlantedSession): Promise<Record<string, RemoteTiming>> {
  const result: Record<string, RemoteTiming> = {};
  for (const remote of remotes) {
    const selector = `[data-remote="${remote.federationName}"]`;
    const navigation: number[] = [];
    const deepLink: number[] = [];
    const deepLinkInteractive: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await signedInPage(browser, session);
      try {
        await page.goto(`${shellUrl}/dashboard`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        const startedAt = await page.evaluate(() => performance.now());
        const visible = whenVisible(page, selector);
        await page.evaluate((path) => {
          window.history.pushState(null, '', path);
          window.dispatchEvent(new PopStateEvent('popstate'));
        }, firstPath(remote));
        navigation.push((await visible) - startedAt);
      } finally {
        await page.context().close();
      }
      const deep = await signedInPage(browser, session);
      try {
        await deep.goto(`${shellUrl}${firstPath(remote)}`, { waitUntil: 'commit' });
        const [visibleAt, interactiveAt] = await whenInteractive(deep, selector);
        deepLink.push(visibleAt);
        deepLinkInteractive.push(interactiveAt);
      } finally {
        await deep.context().close();
      }
    }
    result[remote.packageName] = {
      navigationFromDashboard: round(median(navigation)),
      deepLinkToVisible: round(median(deepLink)),
      deepLinkToInteractive: round(median(deepLinkInteractive)),
    };
  }
  return result;
}
