import type { Page } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { AUTH_STORAGE_KEY, expect, test } from '../fixtures/portal-test';

/**
 * An owner signing in on a slow, busy phone: Chromium at a 4x slower CPU, the page's main thread
 * kept busy by other work (25 ms of every 50), the owner starting as soon as the sign-in screen is
 * visible, while the app's code is still arriving and taking over. Every character and the submit
 * must arrive, whatever the timing, in each of the ways owners sign in.
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
});
