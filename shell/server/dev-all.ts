// `pnpm dev`: the backend plus every app on its rspack dev server with hot reload.
// `pnpm --filter mf-finance dev` runs one remote alone; against the others' production builds,
// start `npm start` first and open the remote's own page (its harness reads public/app-config.json).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startLocalSupabase } from '@portal/supabase/local';
import { appConfigFor } from './app-config-file';
import { readRemotePackages, rspackBin, workspaceRoot } from './portal-remotes';

const backend = await startLocalSupabase({
  port: Number(process.env.SUPABASE_PORT ?? 54321),
  dataDir: process.env.DATA_DIR ?? join(workspaceRoot, '.data', 'database'),
  seedDemo: true,
  demoMode: true,
});
const remotes = readRemotePackages();
const appConfig = appConfigFor(backend, remotes, (remote) => `http://localhost:${remote.port}`);

const children: ChildProcess[] = [];
for (const dir of [join(workspaceRoot, 'shell'), ...remotes.map((remote) => remote.dir)]) {
  mkdirSync(join(dir, 'public'), { recursive: true });
  writeFileSync(join(dir, 'public', 'app-config.json'), JSON.stringify(appConfig, null, 2));
  children.push(spawn(rspackBin, ['serve', '--mode', 'development'], { cwd: dir, stdio: 'inherit' }));
}

console.log(`\n  Desenvolvimento: http://localhost:8080  (backend ${backend.url})\n`);

async function shutdown() {
  for (const child of children) child.kill('SIGTERM');
  await backend.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
