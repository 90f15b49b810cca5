import type { Page } from '@playwright/test';
import { expect, firstScreenGroup, test } from '../fixtures/portal-test';
import { remoteByPackage } from '../fixtures/system';

const REMOTE_PACKAGES = ['mf-onboarding', 'mf-properties', 'mf-photos', 'mf-calendar', 'mf-finance', 'mf-account'];

function firstRoute(packageName: string): string {
  return remoteByPackage(packageName).routes[0]!.replace(':propertyId', '00000000-0000-4000-8000-000000000000');
}

/** Makes every file of one remote unreachable for this page, as if its CDN were down. */
async function takeDown(page: Page, packageName: string, how: 'network' | 'http404' = 'network') {
  await page.route(`${remoteByPackage(packageName).url}/**`, (route) =>
    how === 'network' ? route.abort('connectionrefused') : route.fulfill({ status: 404, body: 'Not found' }),
  );
}

async function bringBack(page: Page, packageName: string) {
  await page.unroute(`${remoteByPackage(packageName).url}/**`);
}

const fallback = (page: Page) => page.getByTestId('module-fallback');

test.describe('a remote that fails costs only its own routes', () => {
  for (const packageName of REMOTE_PACKAGES) {
    test(`with ${packageName} unreachable its routes show the fallback and the others still work`, async ({ ownerPage: page }) => {
      await takeDown(page, packageName);
      await page.goto(firstRoute(packageName));
      await expect(fallback(page)).toBeVisible();
      await expect(fallback(page)).toContainText('Erro ao carregar este módulo');
      // Unreachable, not "published for another portal version": the owner is told no more than is true.
      await expect(page.locator('[data-fallback-reason]')).toHaveAttribute('data-fallback-reason', 'unreachable');
      await expect(fallback(page)).not.toContainText('versão');
      await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();

      const other = REMOTE_PACKAGES.find((candidate) => candidate !== packageName)!;
      await page.goto(firstRoute(other));
      await expect(page.locator(`[data-remote="${remoteByPackage(other).federationName}"]`)).toBeVisible();
      await expect(fallback(page)).toHaveCount(0);
    });
  }

  test('a manifest answering 404 shows the fallback too', async ({ ownerPage: page }) => {
    await takeDown(page, 'mf-finance', 'http404');
    await page.goto('/financeiro');
    await expect(fallback(page)).toBeVisible();
    await expect(page.locator('[data-fallback-reason]')).toHaveAttribute('data-fallback-reason', 'unreachable');
  });

  test('a remote that never answers shows the fallback after the time limit', async ({ ownerPage: page }) => {
    await page.route(`${remoteByPackage('mf-finance').url}/**`, () => {
      /* never answers */
    });
    await page.goto('/financeiro');
    await expect(fallback(page)).toBeVisible({ timeout: 30_000 });
  });

  test("'Tentar novamente' recovers once the remote is back", async ({ ownerPage: page }) => {
    await takeDown(page, 'mf-account');
    await page.goto('/conta');
    await expect(fallback(page)).toBeVisible();
    await bringBack(page, 'mf-account');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.locator(`[data-remote="${remoteByPackage('mf-account').federationName}"]`)).toBeVisible();
    await expect(fallback(page)).toHaveCount(0);
  });

  test('a remote whose page throws while rendering shows the fallback inside the layout', async ({ ownerPage: page }) => {
    await page.goto('/modulo-com-defeito');
    await expect(fallback(page)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Conta' }).click();
    await expect(page.locator(`[data-remote="${remoteByPackage('mf-account').federationName}"]`)).toBeVisible();
  });
});

test.describe('a dashboard widget that fails costs only its own slot', () => {
  test('with mf-account unreachable, its widget shows the compact fallback and the dashboard stays', async ({ ownerPage: page }) => {
    await takeDown(page, 'mf-account');
    await page.goto('/dashboard');
    const slot = page.locator('[data-widget="unread-notifications"]');
    await expect(slot.getByTestId('module-fallback')).toBeVisible();
    await expect(page.getByText('Receita Mensal')).toBeVisible();
    await bringBack(page, 'mf-account');
    await slot.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(slot.getByTestId('module-fallback')).toHaveCount(0);
  });
});

test.describe('supabase-js that cannot download', () => {
  test("a returning owner is told the portal could not start, and 'Tentar novamente' opens the dashboard once the connection is back", async ({ ownerPage: page }) => {
    await page.goto('/dashboard');
    const earnings = page.getByRole('region', { name: 'Ganhos' });
    await expect(earnings.locator('table caption')).toHaveText('Geral por mês', { timeout: 30_000 });
    const clientFiles = await firstScreenGroup(page, 'supabase-client');
    expect(clientFiles.length).toBeGreaterThan(0);
    const clientFile = new RegExp(`/(${clientFiles.map((file) => file.replace(/[.]/g, '[.]')).join('|')})$`);

    // Returning while the client's files cannot download: the session cannot be restored without it.
    await page.route(clientFile, (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(page.getByText('Não foi possível iniciar o portal.')).toBeVisible({ timeout: 30_000 });

    // Back online: the owner's session is still there, and the dashboard shows its figures.
    await page.unroute(clientFile);
    await page.getByRole('button', { name: 'Tentar novamente', exact: true }).click();
    await expect(earnings.locator('table caption')).toHaveText('Geral por mês', { timeout: 30_000 });
  });
});

