import { expect, test } from '../fixtures/portal-test';

// V8's explicit compile hint (Chrome 136 and later): every function of the file is compiled while it
// downloads, off the main thread. rspack.base.mjs puts it first in every script of every app.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

test("every script of the signed-in dashboard, the shell's and the remotes', asks to be compiled while it downloads", async ({ ownerPage: page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.status() === 200 && /\.js$/.test(new URL(response.url()).pathname)) scripts.set(response.url(), response.text());
  });
  await page.goto('/dashboard');
  await expect(page.getByText(/Sua sessão de fotos está marcada para/)).toBeVisible();
  // The shell's files and those of the four remotes whose widgets the dashboard shows (they load
  // after the first paint), then whatever else the page loads once it is idle.
  const origins = () => new Set([...scripts.keys()].map((url) => new URL(url).origin)).size;
  await expect.poll(origins, { timeout: 20_000 }).toBeGreaterThanOrEqual(5);
  await page.waitForLoadState('networkidle');
  expect(scripts.size).toBeGreaterThan(30);
  const unmarked: string[] = [];
  for (const [url, body] of scripts) if (!(await body).startsWith(COMPILE_HINT)) unmarked.push(url);
  expect(unmarked).toEqual([]);
});
