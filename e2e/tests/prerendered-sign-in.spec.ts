import type { Page, Route } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { AUTH_STORAGE_KEY, expect, startSignedIn, test } from '../fixtures/portal-test';

/**
 * `/auth` arrives as auth.html, the sign-in screen rendered at build time: it paints with the HTML and
 * works as a form while the app's code arrives; the app then renders the same screen over it, in
 * one task, with what was typed.
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

/** The e-mail of the session the portal keeps once signed in. */
async function signedInEmail(page: Page): Promise<string | undefined> {
  return page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { email?: string } }).user?.email, AUTH_STORAGE_KEY);
}

test.describe('the prerendered sign-in screen', () => {
  test('is drawn by the page itself before any script runs, and a form sent meanwhile is sent by the app once it runs', async ({ page }) => {
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

    await page.getByLabel('email').fill(DEMO_OWNER.email);
    await page.getByLabel('senha', { exact: true }).fill(DEMO_OWNER.password);
    await page.getByLabel('senha', { exact: true }).press('Enter');
    // The browser did not send it (the password stays out of the address, the page stays).
    expect(page.url()).toMatch(/\/auth$/);
    expect(navigations).toBe(1);

    await scripts.release();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await signedInEmail(page)).toBe(DEMO_OWNER.email);
    expect(refused).toEqual([]);
  });

  test('every key typed while the app takes over reaches its form, with focus and caret, and the app signs in with it', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1, name: 'bem-vindo de volta' });
    const before = await heading.boundingBox();
    await page.getByLabel('email').click();
    await page.keyboard.type(DEMO_OWNER.email.slice(0, 6));
    // The code arrives while the owner keeps typing, a key every 10 ms, across the takeover.
    await scripts.release();
    await page.keyboard.type(DEMO_OWNER.email.slice(6), { delay: 10 });
    await page.keyboard.press('Tab');
    await page.keyboard.type(DEMO_OWNER.password, { delay: 10 });
    await expect(page.getByText(BRAND)).toBeVisible();
    // The app's screen is in place: same place, same text.
    expect(await heading.boundingBox()).toEqual(before);
    await expect(page.getByLabel('email')).toHaveValue(DEMO_OWNER.email);
    await expect(page.getByLabel('senha', { exact: true })).toHaveValue(DEMO_OWNER.password);
    await expect(page.getByLabel('senha', { exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await signedInEmail(page)).toBe(DEMO_OWNER.email);
  });

  test('a mode link tapped before the app runs is where the app starts, with what was typed after it', async ({ page }) => {
    const scripts = await holdScripts(page);
    await page.goto('/auth', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'não tem conta? crie agora' }).click();
    await expect(page).toHaveURL(/\/auth#criar-conta$/);
    await page.getByLabel('email').fill('nova@exemplo.com');
    await scripts.release();
    await expect(page.getByRole('heading', { level: 1, name: 'crie sua conta' })).toBeVisible();
    await expect(page.getByLabel('confirme a senha')).toBeVisible();
    await expect(page.getByLabel('email')).toHaveValue('nova@exemplo.com');
    // Back returns to sign-in.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'bem-vindo de volta' })).toBeVisible();
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
