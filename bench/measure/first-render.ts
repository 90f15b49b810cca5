import type { Browser, Page } from '@playwright/test';
import { recordDownloads, totals, type ByteTotals } from './network-bytes';

export interface FirstRender extends ByteTotals {
  firstContentfulPaintMs: number | null;
  /** When each downloaded file finished arriving, in ms from navigation start (resource timing). */
  arrivedAtMs: Record<string, number>;
}

export interface PlantedSession {
  storageKey: string;
  value: unknown;
}

/** The localStorage entries of a browser where the owner signed in before: the session. */
export function plantedStorage(session: PlantedSession): [string, string][] {
  return [[session.storageKey, JSON.stringify(session.value)]];
}

/**
 * What the browser downloads to show a page for the first time: every JS and CSS response until
 * the page shows its marker and the network is idle. A phone-sized context without cache.
 */
export async function measureFirstRender(browser: Browser, url: string, options: { ready: (page: Page) => Promise<void>; session?: PlantedSession }): Promise<FirstRender> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
  const page = await context.newPage();
  try {
    if (options.session) {
      await page.addInitScript((entries) => entries.forEach(([key, json]) => window.localStorage.setItem(key, json)), plantedStorage(options.session));
    }
    const downloads = recordDownloads(page);
    await page.goto(url);
    await options.ready(page);
    await page.waitForLoadState('networkidle');
    const timing = await page.evaluate(() => ({
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      resources: performance.getEntriesByType('resource').map((entry) => [entry.name, (entry as PerformanceResourceTiming).responseEnd] as const),
    }));
    return { ...totals(await downloads.files()), firstContentfulPaintMs: timing.fcp, arrivedAtMs: Object.fromEntries(timing.resources) };
  } finally {
    await context.close();
  }
}
