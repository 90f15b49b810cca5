// Renders every story of the static Storybook build in Chromium and fails on any error: a story
// that throws, a play function that fails, a missing story, a page error, an HTTP error or an
// accessibility violation of impact serious or critical (story-driver.js).
import { chromium } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startStaticServer } from '../../shell/server/static-server';

const STORY_TIMEOUT_MS = 15_000;
const staticDir = join(import.meta.dirname, '..', 'storybook-static');

const server = await startStaticServer({ dir: staticDir, port: 0 });
const baseUrl = `http://localhost:${(server.address() as AddressInfo).port}`;
const index = (await (await fetch(`${baseUrl}/index.json`)).json()) as { entries: Record<string, { id: string; type: string; title: string; name: string; tags?: string[] }> };
const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
const docsPages = Object.values(index.entries).filter((entry) => entry.type === 'docs');

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const pageProblems: string[] = [];
page.on('pageerror', (error) => pageProblems.push(`page error: ${error.message}`));
page.on('response', (response) => {
  if (response.status() >= 400) pageProblems.push(`HTTP ${response.status()} ${response.url()}`);
});

await page.addInitScript({ path: join(import.meta.dirname, 'story-driver.js') });
await page.goto(`${baseUrl}/iframe.html`, { waitUntil: 'load' });
await page.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__));

const failures: string[] = [];
let passed = 0;
for (const story of stories) {
  pageProblems.length = 0;
  const outcome = await page.evaluate(
    ([storyId, timeout]) => (window as unknown as { renderStory(id: string, t: number): Promise<string> }).renderStory(storyId, timeout),
    [story.id, STORY_TIMEOUT_MS] as const,
  );
  // Let effects that run after the first render report their errors too.
  await page.waitForTimeout(50);
  const problems = [...(outcome === 'ok' ? [] : [outcome]), ...pageProblems];
  if (problems.length === 0) passed += 1;
  else failures.push(`${story.title} › ${story.name} (${story.id}): ${problems.join('; ')}`);
}

// A designer opens a story on its own, with nothing loaded before it: stories that play steps are
// opened once more that way, so a step that only passes once an earlier story loaded its parts fails.
const played = stories.filter((story) => story.tags?.includes('play-fn'));
for (const story of played) {
  const cold = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const coldProblems: string[] = [];
  cold.on('pageerror', (error) => coldProblems.push(`page error: ${error.message}`));
  await cold.addInitScript({ path: join(import.meta.dirname, 'story-driver.js') });
  await cold.goto(`${baseUrl}/iframe.html`, { waitUntil: 'load' });
  await cold.waitForFunction(() => Boolean((window as unknown as { __STORYBOOK_ADDONS_CHANNEL__?: unknown }).__STORYBOOK_ADDONS_CHANNEL__));
  const outcome = await cold.evaluate(
    ([storyId, timeout]) => (window as unknown as { renderStory(id: string, t: number): Promise<string> }).renderStory(storyId, timeout),
    [story.id, STORY_TIMEOUT_MS] as const,
  );
  await cold.close();
  const problems = [...(outcome === 'ok' ? [] : [outcome]), ...coldProblems];
  if (problems.length > 0) failures.push(`${story.title} › ${story.name} (${story.id}), opened on its own: ${problems.join('; ')}`);
}

// Every docs page (the welcome page and each component's page) renders without an error.
for (const docs of docsPages) {
  pageProblems.length = 0;
  await page.goto(`${baseUrl}/iframe.html?id=${docs.id}&viewMode=docs`, { waitUntil: 'load' });
  const shown = await page
    .waitForSelector('.sbdocs-content', { timeout: STORY_TIMEOUT_MS })
    .then(() => true)
    .catch(() => false);
  const problems = [...(shown ? [] : ['the docs page never showed']), ...pageProblems];
  if (problems.length > 0) failures.push(`${docs.title} › ${docs.name} (${docs.id}): ${problems.join('; ')}`);
}

await browser.close();
server.close();

for (const failure of failures) console.error(`✗ ${failure}`);
console.log(`Storybook smoke: ${stories.length} stories (${played.length} of them also opened on their own), ${docsPages.length} docs pages`);
console.log(`${passed} stories passed, ${failures.length} failures`);
process.exit(failures.length === 0 && stories.length > 0 ? 0 : 1);
