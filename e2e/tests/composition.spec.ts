import type { Page, Request } from '@playwright/test';
import { expect, test } from '../fixtures/portal-test';
import { remoteByPackage, systemInfo } from '../fixtures/system';

const REMOTE_PACKAGES = ['mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account'];

/** A concrete URL for a route pattern. */
function concrete(pattern: string): string {
  return pattern.replace(':propertyId', '00000000-0000-4000-8000-000000000000');
}

function firstRoute(packageName: string): string {
  return concrete(remoteByPackage(packageName).routes[0]!);
}

async function expectRemoteRendered(page: Page, federationName: string) {
  await expect(page.locator(`[data-remote="${federationName}"]`)).toBeVisible();
  await expect(page.getByTestId('module-fallback')).toHaveCount(0);
}

async function expectLayoutAlive(page: Page) {
  await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
}

test.describe('composition of the shell and its remotes', () => {
  for (const packageName of REMOTE_PACKAGES) {
    test(`every route of ${packageName} renders from a deep link`, async ({ ownerPage: page }) => {
      const remote = remoteByPackage(packageName);
      for (const pattern of remote.routes) {
        await page.goto(concrete(pattern));
        await expectRemoteRendered(page, remote.federationName);
        await expectLayoutAlive(page);
      }
    });
  }

  test('client navigation moves between remotes without reloading the page', async ({ ownerPage: page }) => {
    await page.goto('/mensagens');
    await expectLayoutAlive(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const nav = page.getByRole('navigation', { name: 'Navegação principal' });
    for (const [tab, packageName] of [
      ['Calendário', 'mf-calendar'],
      ['Financeiro', 'mf-finance'],
      ['Conta', 'mf-account'],
      ['Calendário', 'mf-calendar'],
    ] as const) {
      await nav.getByRole('link', { name: tab }).click();
      await expectRemoteRendered(page, remoteByPackage(packageName).federationName);
    }
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  });

  test('the shell and a remote read the same store instance', async ({ ownerPage: page }) => {
    await page.goto('/financeiro');
    const shellStore = await page.locator('[data-store-id]').getAttribute('data-store-id');
    const remoteStore = await page.locator('[data-remote-store-id]').getAttribute('data-remote-store-id');
    expect(shellStore).toBeTruthy();
    expect(remoteStore).toBe(shellStore);
  });

  test('exactly one copy of react-dom, of moment and of the federation bundler runtime is downloaded across the shell and the remotes, the shell\'s', async ({ ownerPage: page }) => {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text().catch(() => ''));
    });
    // One document, every remote loaded by client navigation: what an owner's browser fetches.
    await page.goto('/mensagens');
    await expectLayoutAlive(page);
    for (const packageName of REMOTE_PACKAGES) {
      await page.evaluate((path) => {
        window.history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, firstRoute(packageName));
      await expectRemoteRendered(page, remoteByPackage(packageName).federationName);
    }
    const files = await Promise.all([...scripts].map(async ([url, body]) => ({ url, body: await body })));
    // react-dom's client marks every root container with this key; only react-dom contains it.
    const reactDomFiles = files.filter((file) => file.body.includes('__reactContainer$')).map((file) => file.url);
    expect(reactDomFiles).toHaveLength(1);
    // Only remotes import moment; the shell provides it all the same, so which remote starts first
    // (it changes with the network and the cache) does not decide which copy the page runs.
    const momentFiles = files.filter((file) => file.body.includes('moment construction falls back to js Date()')).map((file) => new URL(file.url).origin);
    expect(momentFiles).toEqual([new URL(systemInfo().shellUrl).origin]);
    // Every remote's container starts on the shell's bundler runtime (federation-bundler-runtime.mjs):
    // its consume-options helper keeps its name through minification.
    const bundlerRuntimeFiles = files.filter((file) => file.body.includes('updateConsumeOptions')).map((file) => new URL(file.url).origin);
    expect(bundlerRuntimeFiles).toEqual([new URL(systemInfo().shellUrl).origin]);
  });

  test('no remote is fetched before a route of it is needed', async ({ ownerPage: page }) => {
    const remoteOrigins = systemInfo().remotes.map((remote) => new URL(remote.url).origin);
    const requested: Request[] = [];
    page.on('request', (request) => requested.push(request));
    const fetchedOrigins = () => new Set(requested.map((request) => new URL(request.url()).origin).filter((origin) => remoteOrigins.includes(origin)));

    // Mensagens is the account remote's: that one remote, no other.
    await page.goto('/mensagens');
    await expectRemoteRendered(page, remoteByPackage('mf-account').federationName);
    await expectLayoutAlive(page);
    const account = new URL(remoteByPackage('mf-account').url).origin;
    expect([...fetchedOrigins()]).toEqual([account]);

    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Financeiro' }).click();
    await expectRemoteRendered(page, remoteByPackage('mf-finance').federationName);
    expect([...fetchedOrigins()].sort()).toEqual([account, new URL(remoteByPackage('mf-finance').url).origin].sort());
  });
});
