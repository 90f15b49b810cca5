// Runs the backend suite twice: on PGlite and on a PostgreSQL 15 this script starts and stops
// itself. Each run prepares a migrated template once, so every test file starts from a copy.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres } from '../database.ts';
import { debianPostgresAvailable, PG_BIN, startDebianPostgres } from '../debian-postgres.ts';
import { prepareDatabase } from '../index.ts';

const packageDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const testDir = join(packageDir, 'local', 'test');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const kinds = process.argv.includes('--pglite-only') ? ['pglite'] : process.argv.includes('--postgres-only') ? ['postgres'] : ['pglite', 'postgres'];

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
  if (!debianPostgresAvailable()) {
    console.error(`PostgreSQL 15 was not found in ${PG_BIN}. Install the Debian package postgresql-15 (the project bootstrap, node .ci/bootstrap.mjs --with-browser, does it) and run the tests again.`);
    return { pass: 0, fail: 1, code: 1 };
  }
  const postgres = await startDebianPostgres();
  const onSignal = (): void => {
    postgres.stop();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const admin = await openPostgres(postgres.adminUrl);
    await admin.exec('create database sb_template');
    await admin.close();
    const template = await openPostgres(postgres.urlFor('sb_template'));
    await prepareDatabase(template);
    await template.close();
    return await runSuite('postgres', { TEST_PG_ADMIN_URL: postgres.adminUrl, TEST_PG_TEMPLATE: 'sb_template' });
  } finally {
    postgres.stop();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
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
