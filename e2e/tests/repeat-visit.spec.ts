import type { CDPSession, Page } from '@playwright/test';
import { separateDeployment } from '../fixtures/remote-release';
import { expect, test } from '../fixtures/portal-test';
import { remoteByPackage, systemInfo } from '../fixtures/system';

interface Fetched {
  url: string;
  status: number;
  /** Answered by the browser's cache without asking the server. */
  fromCache: boolean;
}

/** Every answer the page got, and whether it came from the browser's cache, as Chromium reports them. */
async function recordNetwork(cdp: CDPSession) {
  const byRequest = new Map<string, Fetched>();
  const servedFromCache = new Set<string>();
  // The status the server sent: for a revalidated file Chromium reports the cached 200 to the page,
  // and the server's 304 only here.
  const wireStatus = new Map<string, number>();
  await cdp.send('Network.enable');
  cdp.on('Network.requestServedFromCache', ({ requestId }) => servedFromCache.add(requestId));
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => wireStatus.set(requestId, statusCode));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    byRequest.set(requestId, { url: response.url, status: response.status, fromCache: Boolean(response.fromDiskCache || response.fromPrefetchCache) });
  });
  return {
    reset: () => {
      byRequest.clear();
      servedFromCache.clear();
      wireStatus.clear();
    },
    all: (): Fetched[] =>
      [...byRequest].map(([id, fetched]) => ({ ...fetched, status: wireStatus.get(id) ?? fetched.status, fromCache: fetched.fromCache || servedFromCache.has(id) })),
  };
}

/** The dashboard with every widget shown, the earnings card (mf-finance) among them. */
async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: /Bom (dia|tarde|noite|madrugada)|Boa (tarde|noite)/ })).toBeVisible();
  await expect(page.locator('[data-widget="earnings-chart"]').getByText('Receitas', { exact: false }).first()).toBeVisible();
  await expect(page.locator('[data-widget="property-cards"]').getByText('Suas propriedades')).toBeVisible();
}

test.describe('a repeat visit with a warm cache', () => {
  test.describe.configure({ mode: 'serial' });
  const deployment = separateDeployment('mf-finance');

  test.beforeAll(() => deployment.prepare());
  test.afterAll(() => deployment.dispose());

  test('asks only for app-config.json, the page and the manifests again (each answered 304), and picks up a remote redeployed in between', async ({ ownerPage: page, context }) => {
    test.setTimeout(120_000);
    const finance = remoteByPackage('mf-finance');
    const financeUrl = await deployment.deploy('1.2.0-a');

    const network = await recordNetwork(await context.newCDPSession(page));
    // First visit: fills the cache, including what loads once the page is idle (the metrics library).
    await openDashboard(page);
    await page.waitForLoadState('networkidle');

    // Repeat visit: nothing changed.
    network.reset();
    await openDashboard(page);
    const staticOrigins = new Set([new URL(systemInfo().shellUrl).origin, financeUrl, ...systemInfo().remotes.map((remote) => new URL(remote.url).origin)]);
    const files = network.all().filter((fetched) => staticOrigins.has(new URL(fetched.url).origin));
    const askedAgain = files.filter((fetched) => !fetched.fromCache);
    const revalidated = (fetched: Fetched) => /\/(dashboard|app-config\.json|mf-manifest\.json)$/.test(new URL(fetched.url).pathname);
    expect(askedAgain.filter((fetched) => !revalidated(fetched)).map((fetched) => fetched.url)).toEqual([]);
    expect(askedAgain.map((fetched) => `${new URL(fetched.url).pathname} ${fetched.status}`).sort()).toEqual(
      ['/app-config.json 304', '/dashboard 304', ...Array.from({ length: 4 }, () => '/mf-manifest.json 304')].sort(),
    );
    // The code itself came from the cache, the remotes' entries included.
    expect(files.filter((fetched) => fetched.fromCache && /remoteEntry\.[0-9a-f]{8}\.js$/.test(fetched.url))).toHaveLength(4);

    // The finance team uploads a new build over the old one; the next visit runs it.
    await deployment.deploy('1.2.0-b');
    network.reset();
    await openDashboard(page);
    const fromFinance = network.all().filter((fetched) => fetched.url.startsWith(financeUrl));
    expect(fromFinance.find((fetched) => fetched.url.endsWith('/mf-manifest.json'))?.status).toBe(200);
    expect(fromFinance.filter((fetched) => /remoteEntry\.[0-9a-f]{8}\.js$/.test(fetched.url)).map((fetched) => [fetched.status, fetched.fromCache])).toEqual([[200, false]]);
    await page.getByRole('link', { name: 'Financeiro' }).first().click();
    await expect(page.locator(`[data-remote="${finance.federationName}"]`)).toHaveAttribute('data-remote-release', '1.2.0-b');
  });
});
