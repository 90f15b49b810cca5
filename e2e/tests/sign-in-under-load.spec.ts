import type { Browser, Page } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { AUTH_STORAGE_KEY, expect, test } from '../fixtures/portal-test';

/**
 * An owner signing in on a slow, busy phone: Chromium at a 4x slower CPU, the page's main thread
 * kept busy by other work (25 ms of every 50), the owner starting as soon as the sign-in screen is
 * visible, while the app's code is still arriving and taking over. Every character and the submit
 * must arrive, whatever the timing, in each of the ways owners sign in, and in the sign-up and
 * forgot-password forms the app draws over the prerendered page when their link opens it.
 */
const ATTEMPTS = 5;

const BUSY_MAIN_THREAD = `(() => {
  const busy = () => {
    const end = performance.now() + 25;
    while (performance.now() < end);
    setTimeout(busy, 25);
  };
  setTimeout(busy, 0);
})();`;

type Way = (page: Page) => Promise<void>;

const WAYS: [string, Way][] = [
  [
    "taps the e-mail, types, taps the password, types, taps 'entrar'",
    async (page) => {
      await page.getByLabel('email').tap();
      await page.keyboard.type(DEMO_OWNER.email);
      await page.getByLabel('senha', { exact: true }).tap();
      await page.keyboard.type(DEMO_OWNER.password);
      await page.getByRole('button', { name: 'entrar', exact: true }).tap();
    },
  ],
  [
    'taps the e-mail, types, taps the password, types, presses Enter',
    async (page) => {
      await page.getByLabel('email').tap();
      await page.keyboard.type(DEMO_OWNER.email);
      await page.getByLabel('senha', { exact: true }).tap();
      await page.keyboard.type(DEMO_OWNER.password);
      await page.keyboard.press('Enter');
    },
  ],
  [
    'a password manager fills both fields and the owner presses Go at once',
    async (page) => {
      await page.getByLabel('email').fill(DEMO_OWNER.email);
      await page.getByLabel('senha', { exact: true }).fill(DEMO_OWNER.password);
      await page.keyboard.press('Enter');
    },
  ],
  [
    "types the e-mail, moves on with the keyboard's Next, types the password and presses Go",
    async (page) => {
      await page.getByLabel('email').tap();
      await page.keyboard.type(DEMO_OWNER.email);
      await page.keyboard.press('Tab');
      await page.keyboard.type(DEMO_OWNER.password);
      await page.keyboard.press('Enter');
    },
  ],
];

/** A fresh phone-sized page at a 4x slower CPU with a busy main thread, and what it asks the backend's `path` with. */
async function slowBusyPhone(browser: Browser, path: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(BUSY_MAIN_THREAD);
  const sent: Record<string, unknown>[] = [];
  // Answered here, so no e-mail goes out and no account is made: what matters is what arrives.
  await page.route(`**/auth/v1/${path}**`, async (route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
  return { context, page, sent };
}

test.describe('signing in on a slow, busy phone loses nothing', () => {
  for (const [way, signIn] of WAYS) {
    test(`${ATTEMPTS} times: the owner ${way}`, async ({ browser }) => {
      test.setTimeout(ATTEMPTS * 45_000);
      for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
        const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'pt-BR' });
        try {
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await page.addInitScript(BUSY_MAIN_THREAD);
          await page.goto('/auth', { waitUntil: 'commit' });
          await page.getByLabel('email').waitFor();
          await signIn(page);
          await expect(page, `attempt ${attempt}`).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
          const email = await page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { user?: { email?: string } }).user?.email, AUTH_STORAGE_KEY);
          expect(email, `attempt ${attempt}`).toBe(DEMO_OWNER.email);
        } finally {
          await context.close();
        }
      }
    });
  }

  test(`${ATTEMPTS} times: forgot password opened from its link, the e-mail typed at once and sent with Enter`, async ({ browser }) => {
    test.setTimeout(ATTEMPTS * 45_000);
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const { context, page, sent } = await slowBusyPhone(browser, 'recover');
      try {
        await page.goto('/auth#esqueci-a-senha', { waitUntil: 'commit' });
        await page.getByLabel('email').waitFor();
        await page.getByLabel('email').tap();
        await page.keyboard.type(DEMO_OWNER.email);
        await page.keyboard.press('Enter');
        await expect.poll(() => sent.length, { message: `attempt ${attempt}`, timeout: 30_000 }).toBe(1);
        expect(sent[0]!.email, `attempt ${attempt}`).toBe(DEMO_OWNER.email);
      } finally {
        await context.close();
      }
    }
  });

  test(`${ATTEMPTS} times: sign-up opened from its link, e-mail typed at once, both passwords, sent with Enter`, async ({ browser }) => {
    test.setTimeout(ATTEMPTS * 45_000);
    const email = 'nova.proprietaria@exemplo.com.br';
    for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
      const { context, page, sent } = await slowBusyPhone(browser, 'signup');
      try {
        await page.goto('/auth#criar-conta', { waitUntil: 'commit' });
        await page.getByLabel('email').waitFor();
        await page.getByLabel('email').tap();
        await page.keyboard.type(email);
        await page.getByLabel('senha', { exact: true }).tap();
        await page.keyboard.type(DEMO_OWNER.password);
        // The confirmation field is the app's own: the owner taps it once it is there.
        await page.getByLabel('confirme a senha').tap();
        await page.keyboard.type(DEMO_OWNER.password);
        await page.keyboard.press('Enter');
        await expect.poll(() => sent.length, { message: `attempt ${attempt}`, timeout: 30_000 }).toBe(1);
        expect([sent[0]!.email, sent[0]!.password], `attempt ${attempt}`).toEqual([email, DEMO_OWNER.password]);
      } finally {
        await context.close();
      }
    }
  });
});
