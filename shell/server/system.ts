import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalSupabase } from '@portal/supabase/local';
import { readRemotePackages, workspaceRoot, type PortalRemotePackage } from './portal-remotes';
import { appConfigFor } from './app-config-file';
import { StaticSitesThread } from './static-sites-thread';

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
}

/** Starts the backend, serves every remote from its own origin and the shell, and writes app-config.json. */
export async function startSystem(options: SystemOptions) {
  const backend = await startLocalSupabase({ ...(options.brandName ? { brandName: options.brandName } : {}), ...options.backend });
  const host = options.host ?? '127.0.0.1';
  mkdirSync(options.runtimeDir, { recursive: true });
  const appConfigPath = join(options.runtimeDir, 'app-config.json');
  let sites: StaticSitesThread | undefined;
  try {
    // The apps' servers run on a thread of their own, apart from the backend's database.
    const thread = (sites = StaticSitesThread.start({ host, appConfigPath }));
    const portalRemotes = readRemotePackages();
    const allRemotes = [...portalRemotes, ...(options.extraRemotes ?? [])];
    const remoteUrls = await thread.serve(
      allRemotes.map((remote, index) => ({
        dir: join(remote.dir, 'dist'),
        port: options.firstRemotePort === 0 ? 0 : index < portalRemotes.length ? options.firstRemotePort + index : remote.port,
      })),
    );
    const remotes: RunningRemote[] = allRemotes.map((remote, index) => ({ ...remote, url: remoteUrls[index]! }));

    const urlByPackage = new Map(remotes.map((remote) => [remote.packageName, remote.url]));
    const appConfig = appConfigFor(backend, remotes, (remote) => urlByPackage.get(remote.packageName)!, options);
    writeFileSync(appConfigPath, JSON.stringify(appConfig, null, 2));

    const [shellUrl] = await thread.serve([{ dir: join(workspaceRoot, 'shell', 'dist'), port: options.shellPort }]);
    return {
      shellUrl: shellUrl!,
      backend,
      remotes,
      appConfig,
      appConfigPath,
      async stop() {
        await thread.close();
        await backend.stop();
      },
    };
  } catch (error) {
    await sites?.close();
    await backend.stop();
    throw error;
  }
}

export type RunningSystem = Awaited<ReturnType<typeof startSystem>>;
export { workspaceRoot };
