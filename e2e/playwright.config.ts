import { defineConfig, devices } from '@playwright/test';
import { E2E_SHELL_URL } from './system/e2e-system';

/** Debian's Chromium, started as the machine allows (root, no GPU, closed network). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  // A journey's whole budget. Each step still waits at most `expect.timeout`; under the full
  // suite (the backend suite beside it on two cores) a page takes up to four times its idle time,
  // and a journey of ten pages 35–50 s where it takes 11 s alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_SHELL_URL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // A failed test keeps its trace: actions, DOM snapshots, network and console. Not the
    // screencast: recording it for every test cost ~40 % of the suite's time (16 tests: 147–161 s
    // with it, 91–93 s without) and the pages' CPU under the full suite's load.
    trace: { mode: 'retain-on-failure', screenshots: false },
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'chromium', testIgnore: /(business-limits|redeploy|repeat-visit|version-skew)\.spec\.ts/, use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
    // Changing a business limit changes it for every page: it runs alone, after the others.
    { name: 'business-limits', testMatch: /business-limits\.spec\.ts/, dependencies: ['chromium'], use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
    // Redeploying edits the running app-config.json, which every page reads: these run alone, last,
    // one after the other.
    { name: 'redeploy', testMatch: /redeploy\.spec\.ts/, dependencies: ['business-limits'], use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
    { name: 'repeat-visit', testMatch: /repeat-visit\.spec\.ts/, dependencies: ['redeploy'], use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
    { name: 'version-skew', testMatch: /version-skew\.spec\.ts/, dependencies: ['repeat-visit'], use: { ...devices['Pixel 7'], launchOptions: chromiumLaunchOptions } },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx system/start-e2e-system.ts',
    url: `${E2E_SHELL_URL}/app-config.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
