import type { Browser, Page } from '@playwright/test';
import { BUNDLED_PER_APP, findDuplicates, libraryOf, readBundleContents, type BundleContents, type DuplicateLibrary } from './bundle-contents';
import { measureFirstRender, plantedStorage, type FirstRender, type PlantedSession } from './first-render';
import { recordDownloads, totals, type ByteTotals } from './network-bytes';
import { whenDashboardVisible } from './dashboard-visible';

export interface PortalApp {
  /** 'shell' or a remote's package name. */
  packageName: string;
  federationName?: string;
  url: string;
  dir: string;
  /** A remote's route patterns. */
  routes?: string[];
}

export interface PortalBytes {
  auth: FirstRender;
  dashboard: FirstRender;
  /** Chart library files of the dashboard's first render that arrived before its first paint. */
  chartFilesBeforeFirstPaint: string[];
  /** Each remote's own bytes (files from its origin) when its first route loads after the dashboard. */
  remotes: Record<string, ByteTotals>;
  /** Every library downloaded more than once across the shell and all six remotes. */
  duplicates: DuplicateLibrary[];
  duplicateSharedBytes: number;
  /** shared's pure rules and formatting bundled into more than one app, as designed. */
  pureCopies: DuplicateLibrary[];
  pureCopyBytes: number;
}

function concretePath(pattern: string): string {
  return pattern.replace(':propertyId', '00000000-0000-4000-8000-000000000000');
}

async function navigateInPage(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

function isChartFile(url: string, contentsByOrigin: Map<string, BundleContents>): boolean {
  const { origin, pathname } = new URL(url);
  const modules = contentsByOrigin.get(origin)?.[pathname.replace(/^\//, '')] ?? {};
  return Object.keys(modules).some((module) => libraryOf(module).startsWith('highcharts'));
}

/** Every byte figure of the portal, from real network traffic in Chromium and the build's contents. */
export async function measurePortalBytes(browser: Browser, apps: PortalApp[], session: PlantedSession): Promise<PortalBytes> {
  const shell = apps.find((app) => app.packageName === 'shell');
  if (!shell) throw new Error('the shell is not among the apps');
  const remotes = apps.filter((app) => app !== shell);
  const contentsByOrigin = new Map(apps.map((app) => [new URL(app.url).origin, readBundleContents(app.dir)]));

  const auth = await measureFirstRender(browser, `${shell.url}/auth`, {
    ready: (page) => page.getByRole('button', { name: 'entrar', exact: true }).waitFor(),
  });
  const dashboard = await measureFirstRender(browser, `${shell.url}/dashboard`, {
    session,
    // The whole first screen: the page and every widget's content, not only its greeting (the
    // widgets arrive after it, and an idle moment in between would end the count early).
    ready: async (page) => void (await whenDashboardVisible(page)),
  });
  const fcp = dashboard.firstContentfulPaintMs ?? 0;
  const chartFilesBeforeFirstPaint = dashboard.files
    .filter((file) => isChartFile(file.url, contentsByOrigin) && (dashboard.arrivedAtMs[file.url] ?? 0) <= fcp)
    .map((file) => file.url);

  // One owner session visiting every remote: what a whole visit downloads, and each remote's share.
  const context = await browser.newContext({ viewport: { width: 412, height: 915 }, isMobile: true });
  const page = await context.newPage();
  const perRemote: Record<string, ByteTotals> = {};
  const allUrls: string[] = [];
  try {
    await page.addInitScript((entries) => entries.forEach(([key, json]) => window.localStorage.setItem(key, json)), plantedStorage(session));
    const visit = recordDownloads(page);
    await page.goto(`${shell.url}/dashboard`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    let seen = (await visit.files()).length;
    for (const remote of remotes) {
      await navigateInPage(page, concretePath(remote.routes?.[0] ?? '/'));
      await page.locator(`[data-remote="${remote.federationName}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      const files = await visit.files();
      const origin = new URL(remote.url).origin;
      perRemote[remote.packageName] = totals(files.slice(seen).filter((file) => new URL(file.url).origin === origin));
      seen = files.length;
    }
    allUrls.push(...(await visit.files()).map((file) => file.url));
  } finally {
    await context.close();
  }
  const copies = findDuplicates([...allUrls, ...auth.files.map((file) => file.url)], contentsByOrigin);
  const duplicates = copies.filter((copy) => !BUNDLED_PER_APP.includes(copy.library));
  const pureCopies = copies.filter((copy) => BUNDLED_PER_APP.includes(copy.library));
  const sum = (list: DuplicateLibrary[]) => list.reduce((total, duplicate) => total + duplicate.duplicateBytes, 0);
  return {
    auth,
    dashboard,
    chartFilesBeforeFirstPaint,
    remotes: perRemote,
    duplicates,
    duplicateSharedBytes: sum(duplicates),
    pureCopies,
    pureCopyBytes: sum(pureCopies),
  };
}
