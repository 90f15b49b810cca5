import type { Browser, CDPSession, Page } from '@playwright/test';
import type { PlantedSession } from './first-render';
import { median, round } from './stats';

export interface RepeatVisitFigures {
  runs: number;
  /** Navigation start until the dashboard shows its figures and every widget's content (ms, median). */
  visibleMs: number;
  /** Requests to the portal's own servers (not the backend's data) that reached the network, per visit (median). */
  requestsToServers: number;
  /** Of those, answered with a body (200) rather than 304 (median; 0 when nothing changed). */
  downloaded: number;
  /** What those requests were on the last visit, path and status. */
  lastVisit: string[];
}

const RUNS = 5;

/** In the page: performance.now() when the greeting, the stats and every dashboard widget show content, not a loading box. */
function whenDashboardVisible(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const ready = () => {
          const widgets = [...document.querySelectorAll('section[data-widget]')];
          return (
            document.querySelector('main h1') !== null &&
            widgets.length >= 4 &&
            widgets.every((widget) => {
              const text = (widget.textContent ?? '').trim();
              return text.length > 0 && !text.includes('Carregando') && !widget.querySelector('.portal-skeleton');
            })
          );
        };
        const check = () => {
          if (!ready()) return false;
          observer.disconnect();
          resolve(performance.now());
          return true;
        };
        const observer = new MutationObserver(check);
        setTimeout(() => {
          observer.disconnect();
          reject(new Error('the dashboard did not show every widget within 20 s'));
        }, 20_000);
        if (!check()) observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
      }),
  );
}

async function recordServerRequests(cdp: CDPSession, staticOrigins: Set<string>) {
  const seen: { path: string; status: number }[] = [];
  const cached = new Set<string>();
  const urls = new Map<string, string>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  // Only requests that reached a server have wire headers; the status is the server's (304 for a revalidation).
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    const url = urls.get(requestId);
    if (url && staticOrigins.has(new URL(url).origin) && !cached.has(requestId)) seen.push({ path: new URL(url).pathname, status: statusCode });
  });
  return { take: () => seen.splice(0, seen.length) };
}

/**
 * A signed-in owner's repeat visit of /dashboard with a warm cache and no throttling: how soon it
 * shows, and what it still asks the portal's servers for (only the page, app-config.json and the
 * remotes' manifests, each revalidated, when nothing was redeployed).
 */
export async function measureRepeatVisit(browser: Browser, shellUrl: string, staticUrls: string[], session: PlantedSession): Promise<RepeatVisitFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(([key, json]) => window.localStorage.getItem(key) ?? window.localStorage.setItem(key, json), [session.storageKey, JSON.stringify(session.value)] as const);
    const requests = await recordServerRequests(await context.newCDPSession(page), new Set(staticUrls.map((url) => new URL(url).origin)));
    await page.goto(`${shellUrl}/dashboard`, { waitUntil: 'commit' });
    await whenDashboardVisible(page);
    await page.waitForLoadState('networkidle');
    requests.take();
    const visible: number[] = [];
    const asked: number[] = [];
    const downloaded: number[] = [];
    let lastVisit: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await page.goto(`${shellUrl}/dashboard`, { waitUntil: 'commit' });
      visible.push(await whenDashboardVisible(page));
      await page.waitForLoadState('networkidle');
      const visit = requests.take();
      asked.push(visit.length);
      downloaded.push(visit.filter((request) => request.status !== 304).length);
      lastVisit = visit.map((request) => `${request.path} ${request.status}`).sort();
    }
    return { runs: RUNS, visibleMs: round(median(visible)), requestsToServers: median(asked), downloaded: median(downloaded), lastVisit };
  } finally {
    await context.close();
  }
}
