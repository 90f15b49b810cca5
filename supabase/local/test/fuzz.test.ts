// Malformed requests of every kind, generated, against the servers as `npm start` runs them (each in
// a process of its own): auth, REST, RPC, Storage, functions, the postal-code service and the static
// servers. Every answer must be a 4xx (or a harmless 2xx/3xx), never a 5xx; no process may end; and
// no row may change. The counts are printed for the record.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'node:test';
import { openPglite, openPostgres, type Database } from '../database.ts';
import { DEMO_OWNER } from '../../seed/demo-accounts.ts';
import { freshStorage } from './helpers.ts';

const packageDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const shellDir = join(packageDir, '..', 'shell');

interface Started {
  child: ChildProcess;
  info: Record<string, string>;
  exits: () => number;
}

/** Starts a server process with tsx and waits for the JSON line it prints when ready. */
function startProcess(args: string[], cwd: string, env: Record<string, string>): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd, env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
  let exited = 0;
  child.on('exit', () => {
    exited += 1;
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  return new Promise((resolveStart, rejectStart) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => l.startsWith('{'));
      if (line) resolveStart({ child, info: JSON.parse(line) as Record<string, string>, exits: () => exited });
    });
    child.on('exit', (code) => rejectStart(new Error(`${args[0]} ended before it was ready (exit ${code}): ${errors}`)));
  });
}

/** Asks a server process to stop (a line on its standard input); resolves with its exit code (0 when it stopped as asked). */
function stopProcess(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolveStop) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolveStop(code);
    });
    child.stdin?.end('stop\n');
  });
}

