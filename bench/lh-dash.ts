import { writeFileSync } from 'node:fs';
import { spawn } from 'node:child_process';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { startBenchPortal } from './measure/bench-portal';
const portal = await startBenchPortal();
try {
  for (let run = 0; run < 2; run++) {
  const port = 9333 + run;
  const chrome = spawn('/usr/bin/chromium', ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', `--remote-debugging-port=${port}`, `--user-data-dir=/tmp/lhprof${run}`, 'about:blank'], { stdio: 'ignore', detached: true });
  await new Promise((r) => setTimeout(r, 1500));
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${portal.shellUrl}/app-config.json`);
  await page.evaluate(([key, json]) => window.localStorage.setItem(key, json), [portal.session.storageKey, JSON.stringify(portal.session.value)] as const);
  await page.close(); await browser.close();
  const result = await lighthouse(`${portal.shellUrl}/dashboard`, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true });
  writeFileSync(`/tmp/lh-dash${run}.json`, JSON.stringify(result!.lhr));
  process.kill(-chrome.pid!);
  }
} finally { await portal.stop(); }
