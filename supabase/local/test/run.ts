// Runs the backend suite twice: on PGlite and on a PostgreSQL 15 this script starts and stops
// itself. Each run prepares a migrated template once, so every test file starts from a copy.
import { execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres } from '../database.ts';
import { prepareDatabase } from '../index.ts';

const PG_BIN = '/usr/lib/postgresql/15/bin';
const packageDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const testDir = join(packageDir, 'local', 'test');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const kinds = process.argv.includes('--pglite-only') ? ['pglite'] : process.argv.includes('--postgres-only') ? ['postgres'] : ['pglite', 'postgres'];

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

function runSuite(kind: string, env: Record<string, string>): Promise<{ pass: number; fail: number; code: number }> {
  const files = readdirSync(testDir)
    .filter((f) => f.endsWith('.test.ts') && (only.length === 0 || only.some((o) => f.includes(o))))
    .map((f) => join('local', 'test', f));
  const tsx = join(packageDir, 'node_modules', '.bin', 'tsx');
  return new Promise((resolveRun) => {
    const child = spawn(tsx, ['--test', '--test-reporter=tap', '--test-concurrency=2', ...files], {
      cwd: packageDir,
      env: { ...process.env, ...env, TEST_DATABASE: kind },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('close', (code) => {
      const count = (name: string): number => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
      resolveRun({ pass: count('pass'), fail: count('fail'), code: code ?? 1 });
    });
  });
}

async function pgliteRun(): Promise<{ pass: number; fail: number; code: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'supabase-template-'));
  try {
    const db = await openPglite(join(dir, 'db'));
    await prepareDatabase(db);
    const dump = await db.dump?.();
    await db.close();
    const template = join(dir, 'template.tar');
    writeFileSync(template, dump ?? new Uint8Array());
    return await runSuite('pglite', { TEST_PGLITE_TEMPLATE: template });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgresRun(): Promise<{ pass: number; fail: number; code: number }> {
  if (!existsSync(join(PG_BIN, 'postgres'))) {
    console.error(
      `PostgreSQL 15 was not found in ${PG_BIN}. Install the Debian package postgresql-15 ` +
        '(the project bootstrap, node .ci/bootstrap.mjs --with-browser, does it) and run the tests again.',
    );
    return { pass: 0, fail: 1, code: 1 };
  }
  const dir = mkdtempSync(join(tmpdir(), 'supabase-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const asPostgres = (command: string, args: string[]): void => {
    if (asRoot) execFileSync('runuser', ['-u', 'postgres', '--', join(PG_BIN, command), ...args], { stdio: 'pipe' });
    else execFileSync(join(PG_BIN, command), args, { stdio: 'pipe' });
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const port = await freePort();
  let started = false;
  const stop = (): void => {
    if (!started) return;
    started = false;
    try {
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // already stopped
    }
  };
  const onSignal = (): void => {
    stop();
    rmSync(dir, { recursive: true, force: true });
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
    asPostgres('pg_ctl', [
      '-D', dataDir, '-w', '-l', join(dir, 'postgres.log'), '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
    started = true;
    const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    const admin = await openPostgres(adminUrl);
    await admin.exec('create database sb_template');
    await admin.close();
    const template = await openPostgres(`postgres://postgres@127.0.0.1:${port}/sb_template`);
    await prepareDatabase(template);
    await template.close();
    return await runSuite('postgres', { TEST_PG_ADMIN_URL: adminUrl, TEST_PG_TEMPLATE: 'sb_template' });
  } finally {
    stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    rmSync(dir, { recursive: true, force: true });
  }
}

const results: { kind: string; pass: number; fail: number; code: number }[] = [];
for (const kind of kinds) {
  const started = Date.now();
  const result = kind === 'pglite' ? await pgliteRun() : await postgresRun();
  results.push({ kind, ...result });
  console.log(`# backend suite on ${kind}: pass ${result.pass}, fail ${result.fail} (${Math.round((Date.now() - started) / 1000)} s)`);
}
const pass = results.reduce((s, r) => s + r.pass, 0);
const fail = results.reduce((s, r) => s + r.fail, 0);
console.log(`# pass ${pass}`);
console.log(`# fail ${fail}`);
process.exit(fail > 0 || results.some((r) => r.code !== 0) ? 1 : 0);