/**
 * What the fuzz must leave as it was: every table of public, Storage's objects and buckets, and the
 * users' identities, passwords, tokens and metadata (not the sign-in times and sessions the suite's
 * own sign-in makes). One digest per table.
 */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const sources = [
    ...tables.map((t) => t.name),
    '(select id, email, encrypted_password, email_confirmed_at, confirmation_token, recovery_token, raw_user_meta_data, raw_app_meta_data from auth.users)',
    '(select bucket_id, name, version, metadata, user_metadata, owner_id from storage.objects)',
    'storage.buckets',
  ];
  const digest: Record<string, string> = {};
  for (const source of sources) {
    const [row] = await db.query<{ d: string | null; n: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d, count(*)::text as n from ${source} t`);
    digest[source] = `${row?.n}:${row?.d}`;
  }
  return digest;
}

interface Fuzz {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

const deepArray = (n: number): string => `${'['.repeat(n)}${']'.repeat(n)}`;
const deepObject = (n: number): string => `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`;
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24, 7)]);

/** Path pieces no server can read: malformed escapes, NUL, half a surrogate pair, escapes out of the root. */
const BAD_SEGMENTS = ['%ZZ', '%', '%E0%A4%A', '%ED%A0%80', '%00', 'a%00b', '%C0%AF', '..%2F..%2Fetc%2Fpasswd', '%2e%2e', '%uD800', `${'%41'.repeat(3000)}`];

/** JSON bodies nobody should store: not JSON, out of range, too deep, text Postgres cannot hold, wrong shapes. */
function badBodies(): string[] {
  return [
    '{',
    '[1,',
    'null',
    '"texto"',
    '{"area_sqm":1e400}',
    '{"bedrooms":-1e999}',
    `{"x":${'9'.repeat(400)}}`,
    deepArray(50_000),
    deepObject(5_000),
    `{"data":${deepObject(2_000)}}`,
    '{"email":"a\\u0000b@teste.com.br","password":"Senha@2026!"}',
    '{"email":"\\ud800@teste.com.br","password":"Senha@2026!","data":{"nome":"\\udc00"}}',
    '{"email":[],"password":{}}',
    '{"prefix":"a\\u0000b"}',
    '{"prefixes":["\\ud800"]}',
    '{"password":"\\u0000"}',
    '\u00ff\u00fe',
  ];
}

function requests(base: { api: string; staticUrl: string; anonKey: string; serviceKey: string; ownerToken: string; ownerId: string; propertyId: string }): Fuzz[] {
  const list: Fuzz[] = [];
  const api = (token?: string): Record<string, string> => ({ apikey: base.anonKey, Authorization: `Bearer ${token ?? base.anonKey}` });
  const json = { 'Content-Type': 'application/json' };
  const owner = api(base.ownerToken);
  const bodyTargets: { method: string; path: string; headers: Record<string, string> }[] = [
    { method: 'POST', path: '/auth/v1/signup', headers: api() },
    { method: 'POST', path: '/auth/v1/token?grant_type=password', headers: api() },
    { method: 'POST', path: '/auth/v1/token?grant_type=refresh_token', headers: api() },
    { method: 'POST', path: '/auth/v1/recover?redirect_to=%ZZ', headers: api() },
    { method: 'PUT', path: '/auth/v1/user', headers: owner },
    { method: 'POST', path: '/auth/v1/admin/users', headers: api(base.serviceKey) },
    { method: 'POST', path: '/rest/v1/properties', headers: owner },
    { method: 'PATCH', path: '/rest/v1/properties?user_id=eq.' + base.ownerId, headers: owner },
    { method: 'PATCH', path: '/rest/v1/profiles?user_id=eq.' + base.ownerId, headers: owner },
    { method: 'POST', path: '/rest/v1/calendar_events', headers: owner },
    { method: 'POST', path: '/rest/v1/rpc/get_owner_overview', headers: owner },
    { method: 'POST', path: '/rest/v1/rpc/set_main_property_photo', headers: owner },
    { method: 'POST', path: '/rest/v1/rpc/staff_record_reservations', headers: api(base.serviceKey) },
    { method: 'POST', path: '/storage/v1/object/list/property-photos', headers: owner },
    { method: 'DELETE', path: '/storage/v1/object/property-photos', headers: owner },
    { method: 'POST', path: '/storage/v1/object/move', headers: owner },
    { method: 'POST', path: '/storage/v1/object/sign/property-photos', headers: owner },
    { method: 'POST', path: '/functions/v1/delete-user-account', headers: owner },
    // These two read no body: called with the owner's session they would do their work, so they get
    // a token that is no session.
    { method: 'POST', path: '/functions/v1/registration-email', headers: api() },
    { method: 'POST', path: '/functions/v1/sample-reservations', headers: { apikey: base.anonKey, Authorization: 'Bearer a.b.c' } },
  ];
  for (const target of bodyTargets) {
    for (const body of badBodies()) list.push({ method: target.method, url: `${base.api}${target.path}`, headers: { ...target.headers, ...json }, body });
  }
  const pathTargets: { method: string; path: (bad: string) => string; headers: Record<string, string>; body?: string | Buffer }[] = [
    { method: 'GET', path: (b) => `/rest/v1/${b}`, headers: owner },
    { method: 'GET', path: (b) => `/rest/v1/properties?select=${b}`, headers: owner },
    { method: 'GET', path: (b) => `/rest/v1/properties?property_name=eq.${b}`, headers: owner },
    { method: 'DELETE', path: (b) => `/rest/v1/properties?id=eq.${b}`, headers: owner },
    { method: 'GET', path: (b) => `/rest/v1/rpc/${b}`, headers: owner },
    { method: 'GET', path: (b) => `/auth/v1/verify?token=${b}&type=signup&redirect_to=${b}`, headers: {} },
    { method: 'GET', path: (b) => `/auth/v1/admin/users/${b}`, headers: api(base.serviceKey) },
    { method: 'POST', path: (b) => `/functions/v1/${b}`, headers: owner, body: '{}' },
    { method: 'GET', path: (b) => `/ws/${b}/json/`, headers: {} },
    { method: 'GET', path: (b) => `/storage/v1/bucket/${b}`, headers: owner },
    { method: 'GET', path: (b) => `/storage/v1/object/authenticated/property-photos/${b}`, headers: owner },
    { method: 'GET', path: (b) => `/storage/v1/object/${b}/x.png`, headers: owner },
    { method: 'POST', path: (b) => `/storage/v1/object/list/${b}`, headers: { ...owner, ...json }, body: '{"prefix":""}' },
    { method: 'POST', path: (b) => `/storage/v1/object/property-photos/${base.ownerId}/${b}.png`, headers: { ...owner, 'Content-Type': 'image/png' }, body: PNG },
    { method: 'POST', path: () => `/storage/v1/object/property-photos/${base.ownerId}/x.png`, headers: { ...owner, 'Content-Type': 'image/png', 'x-metadata': Buffer.from(deepObject(5_000)).toString('base64') }, body: '<html>' },
    { method: 'GET', path: (b) => `/mailbox/messages?to=${b}`, headers: {} },
    { method: 'GET', path: (b) => `/${b}`, headers: {} },
    { method: 'HEAD', path: (b) => `/${b}/x`, headers: {} },
  ];
  for (const target of pathTargets) {
    for (const bad of BAD_SEGMENTS) list.push({ method: target.method, url: `${base.api}${target.path(bad)}`, headers: target.headers, ...(target.body !== undefined ? { body: target.body } : {}) });
  }
  // A form upload whose cache-control or content type would break every later read of the object.
  for (const field of ['cacheControl', 'contentType']) {
    for (const value of ['3600\r\nX-Injected: 1', '\u0000', 'a\nb']) {
      const name = `${field}-${Buffer.from(value).toString('hex')}.png`;
      list.push({ method: 'FORM', url: `${base.api}/storage/v1/object/property-photos/${base.ownerId}/${base.propertyId}/${name}`, headers: owner, body: JSON.stringify([field, value]) });
    }
  }
  // The static servers: malformed paths, methods and headers.
  for (const bad of BAD_SEGMENTS) {
    for (const method of ['GET', 'HEAD', 'POST', 'DELETE']) list.push({ method, url: `${base.staticUrl}/${bad}`, headers: {} });
    list.push({ method: 'GET', url: `${base.staticUrl}/assets/${bad}.js`, headers: { 'Accept-Encoding': bad, 'If-None-Match': bad } });
    list.push({ method: 'GET', url: `${base.staticUrl}/app-config.json?${bad}`, headers: { Range: `bytes=${bad}` } });
  }
  // Headers that are nonsense to every service, combined with paths, bodies and methods in turn.
  const headerSets: Record<string, string>[] = [
    { Prefer: 'return=representation, count=exact, tx=rollback, missing=default, max-affected=-1' },
    { Accept: 'application/vnd.pgrst.object+json;nulls=stripped, text/csv;q=x' },
    { Range: '999999999999999999999-1' },
    { 'Accept-Profile': '\u00e7' },
    { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.' },
    { Authorization: 'Bearer a.b.c' },
    { 'Content-Type': 'multipart/form-data; boundary=' },
    { 'Content-Type': 'text/csv' },
  ];
  const paths = ['/rest/v1/properties', '/rest/v1/rpc/get_owner_overview', '/auth/v1/user', '/storage/v1/object/list/property-photos', '/functions/v1/delete-user-account'];
  const bodies = badBodies().slice(0, 7);
  for (let i = 0; i < 60; i += 1) {
    const headers = headerSets[i % headerSets.length] as Record<string, string>;
    const path = paths[(i * 3) % paths.length] as string;
    list.push({ method: i % 2 === 0 ? 'GET' : 'POST', url: `${base.api}${path}`, headers: { apikey: base.anonKey, ...headers }, body: bodies[(i * 5) % bodies.length] as string });
  }
  return list;
}

async function send(fuzz: Fuzz, ownerHeaders: Record<string, string>): Promise<number> {
  if (fuzz.method === 'FORM') {
    const [field, value] = JSON.parse(String(fuzz.body)) as [string, string];
    const form = new FormData();
    form.append(field, value);
    form.append('', new Blob([PNG], { type: 'image/png' }), 'x.png');
    return (await fetch(fuzz.url, { method: 'POST', headers: ownerHeaders, body: form })).status;
  }
  const hasBody = fuzz.body !== undefined && fuzz.method !== 'GET' && fuzz.method !== 'HEAD';
  const response = await fetch(fuzz.url, { method: fuzz.method, headers: fuzz.headers ?? {}, redirect: 'manual', ...(hasBody ? { body: fuzz.body } : {}) });
  await response.arrayBuffer();
  return response.status;
}

describe('fuzz: malformed requests against every server', () => {
  it('answers each with a 4xx (never a 5xx), ends no process and changes no row', async (t) => {
    const storage = await freshStorage();
    const site = mkdtempSync(join(tmpdir(), 'fuzz-site-'));
    writeFileSync(join(site, 'index.html'), '<!doctype html><title>Portal</title>');
    writeFileSync(join(site, 'app-config.json'), JSON.stringify({ remotes: [], supabaseUrl: 'http://127.0.0.1:1', postalCodeUrl: 'http://127.0.0.1:1/ws' }));
    const options = {
      storageDir: storage.storageDir,
      ...(storage.dataDir ? { dataDir: storage.dataDir } : {}),
      ...(storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : {}),
      ...(storage.pgliteTemplate ? { pgliteTemplate: storage.pgliteTemplate } : {}),
      seedDemo: true,
      emailConfirmation: true,
      // No sample stays: a request that reaches the function must change nothing either.
      demoMode: false,
    };
    const backendArgs = [join('local', 'test', 'fixtures', 'fuzz-backend.ts')];
    const env = { FUZZ_BACKEND: JSON.stringify(options) };
    const openDatabase = (): Promise<Database> => (storage.databaseUrl ? openPostgres(storage.databaseUrl) : openPglite(storage.dataDir as string));
    try {
      // The demo data goes in; the database is read once the backend has stopped (PGlite has one user).
      const seeding = await startProcess(backendArgs, packageDir, env);
      assert.equal(await stopProcess(seeding.child), 0);
      let db = await openDatabase();
      const before = await snapshot(db);
      await db.close();

      const backend = await startProcess(backendArgs, packageDir, env);
      const sites = await startProcess([join('server', 'fixtures', 'static-sites-serve.ts'), site], shellDir, {});
      let exits = 0;
      try {
        const signIn = await fetch(`${backend.info.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: backend.info.anonKey as string, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: DEMO_OWNER.email, password: DEMO_OWNER.password }),
        });
        const session = (await signIn.json()) as { access_token: string; user: { id: string } };
        const properties = await fetch(`${backend.info.url}/rest/v1/properties?select=id&limit=1`, {
          headers: { apikey: backend.info.anonKey as string, Authorization: `Bearer ${session.access_token}` },
        });
        const [property] = (await properties.json()) as { id: string }[];
        assert.ok(property, 'the demo owner has a property');
        const list = requests({
          api: backend.info.url as string,
          staticUrl: sites.info.url as string,
          anonKey: backend.info.anonKey as string,
          serviceKey: backend.info.serviceRoleKey as string,
          ownerToken: session.access_token,
          ownerId: session.user.id,
          propertyId: property.id,
        });
        const ownerHeaders = { apikey: backend.info.anonKey as string, Authorization: `Bearer ${session.access_token}` };
        const counts = { requests: 0, '2xx/3xx': 0, '4xx': 0, '5xx': 0, exits: 0 };
        const failures: string[] = [];
        for (const fuzz of list) {
          let status: number;
          try {
            status = await send(fuzz, ownerHeaders);
          } catch (error) {
            status = 599;
            failures.push(`${fuzz.method} ${fuzz.url.slice(0, 120)}: no answer (${(error as Error).message})`);
          }
          counts.requests += 1;
          if (status >= 500) {
            counts['5xx'] += 1;
            if (status !== 599) failures.push(`${fuzz.method} ${fuzz.url.slice(0, 120)} ${String(fuzz.body ?? '').slice(0, 60)}: ${status}`);
          } else if (status >= 400) counts['4xx'] += 1;
          else counts['2xx/3xx'] += 1;
        }
        exits = backend.exits() + sites.exits();
        counts.exits = exits;
        t.diagnostic(`fuzz: ${counts.requests} requests, ${counts['4xx']} answered 4xx, ${counts['2xx/3xx']} 2xx/3xx, ${counts['5xx']} 5xx, ${counts.exits} process exits`);
        assert.ok(counts.requests >= 500, `at least 500 requests (${counts.requests})`);
        assert.deepEqual(failures, []);
        assert.equal(counts['5xx'], 0);
        assert.equal(exits, 0);
        assert.equal((await fetch(`${backend.info.url}/health`)).status, 200, 'the backend still answers');
        assert.equal((await fetch(`${sites.info.url}/`)).status, 200, 'the static server still answers');
      } finally {
        await stopProcess(sites.child);
        assert.equal(await stopProcess(backend.child), 0, 'the backend stopped as asked, not before');
      }
      db = await openDatabase();
      const after = await snapshot(db);
      await db.close();
      assert.deepEqual(after, before, 'no row changed');
    } finally {
      rmSync(site, { recursive: true, force: true });
      await storage.drop();
    }
  });
});
