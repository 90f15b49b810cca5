// The portal's servers for the benchmark, in a process of their own (bench-portal.ts starts it):
// the backend with demo data, each remote on its own origin and the shell, as `npm start` serves
// them. Started with the ports and data folder it is given; reports where everything is, then
// serves until it is told to stop or its parent goes away.
import { startSystem } from '../../shell/server/system';

export interface PortalServersRequest {
  ports: { shell: number; firstRemote: number; backend: number };
  runtimeDir: string;
  dataDir: string;
}

export interface PortalServersReady {
  shellUrl: string;
  backend: { url: string; anonKey: string; serviceRoleKey: string };
  remotes: { packageName: string; federationName: string; url: string; dir: string }[];
}

export type PortalServersMessage = { ready: PortalServersReady } | { failed: string };

async function serve(request: PortalServersRequest) {
  const system = await startSystem({
    shellPort: request.ports.shell,
    firstRemotePort: request.ports.firstRemote,
    runtimeDir: request.runtimeDir,
    backend: { port: request.ports.backend, dataDir: request.dataDir, seedDemo: true, quiet: true },
  });
  let stopping: Promise<void> | null = null;
  const stop = () => {
    stopping ??= system
      .stop()
      .catch(() => undefined)
      .then(() => process.exit(0));
    return stopping;
  };
  process.on('message', (message) => {
    if (message === 'stop') void stop();
  });
  // The benchmark ended without stopping it (a crash): nothing is left running.
  process.on('disconnect', () => void stop());
  const ready: PortalServersReady = {
    shellUrl: system.shellUrl,
    backend: { url: system.backend.url, anonKey: system.backend.anonKey, serviceRoleKey: system.backend.serviceRoleKey },
    remotes: system.remotes.map((remote) => ({ packageName: remote.packageName, federationName: remote.federationName, url: remote.url, dir: remote.dir })),
  };
  process.send!({ ready } satisfies PortalServersMessage);
}

process.once('message', (request: PortalServersRequest) => {
  serve(request).catch((error: unknown) => {
    process.send!({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies PortalServersMessage, () => process.exit(1));
  });
});
