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
  // The suite's longest test: two first renders and a visit of all six remotes, each waiting for
  // the network to go idle. 14–21 s alone, 66–78 s under the full suite (five runs): under the
  // 120 s it had, the least room of any test.
  test.setTimeout(240_000);
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

    // A phone on HTTP/1.1 asks for six files at a time, and each request holds a share of the link
    // while it waits for its answer: the first screens' code travels in few files
    // (shell/rspack.config.mjs), supabase-js (which restores the session first) among them, and the
    // sign-in screen never downloads the signed-in screens' one.
    const shellScripts = (files: { url: string }[]) => files.map(({ url }) => new URL(url)).filter((url) => url.origin === new URL(info.shellUrl).origin && url.pathname.endsWith('.js'));
    const dashboardScripts = shellScripts(bytes.dashboard.files);
    const beforeFirstPaint = dashboardScripts.filter((url) => (bytes.dashboard.arrivedAtMs[url.href] ?? Infinity) <= (bytes.dashboard.firstContentfulPaintMs ?? 0));
    const arrivals = `first paint at ${bytes.dashboard.firstContentfulPaintMs} ms; the shell's files arrived at ${JSON.stringify(dashboardScripts.map((url) => [url.pathname, bytes.dashboard.arrivedAtMs[url.href]]))}`;
    console.log(`the dashboard's first paint: ${beforeFirstPaint.length} files of the shell (${beforeFirstPaint.map((url) => url.pathname).join(' ')})`);
    expect(beforeFirstPaint.length, arrivals).toBeGreaterThan(3);
    expect(beforeFirstPaint.length, arrivals).toBeLessThanOrEqual(8);
    expect(beforeFirstPaint.map((url) => url.pathname)).toContainEqual(expect.stringMatching(/^\/signed-in-shared\.\w+\.js$/));
    expect(beforeFirstPaint.map((url) => url.pathname)).toContainEqual(expect.stringMatching(/^\/screen-signed-in\.\w+\.js$/));
    expect(shellScripts(bytes.auth.files).map((url) => url.pathname)).not.toContainEqual(expect.stringMatching(/signed-in-shared/));
  } finally {
    await browser.close();
  }
});

