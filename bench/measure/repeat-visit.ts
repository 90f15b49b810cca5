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

/**
 * In the page: performance.now() when the greeting and every dashboard widget show content, not a
 * loading box. Written as plain JavaScript: the page runs it as it is, without the helpers this
 * file's compiler would add.
 */
const DASHBOARD_VISIBLE = `new Promise(function (resolve, reject) {
  function ready() {
    var widgets = Array.prototype.slice.call(document.querySelectorAll('section[data-widget]'));
    return document.querySelector('main h1') !== null && widgets.length >= 4 && widgets.every(function (widget) {
      var text = (widget.textContent || '').trim();
      // Loading: the slot's 'Carregando...' box is all it shows, or the widget shows placeholders.
      return text.length > 0 && text.indexOf('Carregando') !== 0 && !widget.querySelector('.portal-skeleton');
    });
  }
  var observer = new MutationObserver(check);
  function check() {
    if (!ready()) return false;
    observer.disconnect();
    resolve(performance.now());
    return true;
  }
  setTimeout(function () {
    observer.disconnect();
    reject(new Error('the dashboard did not show every widget within 20 s'));
  }, 20000);
  if (!check()) observer.observe(document.documentElement, { childList: true, subtree: true, attributes: true, characterData: true });
})`;

/** performance.now() in the page when the dashboard shows its greeting and every widget's content. */
export function whenDashboardVisible(page: Page): Promise<number> {
  return page.evaluate(DASHBOARD_VISIBLE) as Promise<number>;
}

async function recordServerRequests(cdp: CDPSession, staticOrigins: Set<string>) {
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  // Only requests that reached a server have wire headers; the status is the server's (304 for a
  // revalidation). Chromium may report them before the request itself: joined when taken.
  const wireStatus = new Map<string, number>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => urls.set(requestId, request.url));
  cdp.on('Network.requestServedFromCache', ({ requestId }) => cached.add(requestId));
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  return {
    take() {
      const seen = [...wireStatus]
        .filter(([id]) => !cached.has(id) && urls.has(id) && staticOrigins.has(new URL(urls.get(id)!).origin))
        .map(([id, status]) => ({ path: new URL(urls.get(id)!).pathname, status }));
      urls.clear();
      cached.clear();
      wireStatus.clear();
      return seen;
    },
  };
}

/** Opens /dashboard again in the same page: when it shows, then waits until the network is idle. */
async function visitAgain(page: Page, shellUrl: string): Promise<number> {
  await page.goto(`${shellUrl}/dashboard`, { waitUntil: 'commit' });
  const visible = await whenDashboardVisible(page);
  await page.waitForLoadState('networkidle');
  return visible;
}

/**
 * A signed-in owner's repeat visit of /dashboard with a warm cache and no throttling: how soon it
 * shows, and what it still asks the portal's servers for (only the page, app-config.json and the
 * remotes' manifests, each revalidated, when nothing was redeployed).
 * The visits timed have no network recording of the benchmark's own attached, as an owner's browser
 * has none: a second DevTools session reporting every request of the page slowed each visit by
 * about 40 ms on this machine (eight interleaved pairs). The same visits are then made again with
 * the recording, for what reached the servers.
 */
export async function measureRepeatVisit(browser: Browser, shellUrl: string, staticUrls: string[], session: PlantedSession): Promise<RepeatVisitFigures> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
  try {
    const page = await context.newPage();
    await page.addInitScript(([key, json]) => window.localStorage.getItem(key) ?? window.localStorage.setItem(key, json), [session.storageKey, JSON.stringify(session.value)] as const);
    await visitAgain(page, shellUrl);
    const visible: number[] = [];
    for (let run = 0; run < RUNS; run += 1) visible.push(await visitAgain(page, shellUrl));
    const requests = await recordServerRequests(await context.newCDPSession(page), new Set(staticUrls.map((url) => new URL(url).origin)));
    const asked: number[] = [];
    const downloaded: number[] = [];
    let lastVisit: string[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await visitAgain(page, shellUrl);
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
