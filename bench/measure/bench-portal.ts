import { fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { readRemotePackages, workspaceRoot } from '../../shell/server/portal-remotes';
import type { PortalServersMessage, PortalServersReady, PortalServersRequest } from './portal-servers';
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

/** The backend the portal remembers after a visit: the one its app-config.json names. */
async function knownBackendOf(shellUrl: string): Promise<{ url: string; anonKey: string }> {
  const config = (await (await fetch(`${shellUrl}/app-config.json`)).json()) as { supabaseUrl: string; supabaseAnonKey: string };
  return { url: config.supabaseUrl, anonKey: config.supabaseAnonKey };
}

/** The lowest CPU priority Linux gives a group of processes (nice 19). */
export const SERVERS_GROUP_NICE = 19;

/**
 * Starts the portal's servers (portal-servers.ts) in a process of their own, in a session of their
 * own, and puts that session's scheduling group at the lowest priority: on Linux, each session's
 * processes share the CPU as one group, so otherwise the servers' group and the browser's (a
 * session of its own too, as every browser launcher starts it) would each get half of this
 * machine's two cores whenever both are busy, and the page's main thread would wait for a core
 * while the backend's database works. An owner's phone shares its cores with no server of the
 * portal; the servers still answer every request, after the browser's work. Elsewhere (no
 * /proc/<pid>/autogroup) they run at the usual priority.
 */
async function startServers(request: PortalServersRequest): Promise<{ ready: PortalServersReady; child: ChildProcess }> {
  const child = fork(fileURLToPath(new URL('./portal-servers.ts', import.meta.url)), { detached: true, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  try {
    writeFileSync(`/proc/${child.pid}/autogroup`, String(SERVERS_GROUP_NICE));
  } catch {
    // Not Linux, or a kernel without session groups: the usual priority.
  }
  const answer = once(child, 'message') as Promise<[PortalServersMessage]>;
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`the portal's servers exited (${String(code)}) before they were ready`);
  });
  child.send(request);
  const [message] = await Promise.race([answer, exited]);
  if ('failed' in message) throw new Error(`the portal's servers did not start: ${message.failed}`);
  exited.catch(() => undefined);
  return { ready: message.ready, child };
}

async function stopServers(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.send('stop');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The production builds served as `npm start` serves them (backend with demo data, the shell and
 * each remote on its own origin) in a fresh data folder, from a process of their own at the lowest
 * CPU priority (startServers), and Debian's Chromium. Port 0 picks free ports.
 */
export async function startBenchPortal(ports = { shell: 0, firstRemote: 0, backend: 0 }): Promise<BenchPortal> {
  const runtimeDir = mkdtempSync(join(tmpdir(), 'bench-portal-'));
  const { ready: system, child } = await startServers({ ports, runtimeDir, dataDir: join(runtimeDir, 'database') }).catch((error: unknown) => {
    rmSync(runtimeDir, { recursive: true, force: true });
    throw error;
  });
  try {
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const routesByPackage = new Map(readRemotePackages().map((remote) => [remote.packageName, remote.routes]));
    return {
      shellUrl: system.shellUrl,
      browser,
      session: { storageKey: AUTH_STORAGE_KEY, value: await signInForBench(system.backend, DEMO_OWNER), knownBackend: await knownBackendOf(system.shellUrl) },
      backend: system.backend,
      apps: [
        { packageName: 'shell', url: system.shellUrl, dir: join(workspaceRoot, 'shell') },
        ...system.remotes.map((remote) => ({ packageName: remote.packageName, federationName: remote.federationName, url: remote.url, dir: remote.dir, routes: routesByPackage.get(remote.packageName) })),
      ],
      async stop() {
        await browser.close();
        await stopServers(child);
        rmSync(runtimeDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await stopServers(child);
    rmSync(runtimeDir, { recursive: true, force: true });
    throw error;
  }
}
