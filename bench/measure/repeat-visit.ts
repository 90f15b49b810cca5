import { mainThreadTimes, rendererMainThreads, type MainThreadTimes } from './cpu-share';
import { DASHBOARD_VISIBLE } from './dashboard-visible';
import type { PlantedSession } from './first-render';
import { launchPlainChromium, openProtocolPage, type ProtocolPage } from './plain-chromium';
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
  /**
   * The page's main thread from the navigation until the dashboard showed (ms, medians): time on a
   * CPU, and time it was ready to run but waited for a core (the machine busy with other work).
   * Absent where the system keeps no scheduler statistics.
   */
  mainThread?: MainThreadTimes;
}

const RUNS = 5;

async function recordServerRequests(page: Pick<ProtocolPage, 'send' | 'on'>, staticOrigins: Set<string>) {
  const urls = new Map<string, string>();
  const cached = new Set<string>();
  // Only requests that reached a server have wire headers; the status is the server's (304 for a
  // revalidation). Chromium may report them before the request itself: joined when taken.
  const wireStatus = new Map<string, number>();
  await page.send('Network.enable');
  page.on('Network.requestWillBeSent', (event) => urls.set(event.requestId as string, (event.request as { url: string }).url));
  page.on('Network.requestServedFromCache', (event) => cached.add(event.requestId as string));
  page.on('Network.responseReceivedExtraInfo', (event) => wireStatus.set(event.requestId as string, event.statusCode as number));
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

/**
 * Opens /dashboard again in the same page: once the new page is committed, when it shows (the
 * same probe as whenDashboardVisible, from the same moment), then waits until the network is idle
 * (Chromium's own measure, as Playwright's 'networkidle': no request for 500 ms).
 */
async function visitAgain(page: ProtocolPage, shellUrl: string, whenVisible: () => void = () => undefined): Promise<number> {
  const navigation: { loaderId?: string } = {};
  // Both listened for before the navigation starts; Chromium's network idle comes 500 ms after the page's last request.
  const committed = page.next('Page.frameNavigated', (event) => !(event.frame as { parentId?: string }).parentId);
  const whenIdle = page.next('Page.lifecycleEvent', (event) => event.name === 'networkIdle' && event.loaderId === navigation.loaderId);
  navigation.loaderId = (await page.send<{ loaderId: string }>('Page.navigate', { url: `${shellUrl}/dashboard` })).loaderId;
  await committed;
  const { result, exceptionDetails } = await page.send<{ result: { value?: number }; exceptionDetails?: { exception?: { description?: string }; text: string } }>('Runtime.evaluate', {
    expression: DASHBOARD_VISIBLE,
    awaitPromise: true,
    returnByValue: true,
  });
  if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
  whenVisible();
  await whenIdle;
  return result.value!;
}

/**
 * A signed-in owner's repeat visit of /dashboard with a warm cache and no throttling: how soon it
 * shows, and what it still asks the portal's servers for (only the page, app-config.json and the
 * remotes' manifests, each revalidated, when nothing was redeployed).
 * The page is one of a Chromium driven over the DevTools protocol alone (plain-chromium.ts), as an
 * owner's browser has nothing reporting its requests: neither Playwright's instrumentation nor a
 * network recording of the benchmark's own (a second DevTools session reporting every request
 * slowed each visit by about 40 ms on this machine, eight interleaved pairs). The same visits are
 * then made again with the recording, for what reached the servers.
 */
export async function measureRepeatVisit(shellUrl: string, staticUrls: string[], session: PlantedSession): Promise<RepeatVisitFigures> {
  const chromium = await launchPlainChromium();
  try {
    const page = await openProtocolPage(chromium.browserUrl, { width: 412, height: 915, mobile: true });
    // Signed in before: the session in the shell's storage, put there once.
    const loaded = page.next('Page.lifecycleEvent', (event) => event.name === 'load');
    await page.send('Page.navigate', { url: `${shellUrl}/app-config.json` });
    await loaded;
    await page.send('Runtime.evaluate', { expression: `localStorage.setItem(${JSON.stringify(session.storageKey)}, ${JSON.stringify(JSON.stringify(session.value))})` });
    await visitAgain(page, shellUrl);
    const visible: number[] = [];
    const onCpu: number[] = [];
    const waiting: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const before = rendererMainThreads(chromium.pid);
      visible.push(
        await visitAgain(page, shellUrl, () => {
          const times = mainThreadTimes(before, rendererMainThreads(chromium.pid));
          if (!times) return;
          onCpu.push(times.cpuMs);
          waiting.push(times.waitMs);
        }),
      );
    }
    const requests = await recordServerRequests(page, new Set(staticUrls.map((url) => new URL(url).origin)));
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
    await page.close();
    return {
      runs: RUNS,
      visibleMs: round(median(visible)),
      requestsToServers: median(asked),
      downloaded: median(downloaded),
      lastVisit,
      ...(onCpu.length === RUNS ? { mainThread: { cpuMs: round(median(onCpu)), waitMs: round(median(waiting)) } } : {}),
    };
  } finally {
    await chromium.close();
  }
}
