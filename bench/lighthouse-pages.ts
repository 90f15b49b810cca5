// `pnpm --filter @portal/bench run lighthouse [runs] [report folder]`: Lighthouse on /auth and a
// signed-in /dashboard only (the full benchmark takes minutes). Same settings as `npm run bench`.
// With a folder, every run's whole report is kept there (auth-1.json, dashboard-1.json, ...).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startBenchPortal } from './measure/bench-portal';
import { measureLighthouse } from './measure/lighthouse';

const runs = Number(process.argv[2] ?? 3);
const reportDir = process.argv[3];
if (reportDir) mkdirSync(reportDir, { recursive: true });
const reportPrefix = (name: string) => (reportDir ? join(reportDir, name) : undefined);
const portal = await startBenchPortal();
try {
  const pages = [
    { name: '/auth', figures: await measureLighthouse(`${portal.shellUrl}/auth`, { runs, reportPrefix: reportPrefix('auth') }) },
    { name: '/dashboard (signed in)', figures: await measureLighthouse(`${portal.shellUrl}/dashboard`, { runs, session: portal.session, reportPrefix: reportPrefix('dashboard') }) },
  ];
  for (const { name, figures } of pages) console.log(name, JSON.stringify(figures));
} finally {
  await portal.stop();
}
