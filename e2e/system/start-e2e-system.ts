// Started by Playwright before the suites: production builds, a fresh database with demo data,
// e-mail confirmation on (so the auth journeys can exercise it) and short-lived access tokens.
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readRemotePackage, rspackBin } from '../../shell/server/portal-remotes';
import { startSystem } from '../../shell/server/system';
import { E2E_PORTS, E2E_RUN_DIR, E2E_SYSTEM_FILE, type E2ESystemInfo } from './e2e-system';

rmSync(E2E_RUN_DIR, { recursive: true, force: true });
mkdirSync(E2E_RUN_DIR, { recursive: true });

// A remote whose page throws while rendering, served beside the six like any other deployment.
const faultyRemoteDir = join(import.meta.dirname, '..', 'fixtures', 'faulty-remote');
execFileSync(rspackBin, ['build', '--mode', 'production'], { cwd: faultyRemoteDir, stdio: 'ignore' });

const system = await startSystem({
  extraRemotes: [readRemotePackage(faultyRemoteDir)],
  shellPort: E2E_PORTS.shell,
  firstRemotePort: E2E_PORTS.firstRemote,
  runtimeDir: E2E_RUN_DIR,
  backend: {
    port: E2E_PORTS.supabase,
    dataDir: join(E2E_RUN_DIR, 'database'),
    seedDemo: true,
    demoMode: true,
    emailConfirmation: true,
    bcryptCost: 4,
    jwtExpirySeconds: Number(process.env.E2E_JWT_EXPIRY ?? 3600),
    quiet: true,
  },
});

const info: E2ESystemInfo = {
  shellUrl: system.shellUrl,
  supabaseUrl: system.backend.url,
  anonKey: system.backend.anonKey,
  serviceRoleKey: system.backend.serviceRoleKey,
  mailboxUrl: system.backend.mailboxUrl,
  appConfigPath: system.appConfigPath,
  remotes: system.remotes.map(({ packageName, federationName, url, dir, routes }) => ({ packageName, federationName, url, dir, routes })),
};
writeFileSync(E2E_SYSTEM_FILE, JSON.stringify(info, null, 2));
console.log(`e2e system ready at ${system.shellUrl}`);

const stop = async () => {
  await system.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
