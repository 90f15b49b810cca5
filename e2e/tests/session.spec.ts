import type { Page } from '@playwright/test';
import { createOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { AUTH_STORAGE_KEY, expect, firstScreenGroup, startSignedIn, test } from '../fixtures/portal-test';

/** The session supabase-js keeps in the page's storage. */
async function storedSession(page: Page) {
  return page.evaluate((key) => JSON.parse(window.localStorage.getItem(key) ?? 'null') as { access_token: string; refresh_token: string } | null, AUTH_STORAGE_KEY);
}

/**
 * supabase-js (which refreshes the session) loads after the first paint: until its files are in,
 * a jump of the clock would fire the chunk loader's two-minute timeout and fail them. Call before
 * the page opens; the returned function waits for those files, then for the page to be idle.
 */
function watchSessionClient(page: Page): () => Promise<void> {
  const finished = new Set<string>();
  page.on('requestfinished', (request) => finished.add(new URL(request.url()).pathname));
  return async () => {
    const files = await firstScreenGroup(page, 'supabase-client');
    expect(files.length).toBeGreaterThan(0);
    await expect.poll(() => files.filter((file) => !finished.has(`/${file}`)), { timeout: 20_000 }).toEqual([]);
    await page.waitForLoadState('networkidle');
  };
}

test.describe('session', () => {
  test('a session close to expiry is refreshed silently', async ({ page }) => {
    const owner = await createOwner('renovacao');
    await page.clock.install();
    await startSignedIn(page, owner.email, owner.password);
    const untilSessionClientLoaded = watchSessionClient(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await untilSessionClientLoaded();
    const before = await storedSession(page);

    const refreshed = page.waitForResponse((response) => response.url().includes('grant_type=refresh_token') && response.status() === 200);
    // 56 minutes later the hour-long token has 4 minutes left: under the 300 s threshold.
    await page.clock.fastForward('56:00');
    await refreshed;
    await expect.poll(async () => (await storedSession(page))?.refresh_token).not.toBe(before?.refresh_token);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Sessão expirada')).toHaveCount(0);
  });

  test("a revoked session ends with 'Sessão expirada' shown once", async ({ page }) => {
    const owner = await createOwner('revogada');
    await page.clock.install();
    const session = await startSignedIn(page, owner.email, owner.password);
    const untilSessionClientLoaded = watchSessionClient(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await untilSessionClientLoaded();

    // Signed out everywhere from another device: the refresh token dies on the server.
    const { error } = await backendClient().auth.admin.signOut(session.access_token, 'global');
    expect(error).toBeNull();

    await page.clock.fastForward('56:00');
    // The refused refresh ends the session; the sign-in screen's code and the toaster's (which loads
    // with its first toast) download then, up to four times slower under the full suite's load.
    await expect(page).toHaveURL(/\/auth$/, { timeout: 20_000 });
    await expect(page.getByText('Faça login novamente para continuar.')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('Sessão expirada')).toHaveCount(1);
    expect(await storedSession(page)).toBeNull();
  });

  test('the offline banner shows while the connection is down', async ({ ownerPage: page, context }) => {
    await page.goto('/dashboard');
    const banner = page.getByText('Você está offline. Algumas funções podem não estar disponíveis.');
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });
});

test.describe('logout', () => {
  test('clears the stored session and lands on /auth even when the backend never answers', async ({ page }) => {
    const owner = await createOwner('saida');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/conta');
    await expect(page.getByRole('button', { name: 'Sair da conta' })).toBeVisible();
    await page.route('**/auth/v1/logout**', () => {
      /* the backend never answers */
    });
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Sair da conta' }).click();
    await expect(page).toHaveURL(/\/auth$/, { timeout: 10_000 });
    const elapsed = Date.now() - clicked;
    expect(elapsed).toBeGreaterThanOrEqual(4_500);
    expect(elapsed).toBeLessThan(9_000);
    expect(await storedSession(page)).toBeNull();
    await expect(page.getByRole('button', { name: 'entrar', exact: true })).toBeVisible();
  });
});
