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
    const shown = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const started = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/mf-manifest.json') || files.some((file) => entry.name.endsWith(`/${file}`)) || entry.name.includes('/rest/v1/reservations?'))
      .map((entry) => ({ name: entry.name, startTime: entry.startTime }));
    return { shown, started };
  }, clientFiles);

  expect(timing.shown).not.toBeNull();
  // The four widget remotes' manifests, every file of supabase-js, and the figures' reservations.
  expect(timing.started.filter((entry) => entry.name.endsWith('/mf-manifest.json'))).toHaveLength(4);
  expect(timing.started.filter((entry) => clientFiles.some((file) => entry.name.endsWith(`/${file}`)))).toHaveLength(clientFiles.length);
  expect(timing.started.filter((entry) => entry.name.includes('/rest/v1/reservations?')).length).toBeGreaterThan(0);
  for (const entry of timing.started) expect(entry.startTime, `${entry.name} started before the first screen was shown`).toBeGreaterThanOrEqual(timing.shown!);
});
