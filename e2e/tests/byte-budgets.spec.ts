import { chromium } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { BYTE_BUDGETS, budgetViolations } from '../../bench/budgets/byte-budgets';
import { measurePortalBytes } from '../../bench/measure/portal-bytes';
import { workspaceRoot } from '../../shell/server/portal-remotes';
import { signInSession } from '../fixtures/backend';
import { AUTH_STORAGE_KEY, expect, test } from '../fixtures/portal-test';
import { systemInfo } from '../fixtures/system';
import { chromiumLaunchOptions } from '../playwright.config';

test('the byte budgets hold: /auth, /dashboard and no shared library downloaded twice', async () => {
  test.setTimeout(120_000);
  const info = systemInfo();
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const session = { storageKey: AUTH_STORAGE_KEY, value: await signInSession(DEMO_OWNER.email, DEMO_OWNER.password) };
    const apps = [
      { packageName: 'shell', url: info.shellUrl, dir: `${workspaceRoot}/shell` },
      ...info.remotes
        .filter((remote) => remote.packageName.startsWith('mf-'))
        .map((remote) => ({ packageName: remote.packageName, federationName: remote.federationName, url: remote.url, dir: remote.dir, routes: remote.routes })),
    ];
    const bytes = await measurePortalBytes(browser, apps, session);
    const measured = {
      authFirstRenderJsGzip: bytes.auth.js.gzip,
      dashboardFirstRenderJsGzip: bytes.dashboard.js.gzip,
      duplicateSharedBytes: bytes.duplicateSharedBytes,
      chartFilesBeforeFirstPaint: bytes.chartFilesBeforeFirstPaint,
    };
    console.log(`bytes: /auth JS ${(bytes.auth.js.gzip / 1000).toFixed(1)} KB gzip, /dashboard JS ${(bytes.dashboard.js.gzip / 1000).toFixed(1)} KB gzip, duplicates ${bytes.duplicateSharedBytes} B, pure rules in more than one app ${bytes.pureCopyBytes} B`);
    expect(budgetViolations(measured), JSON.stringify(bytes.duplicates, null, 2)).toEqual([]);
    // The check bites on these very figures: a budget one byte under what was measured fails.
    expect(bytes.auth.js.gzip).toBeGreaterThan(100_000);
    expect(bytes.dashboard.js.gzip).toBeGreaterThan(bytes.auth.js.gzip);
    expect(budgetViolations(measured, { ...BYTE_BUDGETS, authFirstRenderJsGzip: bytes.auth.js.gzip - 1 })).toHaveLength(1);
    expect(budgetViolations(measured, { ...BYTE_BUDGETS, dashboardFirstRenderJsGzip: bytes.dashboard.js.gzip - 1 })).toHaveLength(1);
  } finally {
    await browser.close();
  }
});

test("the signed-in dashboard's first screen is nine files of the shell: main.js and what the page preloads for it", async () => {
  // A phone on HTTP/1.1 asks for six files at a time, and each request holds a share of the link while
  // it waits for its answer: the first screen's code travels in few files (shell/rspack.config.mjs).
  const page = await (await fetch(new URL('/dashboard', systemInfo().shellUrl))).text();
  const main = [...page.matchAll(/<script defer[^>]* src="\/([^"]+)"/g)].map(([, file]) => file!);
  const preloaded = [...page.matchAll(/<link as="script" href="\/([^"]+)" rel="preload">/g)].map(([, file]) => file!);
  const screens = JSON.parse(/<script id="portal-first-screens" type="application\/json">(.*?)<\/script>/.exec(page)![1]!) as Record<string, string[]>;
  const files = new Set([...main, ...preloaded, ...screens['screen-layout']!, ...screens['screen-dashboard']!]);
  expect(main).toHaveLength(1);
  expect(preloaded.length).toBeGreaterThan(2);
  expect([...files].filter((file) => !file.endsWith('.js'))).toEqual([]);
  expect(files.size, [...files].join(', ')).toBeLessThanOrEqual(9);
});
