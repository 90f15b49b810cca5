// Runs the backend suite twice: on PGlite and on a PostgreSQL 15 this script starts and stops
// itself. Each run prepares a migrated template once, so every test file starts from a copy. The
// PostgreSQL run also runs the pgTAP files of supabase/tests with pg_prove, on a copy of its own.
//
//   tsx local/test/run.ts [--pglite-only | --postgres-only | --pgtap-only] [file-name filters…]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openPglite, openPostgres } from '../database.ts';
import { debianPostgresAvailable, PG_BIN, startDebianPostgres, type DebianPostgres } from '../debian-postgres.ts';
import { prepareDatabase } from '../index.ts';

const packageDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const testDir = join(packageDir, 'local', 'test');
const pgtapDir = join(packageDir, 'tests');
const only = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const pgtapOnly = process.argv.includes('--pgtap-only');
const kinds = process.argv.includes('--pglite-only')
  ? ['pglite']
  : process.argv.includes('--postgres-only') || pgtapOnly ? ['postgres'] : ['pglite', 'postgres'];

// What pg_prove needs besides PostgreSQL 15: itself, and the pgtap extension.
const PG_PROVE = '/usr/bin/pg_prove';
const PGTAP_CONTROL = '/usr/share/postgresql/15/extension/pgtap.control';

interface RunResult {
  pass: number;
  fail: number;
  code: number;
}

const selected = (file: string): boolean => only.length === 0 || only.some((o) => file.includes(o));
const pgtapFiles = readdirSync(pgtapDir)
  .filter((f) => f.endsWith('.sql') && selected(f))
  .sort()
  .map((f) => join('tests', f));

function runSuite(kind: string, env: Record<string, string>): Promise<RunResult> {
  const files = readdirSync(testDir)
    .filter((f) => f.endsWith('.test.ts') && selected(f))
    .map((f) => join('local', 'test', f));
  // A filter naming only pgTAP files runs no Node test (node --test without files would run its defaults).
  if (files.length === 0) return Promise.resolve({ pass: 0, fail: 0, code: 0 });
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
      // A test cancelled because its suite's hook failed did not pass either.
      resolveRun({ pass: count('pass'), fail: count('fail') + count('cancelled'), code: code ?? 1 });
    });
  });
}

/** pg_prove's verbose TAP: each file's plan, then ok / not ok per test; tests planned but never run count as failures. */
function countPgProve(output: string, code: number): RunResult {
  let pass = 0;
  let fail = 0;
  let planned = 0;
  let seen = 0;
  const closeFile = (): void => {
    if (planned > seen) fail += planned - seen;
    planned = 0;
    seen = 0;
  };
  for (const line of output.split('\n')) {
    const plan = /^1\.\.(\d+)/.exec(line);
    if (plan) {
      closeFile();
      planned = Number(plan[1]);
    } else if (/^ok \d+/.test(line)) {
      pass += 1;
      seen += 1;
    } else if (/^not ok \d+/.test(line)) {
      fail += 1;
      seen += 1;
    }
  }
  closeFile();
  if (code !== 0 && fail === 0) fail = 1;
  return { pass, fail, code };
}

/** Runs the pgTAP files (supabase/tests/*.sql; helpers there are *.psql) with pg_prove on a fresh copy of the template. */
async function runPgtap(postgres: DebianPostgres, template: string, files: string[]): Promise<RunResult> {
  if (files.length === 0) return { pass: 0, fail: 0, code: 0 };
  const database = 'sb_pgtap';
  const admin = await openPostgres(postgres.adminUrl);
  try {
    await admin.exec(`create database ${database} template ${template}`);
    // As on a Supabase stack: the extensions schema (where the files create pgtap) is on the search path.
    await admin.exec(`alter database ${database} set search_path = "$user", public, extensions`);
  } finally {
    await admin.close();
  }
  const started = Date.now();
  return new Promise((resolveRun) => {
    const child = spawn(
      PG_PROVE,
      ['--verbose', '--psql-bin', join(PG_BIN, 'psql'), '-h', '127.0.0.1', '-p', String(postgres.port), '-U', 'postgres', '-d', database, ...files],
      { cwd: packageDir, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      process.stdout.write(chunk);
    });
    child.on('error', (error) => {
      console.error(`pg_prove could not be started: ${error.message}`);
      resolveRun({ pass: 0, fail: 1, code: 1 });
    });
    child.on('close', (code) => {
      const result = countPgProve(output, code ?? 1);
      console.log(`# pgTAP (${files.length} files) with pg_prove: pass ${result.pass}, fail ${result.fail} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
      resolveRun(result);
    });
  });
}

async function pgliteRun(): Promise<RunResult> {
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

async function postgresRun(): Promise<RunResult> {
  if (!debianPostgresAvailable()) {
    console.error(`PostgreSQL 15 was not found in ${PG_BIN}. Install the Debian package postgresql-15 (the project bootstrap, node .ci/bootstrap.mjs --with-browser, does it) and run the tests again.`);
    return { pass: 0, fail: 1, code: 1 };
  }
  const missingPgtap = pgtapFiles.length === 0 ? [] : [
    ...(existsSync(PG_PROVE) ? [] : [`no pg_prove at ${PG_PROVE} (Debian package libtap-parser-sourcehandler-pgtap-perl)`]),
    ...(existsSync(PGTAP_CONTROL) ? [] : [`no pgtap extension at ${PGTAP_CONTROL} (Debian package postgresql-15-pgtap)`]),
  ];
  if (missingPgtap.length > 0) {
    console.error(`pgTAP was not found: ${missingPgtap.join('; ')}. Install the Debian packages postgresql-15-pgtap and libtap-parser-sourcehandler-pgtap-perl (the project bootstrap, node .ci/bootstrap.mjs --with-browser, does it) and run the tests again.`);
    if (pgtapOnly) return { pass: 0, fail: 1, code: 1 };
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
    const node = pgtapOnly ? { pass: 0, fail: 0, code: 0 } : await runSuite('postgres', { TEST_PG_ADMIN_URL: postgres.adminUrl, TEST_PG_TEMPLATE: 'sb_template' });
    const pgtap = missingPgtap.length > 0 ? { pass: 0, fail: 1, code: 1 } : await runPgtap(postgres, 'sb_template', pgtapFiles);
    return { pass: node.pass + pgtap.pass, fail: node.fail + pgtap.fail, code: node.code !== 0 ? node.code : pgtap.code };
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
