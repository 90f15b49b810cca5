import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { startLocalSupabase } from '@portal/supabase/local';
import { readRemotePackages, workspaceRoot, type PortalRemotePackage } from './portal-remotes';
import { appConfigFor } from './app-config-file';
import { securityHeaders } from './security-headers';
import { startStaticServer } from './static-server';

type LocalSupabaseOptions = NonNullable<Parameters<typeof startLocalSupabase>[0]>;

export interface SystemOptions {
  /** 8080 for `npm start`; each remote on its own origin, as separate deployments would be. */
  shellPort: number;
  /** Port of the first remote; the others follow. 0 picks free ports. */
  firstRemotePort: number;
  backend: LocalSupabaseOptions;
  /** Where the running shell's app-config.json lives (operators and tests may edit it live). */
  runtimeDir: string;
  /** Remotes beyond the six, served on the port their package.json declares (test fixtures). */
  extraRemotes?: PortalRemotePackage[];
  brandName?: string;
  supportUrl?: string;
  host?: string;
}

export interface RunningRemote extends PortalRemotePackage {
  url: string;
  server: Server;
}

function urlOf(server: Server): string {
  return `http://localhost:${(server.address() as AddressInfo).port}`;
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * The security policy follows the live app-config.json: a remote moved to another origin by an
 * edit of that file is allowed at once, and nothing else is.
 */
function policyFromAppConfig(appConfigPath: string) {
  let cached: { mtimeMs: number; headers: Record<string, string> } | null = null;
  return () => {
    const { mtimeMs } = statSync(appConfigPath, { throwIfNoEntry: false }) ?? { mtimeMs: -1 };
    if (mtimeMs < 0) return {};
    if (cached?.mtimeMs !== mtimeMs) {
      const config = JSON.parse(readFileSync(appConfigPath, 'utf8')) as AppConfigFile;
      const remotes = config.remotes.map((remote) => remote.manifestUrl);
      cached = { mtimeMs, headers: securityHeaders({ remotes, supabaseUrl: config.supabaseUrl, postalCodeUrl: config.postalCodeUrl }) };
    }
    return cached.headers;
  };
}

interface AppConfigFile {
  supabaseUrl: string;
  postalCodeUrl: string;
  remotes: { manifestUrl: string }[];
}

/** Starts the backend, serves every remote from its own origin and the shell, and writes app-config.json. */
export async function startSystem(options: SystemOptions) {
  const backend = await startLocalSupabase({ ...(options.brandName ? { brandName: options.brandName } : {}), ...options.backend });
  const host = options.host ?? '127.0.0.1';
  mkdirSync(options.runtimeDir, { recursive: true });
  const appConfigPath = join(options.runtimeDir, 'app-config.json');
  const headers = policyFromAppConfig(appConfigPath);

  const remotes: RunningRemote[] = [];
  const portalRemotes = readRemotePackages();
  for (const [index, remote] of [...portalRemotes, ...(options.extraRemotes ?? [])].entries()) {
    const port = options.firstRemotePort === 0 ? 0 : index < portalRemotes.length ? options.firstRemotePort + index : remote.port;
    const server = await startStaticServer({ dir: join(remote.dir, 'dist'), port, host, headers, appConfigPath });
    remotes.push({ ...remote, url: urlOf(server), server });
  }

  const urlByPackage = new Map(remotes.map((remote) => [remote.packageName, remote.url]));
  const appConfig = appConfigFor(backend, remotes, (remote) => urlByPackage.get(remote.packageName)!, options);
  writeFileSync(appConfigPath, JSON.stringify(appConfig, null, 2));

  const shell = await startStaticServer({ dir: join(workspaceRoot, 'shell', 'dist'), port: options.shellPort, host, headers, appConfigPath });

  return {
    shellUrl: urlOf(shell),
    backend,
    remotes,
    appConfig,
    appConfigPath,
    async stop() {
      await Promise.all([close(shell), ...remotes.map((remote) => close(remote.server))]);
      await backend.stop();
    },
  };
}

export type RunningSystem = Awaited<ReturnType<typeof startSystem>>;
export { workspaceRoot };
