// `pnpm --filter mf-finance dev`: one remote on its dev server (hot reload) inside the whole portal,
// the shell and the other remotes served from their production builds (build them once with
// `pnpm run build`). Its standalone page (http://localhost:<its port>) works at the same time.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalSupabase } from '@portal/supabase/local';
import { appConfigFor } from './app-config-file';
import { readRemotePackage, readRemotePackages, rspackBin, workspaceRoot } from './portal-remotes';
import { securityHeaders } from './security-headers';
import { startStaticServer } from './static-server';

const remote = readRemotePackage(process.cwd());
const backend = await startLocalSupabase({
  port: Number(process.env.SUPABASE_PORT ?? 54321),
  dataDir: process.env.DATA_DIR ?? join(workspaceRoot, '.data', 'database'),
  seedDemo: true,
  demoMode: true,
});

const remotes = readRemotePackages();
const appConfig = appConfigFor(backend, remotes, (remote) => `http://localhost:${remote.port}`);
const runtimeDir = join(workspaceRoot, '.data', 'dev-remote');
const appConfigPath = join(runtimeDir, 'app-config.json');
mkdirSync(runtimeDir, { recursive: true });
writeFileSync(appConfigPath, JSON.stringify(appConfig, null, 2));
mkdirSync(join(remote.dir, 'public'), { recursive: true });
writeFileSync(join(remote.dir, 'public', 'app-config.json'), JSON.stringify(appConfig, null, 2));

// This app-config never changes while the dev servers run: one policy for every response.
const policy = securityHeaders({
  remotes: appConfig.remotes.map((entry) => entry.manifestUrl),
  supabaseUrl: backend.url,
  postalCodeUrl: backend.postalCodeUrl,
  devSockets: [`ws://localhost:${remote.port}`],
});
const headers = () => policy;
const served = [
  { name: 'shell', dir: join(workspaceRoot, 'shell', 'dist'), port: Number(process.env.PORT ?? 8080) },
  ...remotes.filter((other) => other.packageName !== remote.packageName).map((other) => ({ name: other.packageName, dir: join(other.dir, 'dist'), port: other.port })),
];
for (const app of served) {
  if (!existsSync(join(app.dir, 'index.html'))) {
    console.warn(`  ${app.name} has no production build: run \`pnpm run build\` once.`);
    continue;
  }
  await startStaticServer({ dir: app.dir, port: app.port, headers, appConfigPath });
}

const devServer = spawn(rspackBin, ['serve', '--mode', 'development'], { cwd: remote.dir, stdio: 'inherit' });
console.log(`\n  Portal: http://localhost:8080 — ${remote.packageName} from its dev server on :${remote.port}, the rest from production builds\n`);

const stop = async () => {
  devServer.kill('SIGTERM');
  await backend.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
