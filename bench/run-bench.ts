// `npm run bench`: the figures owners feel and teams wait for, in one run, written to
// bench/results/latest.json and printed as a Markdown table. Budgets on bytes are checked by
// `npm test`; timings are reported here only (shared machines make them noisy).
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem, type as osType, release } from 'node:os';
import { join } from 'node:path';
import { workspaceRoot } from '../shell/server/portal-remotes';
import { BYTE_BUDGETS, budgetViolations } from './budgets/byte-budgets';
import { startBenchPortal } from './measure/bench-portal';
import { measureBackendLatency } from './measure/backend-latency';
import { measureRemoteTimings } from './measure/browser-timing';
import { measureBuildTimes } from './measure/build-times';
import { measureDatabaseScale } from './measure/database-scale';
import { measureDomainScaling } from './measure/domain-scaling';
import { measureFinancePage } from './measure/finance-page';
import { measureLighthouse } from './measure/lighthouse';
import { measureMessagesPage } from './measure/messages-page';
import { measurePortalBytes } from './measure/portal-bytes';
import { measureOwnerJourney } from './measure/owner-journey';
import { measureRepeatVisit } from './measure/repeat-visit';
import { toMarkdown } from './report';

const startedAt = Date.now();
const log = (message: string) => console.error(`[bench ${Math.round((Date.now() - startedAt) / 1000)} s] ${message}`);

log('cold builds');
const build = measureBuildTimes();

log('starting the portal');
const portal = await startBenchPortal({ shell: 28080, firstRemote: 28081, backend: 25421 });
let result;
try {
  const { browser, session, apps, shellUrl, backend: portalBackend } = portal;
  log('the owner journey on a phone profile (4x CPU, slow 4G), 5 runs');
  const ownerJourney = await measureOwnerJourney(browser, shellUrl, 5);
  log('bytes from network traffic');
  const bytes = await measurePortalBytes(browser, apps, session);
  log('navigation and deep-link timings');
  const timings = await measureRemoteTimings(browser, shellUrl, apps.slice(1), session);
  log('/financeiro: bytes before and after its chart, and 1000 reservations');
  const finance = await measureFinancePage(browser, shellUrl, portalBackend, session);
  log('/mensagens: its own code, its first screens, and a reply reaching an open thread');
  const messages = await measureMessagesPage(browser, shellUrl, portalBackend, session);
  log('repeat visit of /dashboard with a warm cache');
  const repeatVisit = await measureRepeatVisit(shellUrl, apps.map((app) => app.url), session);
  log('Lighthouse on /auth');
  const lighthouseAuth = await measureLighthouse(`${shellUrl}/auth`);
  log('Lighthouse on /dashboard, signed in');
  const lighthouseDashboard = await measureLighthouse(`${shellUrl}/dashboard`, { session });
  result = { ownerJourney, bytes, timings, finance, messages, repeatVisit, lighthouse: { auth: lighthouseAuth, dashboard: lighthouseDashboard } };
} finally {
  await portal.stop();
}

log('backend latency on PGlite and PostgreSQL 15');
const backend = await measureBackendLatency();
log('domain scaling');
const domain = measureDomainScaling();
log('database at scale: an owner of 300 properties among 10,000 owners, PostgreSQL 15');
const databaseScale = await measureDatabaseScale({ log: (line) => log(`database at scale: ${line}`) });

const { bytes } = result;
const byteMeasurement = {
  authFirstRenderJsGzip: bytes.auth.js.gzip,
  dashboardFirstRenderJsGzip: bytes.dashboard.js.gzip,
  duplicateSharedBytes: bytes.duplicateSharedBytes,
  chartFilesBeforeFirstPaint: bytes.chartFilesBeforeFirstPaint,
};
const report = {
  date: new Date().toISOString(),
  machine: { os: `${osType()} ${release()}`, cpus: cpus().length, cpuModel: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  durationSeconds: Math.round((Date.now() - startedAt) / 1000),
  ownerJourney: result.ownerJourney,
  build,
  bytes: {
    auth: { js: bytes.auth.js, css: bytes.auth.css, files: bytes.auth.files.length },
    dashboard: { js: bytes.dashboard.js, css: bytes.dashboard.css, files: bytes.dashboard.files.length },
    chartFilesBeforeFirstPaint: bytes.chartFilesBeforeFirstPaint,
    remotes: Object.fromEntries(Object.entries(bytes.remotes).map(([name, totals]) => [name, { js: totals.js, css: totals.css }])),
    duplicateSharedBytes: bytes.duplicateSharedBytes,
    duplicates: bytes.duplicates,
    pureCopyBytes: bytes.pureCopyBytes,
    pureCopies: bytes.pureCopies,
  },
  budgets: { limits: BYTE_BUDGETS, violations: budgetViolations(byteMeasurement) },
  lighthouse: result.lighthouse,
  repeatVisit: result.repeatVisit,
  remoteTimings: result.timings,
  finance: result.finance,
  messages: result.messages,
  backend,
  domain,
  databaseScale,
};
mkdirSync(join(workspaceRoot, 'bench', 'results'), { recursive: true });
writeFileSync(join(workspaceRoot, 'bench', 'results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(toMarkdown(report));
log('written to bench/results/latest.json');
