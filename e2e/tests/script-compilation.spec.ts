import { expect, test } from '../fixtures/portal-test';
import { remoteByPackage, systemInfo } from '../fixtures/system';

// V8's explicit compile hint (Chrome 136 and later): every function of the file is compiled with the
// script, on a background thread for the scripts the browser streams as they download.
// rspack.base.mjs puts it first in every script of every app.
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

// The remotes whose widgets an unlocked dashboard shows.
const WIDGET_REMOTES = ['mf-photos', 'mf-properties', 'mf-finance', 'mf-account'];

test("every script of the signed-in dashboard, the shell's and the remotes', asks to be compiled while it downloads", async ({ ownerPage: page }) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (response.status() !== 200 || !/\.js$/.test(new URL(response.url()).pathname)) return;
    // Read at once (a body is not kept for long); a failed read counts as a script without the hint.
    scripts.set(response.url(), response.text().catch(() => ''));
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Indicadores' })).toHaveAttribute('aria-busy', 'false');
  // The widgets' remotes load after the first paint; then whatever the page loads once idle.
  const expected = [systemInfo().shellUrl, ...WIDGET_REMOTES.map((name) => remoteByPackage(name).url)].map((url) => new URL(url).origin).sort();
  const origins = () => [...new Set([...scripts.keys()].map((url) => new URL(url).origin))].sort();
  await expect.poll(origins, { timeout: 20_000 }).toEqual(expected);
  await page.waitForLoadState('networkidle');

  const unmarked: string[] = [];
  for (const [url, body] of scripts) if (!(await body).startsWith(COMPILE_HINT)) unmarked.push(url);
  expect(unmarked).toEqual([]);
});
