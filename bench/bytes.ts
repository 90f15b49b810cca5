// `pnpm --filter @portal/bench run bytes`: where the first render's JavaScript goes, by library.
// For a feature team asking "what did my change add?"; the budgets themselves are checked by
// npm test and reported by `npm run bench`.
import type { Page } from '@playwright/test';
import { startBenchPortal } from './measure/bench-portal';
import { readBundleContents } from './measure/bundle-contents';
import { bytesByLibrary } from './measure/bytes-by-library';
import { measureFirstRender } from './measure/first-render';
import { whenDashboardVisible } from './measure/dashboard-visible';

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const portal = await startBenchPortal();
try {
  const contentsByOrigin = new Map(portal.apps.map((app) => [new URL(app.url).origin, readBundleContents(app.dir)]));
  const pages = [
    { name: '/auth (signed out)', path: '/auth', session: undefined, ready: (p: Page) => p.getByRole('button', { name: 'entrar', exact: true }).waitFor() },
    // The whole first screen: the page and every widget's content, not only its greeting.
    { name: '/dashboard (demo owner)', path: '/dashboard', session: portal.session, ready: async (p: Page) => void (await whenDashboardVisible(p)) },
  ];
  for (const page of pages) {
    const render = await measureFirstRender(portal.browser, `${portal.shellUrl}${page.path}`, { session: page.session, ready: page.ready });
    console.log(`\n${page.name}: ${kb(render.js.gzip)} gzip of JavaScript in ${render.files.filter((file) => file.kind === 'js').length} files`);
    for (const share of bytesByLibrary(render.files, contentsByOrigin)) {
      if (share.gzip >= 500) console.log(`  ${kb(share.gzip).padStart(9)}  ${share.library}`);
    }
  }
} finally {
  await portal.stop();
}
