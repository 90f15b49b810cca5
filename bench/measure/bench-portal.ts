import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { readRemotePackages, workspaceRoot } from '../../shell/server/portal-remotes';
import { startSystem } from '../../shell/server/system';
import { AUTH_STORAGE_KEY, CHROMIUM_ARGS, signInForBench } from './bench-session';
import type { PlantedSession } from './first-render';
import type { PortalApp } from './portal-bytes';

export interface BenchPortal {
  shellUrl: string;
  browser: Browser;
  /** The demo owner's session, to plant in a page so it opens signed in. */
  session: PlantedSession;
  /** The shell first, then each remote with its origin, build folder and routes. */
  apps: PortalApp[];
  /** The backend's address and keys, for measurements that shape their own owner (the service key acts as the provider). */
  backend: { url: string; anonKey: string; serviceRoleKey: string };
  stop(): Promise<void>;
}

/**
 * The production builds served as `npm start` serves them (backend with demo data, the shell and
 * each remote on its own origin) in a fresh data folder, and Debian's Chromium. Port 0 picks free ports.
 */
export async function startBenchPortal(ports = { shell: 0, firstRemote: 0, backend: 0 }): Promise<BenchPortal> {
  const runtimeDir = mkdtempSync(join(tmpdir(), 'bench-portal-'));
  const system = await startSystem({
    shellPort: ports.shell,
    firstRemotePort: ports.firstRemote,
    runtimeDir,
    backend: { port: ports.backend, dataDir: join(runtimeDir, 'database'), seedDemo: true, quiet: true },
  });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const routesByPackage = new Map(readRemotePackages().map((remote) => [remote.packageName, remote.routes]));
  return {
    shellUrl: system.shellUrl,
    browser,
    session: { storageKey: AUTH_STORAGE_KEY, value: await signInForBench(system.backend, DEMO_OWNER) },
    backend: { url: system.backend.url, anonKey: system.backend.anonKey, serviceRoleKey: system.backend.serviceRoleKey },
    apps: [
      { packageName: 'shell', url: system.shellUrl, dir: join(workspaceRoot, 'shell') },
      ...system.remotes.map((remote) => ({ packageName: remote.packageName, federationName: remote.federationName, url: remote.url, dir: remote.dir, routes: routesByPackage.get(remote.packageName) })),
    ],
    async stop() {
      await browser.close();
      await system.stop();
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}
