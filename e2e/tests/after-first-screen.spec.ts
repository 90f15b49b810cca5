import { expect, firstScreenGroup, test } from '../fixtures/portal-test';

// What the signed-in dashboard's first screen does not show (the widgets' remotes, supabase-js, the
// figures' reservations) starts once that screen is on screen: after the browser reports its first
// contentful paint, not between the main thread's paint and the frame reaching the screen, where a
// request answered quickly would end before the screen showed (shell/src/app/after-first-paint.ts).
test("a first visit asks for the widgets' remotes and supabase-js only once the dashboard's first screen is on screen", async ({ ownerPage: page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText(/Sua sessão de fotos está marcada para/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ganhos' })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const clientFiles = await firstScreenGroup(page, 'supabase-client');
  expect(clientFiles.length).toBeGreaterThan(0);

  const timing = await page.evaluate((files) => {
    const kindOf = (url: string) =>
      url.endsWith('/mf-manifest.json') ? 'manifest' : files.some((file) => url.endsWith(`/${file}`)) ? 'client' : url.includes('/rest/v1/reservations?') ? 'reservations' : null;
    const shown = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const started = performance
      .getEntriesByType('resource')
      .map((entry) => ({ name: entry.name, kind: kindOf(entry.name), startTime: entry.startTime }))
      .filter((entry) => entry.kind !== null);
    return { shown, started };
  }, clientFiles);

  expect(timing.shown).not.toBeNull();
  const count = (kind: string) => timing.started.filter((entry) => entry.kind === kind).length;
  // The four widget remotes' manifests, every file of supabase-js, and the figures' reservations.
  expect(count('manifest')).toBe(4);
  expect(count('client')).toBe(clientFiles.length);
  expect(count('reservations')).toBeGreaterThan(0);
  for (const entry of timing.started) expect(entry.startTime, `${entry.name} started before the first screen was shown`).toBeGreaterThanOrEqual(timing.shown!);
});
