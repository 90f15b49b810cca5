// `pnpm --filter @portal/bench run bytes`: where the first render's JavaScript goes, by library.
// For a feature team asking "what did my change add?"; the budgets themselves are checked by
// npm test and reported by `npm run bench`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { workspaceRoot } from '../shell/server/portal-remotes';
import { startSystem } from '../shell/server/system';
import { readBundleContents } from './measure/bundle-contents';
import { bytesByLibrary } from './measure/bytes-by-library';
import { measureFirstRender } from './measure/first-render';
import { signInForBench, CHROMIUM_ARGS, AUTH_STORAGE_KEY } from './measure/bench-session';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const runtimeDir = mkdtempSync(join(tmpdir(), 'bench-bytes-'));
const system = await startSystem({
  shellPort: 0,
  firstRemotePort: 0,
  runtimeDir,
  backend: { port: 0, dataDir: join(runtimeDir, 'database'), seedDemo: true, quiet: true },
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
try {
  const contentsByOrigin = new Map([
    [new URL(system.shellUrl).origin, readBundleContents(join(workspaceRoot, 'shell'))],
    ...system.remotes.map((remote) => [new URL(remote.url).origin, readBundleContents(remote.dir)] as const),
  ]);
  const session = { storageKey: AUTH_STORAGE_KEY, value: await signInForBench(system.backend, DEMO_OWNER) };
  const pages = [
    { name: '/auth (signed out)', url: `${system.shellUrl}/auth`, ready: { role: 'button' as const, name: 'entrar' }, session: undefined },
    { name: '/dashboard (demo owner)', url: `${system.shellUrl}/dashboard`, ready: { role: 'heading' as const, name: undefined }, session },
  ];
  for (const page of pages) {
    const render = await measureFirstRender(browser, page.url, {
      session: page.session,
      ready: (p) => p.getByRole(page.ready.role, page.ready.name ? { name: page.ready.name, exact: true } : { level: 1 }).first().waitFor(),
    });
    console.log(`\n${page.name}: ${kb(render.js.gzip)} gzip of JavaScript in ${render.files.filter((file) => file.kind === 'js').length} files`);
    for (const share of bytesByLibrary(render.files, contentsByOrigin)) {
      if (share.gzip >= 500) console.log(`  ${kb(share.gzip).padStart(9)}  ${share.library}`);
    }
  }
} finally {
  await browser.close();
  await system.stop();
  rmSync(runtimeDir, { recursive: true, force: true });
}
