import type { Page, Route } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

/**
 * `/auth` arrives as auth.html, the sign-in screen rendered at build time: it paints with the HTML,
 * and the app renders the same screen over it once its code has run.
 */

/** Holds every script of the page until `release` is called, as a slow network would. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?|$)/, async (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

/** Inline scripts the page's content security policy refused (none is the goal). */
function refusedScripts(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text()) && /script/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

const BRAND = 'Lar Temporada';

test.describe('the prerendered sign-in screen', () => {
  test('is drawn by the page itself before any script runs, and cannot be sent by the browser meanwhile', async ({ page }) => {
    const refused = refusedScripts(page);
    const scripts = await holdScripts(page);
    let navigations = 0;
    page.on('framenavigated', () => (navigations += 1));
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'bem-vindo de volta' })).toBeVisible();
    await expect(page.getByLabel('email')).toBeVisible();
    await expect(page.getByText('até 40% mais renda do que administrando sozinho')).toBeVisible();
    await expect(page.getByRole('status', { name: 'Carregando' })).toBeHidden();
    // The brand's line is kept while the app has not written the name yet.
    await expect(page.getByText(BRAND)).toHaveCount(0);

    await page.getByLabel('email').fill('alguem@exemplo.com');
    await page.getByLabel('senha', { exact: true }).fill('Segura@2026');
    await page.getByLabel('senha', { exact: true }).press('Enter');
    await page.getByRole('button', { name: 'entrar', exact: true }).click();
    expect(page.url()).toMatch(/\/auth$/);
    expect(navigations).toBe(1);

    await scripts.release();
    await expect(page.getByText(BRAND)).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('keeps what the owner typed before the app took over, and the app signs in with it', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('email').fill(DEMO_OWNER.email);
    await page.getByLabel('senha', { exact: true }).fill(DEMO_OWNER.password.slice(0, -1));
    const heading = page.getByRole('heading', { level: 1, name: 'bem-vindo de volta' });
    const before = await heading.boundingBox();

    await scripts.release();
    await expect(page.getByText(BRAND)).toBeVisible();
    // The app's screen is in place: same place, same text, same focus.
    expect(await heading.boundingBox()).toEqual(before);
    await expect(page.getByLabel('email')).toHaveValue(DEMO_OWNER.email);
    await expect(page.getByLabel('senha', { exact: true })).toHaveValue(DEMO_OWNER.password.slice(0, -1));
    await expect(page.getByLabel('senha', { exact: true })).toBeFocused();

    await page.keyboard.type(DEMO_OWNER.password.slice(-1));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("runs none of the app's code until the owner first touches it, then takes over", async ({ page }) => {
    await page.goto('/auth');
    await page.waitForTimeout(1500);
    // Downloaded ahead (preloads), but the app has not started: the brand's line is still empty.
    await expect(page.getByText(BRAND)).toHaveCount(0);
    expect(await page.evaluate(() => document.querySelector('script[src*="/main."]') === null)).toBe(true);
    await page.getByLabel('email').click();
    await expect(page.getByText(BRAND)).toBeVisible();
    await expect(page.getByLabel('email')).toBeFocused();
    expect(await page.evaluate(() => document.querySelector('script[src*="/main."]') !== null)).toBe(true);
  });

  test('a button pressed before the app took over is pressed again by the app, and what was typed after it is kept', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'não tem conta? crie agora' }).click();
    // Typed after the press, still on the prerendered screen: kept in the mode the press chose.
    await page.getByLabel('email').fill('nova@exemplo.com');
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1, name: 'crie sua conta' })).toBeVisible();
    await expect(page.getByLabel('confirme a senha')).toBeVisible();
    await expect(page.getByLabel('email')).toHaveValue('nova@exemplo.com');
  });

  test('a press held while the app takes over is not lost: the screen is replaced after the release, in the mode it chose', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'não tem conta? crie agora' }).hover();
    await page.mouse.down();
    // The press started the app; once all its code is in, the app would draw its own screen now.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await page.mouse.up();
    await expect(page.getByRole('heading', { level: 1, name: 'crie sua conta' })).toBeVisible();
    await expect(page.getByLabel('confirme a senha')).toBeVisible();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  });

  test('a press still held when the app replaces the screen is completed by the app: released on the same button, it signs in', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByLabel('email').fill(DEMO_OWNER.email);
    await page.getByLabel('senha', { exact: true }).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: 'entrar', exact: true }).hover();
    await page.mouse.down();
    // The app waits a while for the release, then takes over all the same: the button pressed is gone.
    await scripts.release();
    await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText(BRAND)).toBeVisible();
    const signIn = page.waitForRequest((request) => request.url().includes('grant_type=password'), { timeout: 30_000 });
    await page.mouse.up();
    await signIn;
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('is never shown to a signed-in owner, who goes on to the portal', async ({ page }) => {
    const refused = refusedScripts(page);
    await startSignedIn(page);
    const scripts = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await expect(page.getByRole('status', { name: 'Carregando' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'bem-vindo de volta' })).toBeHidden();
    await scripts.release();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(refused).toEqual([]);
  });

  test("is not shown over an e-mailed link's error: the screen appears with its message", async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/auth#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { name: 'bem-vindo de volta' })).toBeHidden();
    await scripts.release();
    await expect(page.getByRole('heading', { name: 'bem-vindo de volta' })).toBeVisible();
    await expect(page.getByRole('alert')).toBeVisible();
  });
});
