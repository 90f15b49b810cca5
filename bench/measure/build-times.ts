import { execFileSync } from 'node:child_process';
import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_PACKAGES, rspackBin, workspaceRoot } from '../../shell/server/portal-remotes';
import { round } from './stats';

export interface BuildTimes {
  /** Cold production build of each app alone, in seconds. */
  perApp: Record<string, number>;
  /** The whole workspace as `npm start` builds it (two apps at a time), in seconds. */
  workspace: number;
  /** One remote rebuilt after a one-line change, in seconds. */
  remoteRebuildAfterOneLineChange: { app: string; seconds: number };
}

function buildApp(app: string): number {
  const start = performance.now();
  execFileSync(rspackBin, ['build', '--mode', 'production'], { cwd: join(workspaceRoot, app), stdio: 'ignore' });
  return round((performance.now() - start) / 1000, 2);
}

export function measureBuildTimes(): BuildTimes {
  const apps = ['shell', ...REMOTE_PACKAGES];
  const perApp = Object.fromEntries(apps.map((app) => [app, buildApp(app)]));

  const start = performance.now();
  execFileSync(join(workspaceRoot, 'node_modules', '.bin', 'pnpm'), ['run', 'build'], { cwd: workspaceRoot, stdio: 'ignore' });
  const workspace = round((performance.now() - start) / 1000, 2);

  // A one-line change in one remote, as a feature team makes it; the file is restored afterwards.
  const app = 'mf-finance';
  const routes = join(workspaceRoot, app, 'src', 'routes.tsx');
  const original = readFileSync(routes, 'utf8');
  try {
    appendFileSync(routes, `\n// benchmark edit ${Date.now()}\n`);
    const seconds = buildApp(app);
    return { perApp, workspace, remoteRebuildAfterOneLineChange: { app, seconds } };
  } finally {
    writeFileSync(routes, original);
    buildApp(app);
  }
}
