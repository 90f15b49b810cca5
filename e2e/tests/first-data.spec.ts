import type { Page, Route } from '@playwright/test';
import { expect, firstScreenGroup, test } from '../fixtures/portal-test';

// The owner's overview: the one read shell/src/app/first-data-script.ts asks for from the page's
// HTML, or any of the three reads of the shell's queries it stands for.
const FIRST_DATA = /\/rest\/v1\/(?:rpc\/get_owner_overview|(?:profiles|properties|photo_sessions)\?select=\*&user_id=eq\.[0-9a-f-]{36}(?:&order=created_at\.desc)?)$/;
const OVERVIEW = ['/rest/v1/rpc/get_owner_overview'];

/** Every GET of the overview (the one read or any of the three) made in the page, by path. */
function recordOverview(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && FIRST_DATA.test(request.url())) asked.push(new URL(request.url()).pathname);
  });
  return asked;
}

/** Holds back the responses of `pattern` until released: only what was asked before can be answered meanwhile. */
async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("the owner's first data is asked for by the page itself", () => {
  test('the dashboard asks for the overview while the app’s code downloads — at once for a returning owner — and the app asks for none of it again', async ({ ownerPage: page }) => {
    // First visit in this browser: the page learns the backend from app-config.json.
    let asked = recordOverview(page);
    const releaseCode = await holdBack(page, /\/main\.[0-9a-f]{8}\.js$/);
    const arrival = page.goto('/dashboard');
    await expect.poll(() => [...asked].sort()).toEqual(OVERVIEW);
    releaseCode();
    await arrival;
    // The demo owner's photography alert, drawn from those answers.
    await expect(page.getByText(/Sua sessão de fotos está marcada para/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(OVERVIEW);

    // Returning: the page asks before app-config.json has answered, from the backend it remembers.
    await page.unrouteAll({ behavior: 'wait' });
    page.removeAllListeners('request');
    asked = recordOverview(page);
    const releaseConfig = await holdBack(page, /\/app-config\.json$/);
    const releaseCodeAgain = await holdBack(page, /\/main\.[0-9a-f]{8}\.js$/);
    const again = page.reload();
    await expect.poll(() => [...asked].sort()).toEqual(OVERVIEW);
    releaseConfig();
    releaseCodeAgain();
    await again;
    await expect(page.getByText(/Sua sessão de fotos está marcada para/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(OVERVIEW);
  });

  test("a returning owner's dashboard draws the alerts before supabase-js arrives; the client then takes the session over and asks for none of the overview", async ({ ownerPage: page }) => {
    // A first visit: the page learns where the backend is.
    await page.goto('/dashboard');
    await expect(page.getByText(/Sua sessão de fotos está marcada para/)).toBeVisible();
    const clientFiles = await firstScreenGroup(page, 'supabase-client');
    expect(clientFiles.length).toBeGreaterThan(0);
    const clientFile = new RegExp(`/(${clientFiles.map((file) => file.replace(/[.]/g, '[.]')).join('|')})$`);

    // Returning, with supabase-js held back: no page preloads it, and the first screen needs it not.
    page.removeAllListeners('request');
    const asked = recordOverview(page);
    const clientAsked: string[] = [];
    page.on('request', (request) => {
      if (clientFile.test(request.url())) clientAsked.push(new URL(request.url()).pathname);
    });
    const releaseClient = await holdBack(page, clientFile);
    // Not until 'load': on a slow machine the first paint, and so the client's request, can come
    // before the page's load event, which then waits for the files held back here.
    await page.reload({ waitUntil: 'commit' });
    await expect(page.getByText(/Sua sessão de fotos está marcada para/)).toBeVisible();
    expect(await page.locator('link[rel="preload"]').evaluateAll((links, files) => links.filter((link) => files.some((file) => link.getAttribute('href') === `/${file}`)).length, clientFiles)).toBe(0);
    // The client's files (supabase-js and the libraries it is made of) are asked for after that
    // first paint, each once, and the figures that need it wait for it.
    await expect.poll(() => [...clientAsked].sort()).toEqual(clientFiles.map((file) => `/${file}`).sort());
    await expect(page.getByRole('region', { name: 'Indicadores' })).toHaveAttribute('aria-busy', 'true');
    releaseClient();
    await expect(page.getByRole('region', { name: 'Indicadores' })).toHaveAttribute('aria-busy', 'false');
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual(OVERVIEW);
    // The session is the client's now: a screen whose data only the client fetches opens.
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Financeiro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible();
  });

  test("a returning owner's page asks for the widgets' data too, learned on the last visit, while the app's code is held back — and nothing is asked twice", async ({ ownerPage: page }) => {
    // A first visit: the widgets ask for their data after their code, and the page learns those reads.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Ganhos' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const learned = await page.evaluate(() => JSON.parse(window.localStorage.getItem('portal-first-data-learned') ?? 'null') as { screens: Record<string, string[]> } | null);
    const widgetReads = learned?.screens['/dashboard'] ?? [];
    // The thumbnails, notifications, ratings and reservations: plain reads of the demo owner's rows,
    // and the earnings card's reservations, an RPC sent as a GET for this.
    expect(widgetReads.length).toBeGreaterThanOrEqual(4);
    for (const path of widgetReads) expect(path).toMatch(/^\/rest\/v1\/(?:rpc\/)?[a-z_]+\?/);
    expect(widgetReads).toContain('/rest/v1/rpc/get_reservations_consolidated?p_limit=1000&p_offset=0');

    // Returning, with the app's code held back: the page asks for all of them with the overview.
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.method() === 'GET' && url.pathname.startsWith('/rest/v1/')) reads.push(url.pathname + url.search);
    });
    const releaseCode = await holdBack(page, /\/main\.[0-9a-f]{8}\.js$/);
    const again = page.reload();
    await expect.poll(() => widgetReads.filter((path) => reads.includes(path))).toEqual(widgetReads);
    releaseCode();
    await again;
    await expect(page.getByRole('region', { name: 'Ganhos' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The widgets took those answers: each read went to the backend once in the visit.
    for (const path of widgetReads) expect(reads.filter((read) => read === path)).toHaveLength(1);
    expect(reads.filter((read) => FIRST_DATA.test(`http://x${read}`))).toEqual(OVERVIEW);
  });

  test("a returning owner's page revalidates the widgets' manifests, learned on the last visit, while app-config.json is held back — and the runtime asks for none again", async ({ ownerPage: page }) => {
    // A first visit: the runtime fetches the widgets' remotes' manifests once app-config.json names them.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: 'Ganhos' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const learned = await page.evaluate(() => JSON.parse(window.localStorage.getItem('portal-first-manifests') ?? 'null') as { screens: Record<string, string[]> } | null);
    const manifests = learned?.screens['/dashboard'] ?? [];
    // The four remotes whose widgets the demo owner's dashboard shows.
    expect(manifests).toHaveLength(4);
    for (const url of manifests) expect(url).toMatch(/^http:\/\/[^/]+\/mf-manifest\.json$/);

    // Returning, with app-config.json held back: the page asks for them from its HTML, revalidated.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/mf-manifest.json')) asked.push(request.url());
    });
    const releaseConfig = await holdBack(page, /\/app-config\.json$/);
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => [...asked].sort()).toEqual([...manifests].sort());
    releaseConfig();
    await expect(page.getByRole('region', { name: 'Ganhos' })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // The runtime took those answers: each manifest was asked for once in the visit.
    expect([...asked].sort()).toEqual([...manifests].sort());
  });

  test('a signed-out visit asks the backend for nothing, and the sign-in screen shows', async ({ page }) => {
    const backend: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/rest/v1/')) backend.push(request.url());
    });
    await page.goto('/propriedades');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
    expect(backend).toEqual([]);
  });
});
