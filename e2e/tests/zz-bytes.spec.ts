import { chromium } from '@playwright/test';
import { readBundleContents } from '../../bench/measure/bundle-contents';
import { measureFirstRender } from '../../bench/measure/first-render';
import { workspaceRoot } from '../../shell/server/portal-remotes';
import { test } from '../fixtures/portal-test';
import { systemInfo } from '../fixtures/system';
import { chromiumLaunchOptions } from '../playwright.config';
test('bytes', async () => {
  const browser = await chromium.launch(chromiumLaunchOptions);
  const shell = readBundleContents(`${workspaceRoot}/shell`);
  const r = await measureFirstRender(browser, `${systemInfo().shellUrl}/auth`, { ready: (p) => p.getByRole('button', { name: 'entrar', exact: true }).waitFor() });
  console.log('TOTAL JS gzip', r.js.gzip, 'brotli', r.js.brotli);
  for (const f of r.files.sort((a, b) => b.gzip - a.gzip).slice(0, 14)) {
    const mods = Object.entries(shell[new URL(f.url).pathname.slice(1)] ?? {}).sort((a, b) => b[1] - a[1]).slice(0, 5).map(([k, v]) => `${k.slice(0, 45)}:${v}`);
    console.log(new URL(f.url).pathname, f.gzip, mods.join(' | '));
  }
  await browser.close();
});
