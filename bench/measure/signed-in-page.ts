import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { plantedStorage, type PlantedSession } from './first-render';

/** A phone-sized page that opens signed in (the session planted in its storage), with the visibility probe in place. */
export async function signedInPage(browser: Browser, session: PlantedSession): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
  const page = await context.newPage();
  await page.addInitScript((entries) => entries.forEach(([key, json]) => window.localStorage.setItem(key, json)), plantedStorage(session));
  await page.addInitScript({ path: join(import.meta.dirname, 'visibility-probe.js') });
  return page;
}
