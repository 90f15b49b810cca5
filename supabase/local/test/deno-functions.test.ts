// The hosted entries of the edge functions (functions/*/index.ts), booted by the real Deno runtime
// (the @deno/linux-x64-glibc package) as Supabase Edge Functions would, against the embedded backend:
// a hosted deploy must not be the first to run them. supabase-js resolves from the installed
// node_modules (--node-modules-dir=manual), so nothing is downloaded.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { createRequire } from 'node:module';
import { client, createOwner, serviceClient, startTestBackend, TEST_PASSWORD, type TestBackend } from './helpers.ts';

const packageDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const require = createRequire(import.meta.url);
const DENO = join(resolve(require.resolve('@deno/linux-x64-glibc/package.json'), '..'), 'deno');

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  await new Promise((r) => server.close(r));
  return port;
}

interface RunningFunction {
  url: string;
  child: ChildProcess;
}

/** Starts one hosted entry under Deno with the environment Supabase gives it, and waits until it answers. */
async function startFunction(name: string, env: Record<string, string>, denoDir: string): Promise<RunningFunction> {
  const port = await freePort();
  const child = spawn(DENO, ['run', '--node-modules-dir=manual', '--allow-net', '--allow-env', '--allow-read', 'index.ts'], {
    cwd: join(packageDir, 'functions', name),
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? tmpdir(), DENO_DIR: denoDir, DENO_NO_UPDATE_CHECK: '1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} ended under Deno (exit ${child.exitCode}): ${output}`);
    const answer = await fetch(url, { method: 'OPTIONS' }).catch(() => null);
    if (answer?.status === 204) return { url, child };
    if (Date.now() > deadline) throw new Error(`${name} did not answer under Deno within 60 s: ${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('edge functions under Deno (the hosted entries)', () => {
  let backend: TestBackend;
  let mailApi: Server;
  const mailsSent: { to: string[]; subject: string }[] = [];
  const running = new Map<string, RunningFunction>();
  const denoDir = mkdtempSync(join(tmpdir(), 'deno-dir-'));

  before(async () => {
    assert.ok(existsSync(DENO), `Deno is installed with the workspace (@deno/linux-x64-glibc): ${DENO}`);
    backend = await startTestBackend();
    // A stand-in for the mail provider's HTTP API (Resend's shape), on loopback.
    mailApi = createServer((request, response) => {
      let body = '';
      request.on('data', (c: Buffer) => (body += c.toString()));
      request.on('end', () => {
        mailsSent.push(JSON.parse(body) as { to: string[]; subject: string });
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":"1"}');
      });
    });
    await new Promise<void>((r) => mailApi.listen(0, '127.0.0.1', () => r()));
    const env = {
      SUPABASE_URL: backend.url,
      SUPABASE_ANON_KEY: backend.anonKey,
      SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey,
      MAIL_API_URL: `http://127.0.0.1:${(mailApi.address() as AddressInfo).port}/emails`,
      MAIL_API_KEY: 'chave-de-teste',
      MAIL_FROM: 'Lar Temporada <cadastro@exemplo.com.br>',
      PORTAL_URL: 'http://localhost:8080',
      DEMO_MODE: 'true',
    };
    const names = ['delete-user-account', 'registration-email', 'sample-reservations'];
    const started = await Promise.all(names.map((name) => startFunction(name, env, denoDir)));
    names.forEach((name, i) => running.set(name, started[i] as RunningFunction));
  });

  after(async () => {
    for (const { child } of running.values()) child.kill('SIGTERM');
    await new Promise((r) => mailApi.close(r));
    await backend.dispose();
    rmSync(denoDir, { recursive: true, force: true });
  });

  const call = async (name: string, token: string | null, body: unknown = {}) => {
    const response = await fetch(running.get(name)?.url ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('boot, answer CORS preflights and refuse a call without a session', async () => {
    for (const name of running.keys()) {
      const anonymous = await call(name, null);
      assert.equal(anonymous.status, 401, name);
      assert.equal(anonymous.body.code, 'not_authenticated', name);
    }
  });

  it('delete-user-account: refuses a wrong password, then removes the owner, their rows and every file of both owner buckets', async () => {
    const owner = await createOwner(backend, 'deno-delete');
    const { data: property, error } = await owner.client
      .from('properties')
      .insert({ user_id: owner.id, property_name: 'Rascunho', is_draft: true })
      .select('id')
      .single();
    assert.equal(error, null);
    const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 3)]);
    for (const name of ['a.jpg', '/vazio.jpg', 'com espaco.jpg']) {
      const upload = await owner.client.storage.from('property-photos').upload(`${owner.id}/${(property as { id: string }).id}/${name}`, new Blob([jpeg], { type: 'image/jpeg' }));
      assert.equal(upload.error, null, name);
    }
    const conversation = await owner.client.rpc('open_conversation');
    assert.equal(conversation.error, null);
    const messagePhoto = await owner.client.storage.from('message-photos').upload(`${owner.id}/${String(conversation.data)}/m.jpg`, new Blob([jpeg], { type: 'image/jpeg' }));
    assert.equal(messagePhoto.error, null);
    const wrong = await call('delete-user-account', owner.token, { password: 'Errada@2026' });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.code, 'invalid_password');
    const done = await call('delete-user-account', owner.token, { password: TEST_PASSWORD });
    assert.equal(done.status, 200, JSON.stringify(done.body));
    const names = await serviceClient(backend).rpc('storage_object_names', { p_bucket: 'property-photos', p_prefix: `${owner.id}/` });
    assert.deepEqual(names.data, []);
    const messageNames = await serviceClient(backend).rpc('storage_object_names', { p_bucket: 'message-photos', p_prefix: `${owner.id}/` });
    assert.deepEqual(messageNames.data, []);
    const signIn = await client(backend).auth.signInWithPassword({ email: owner.email, password: TEST_PASSWORD });
    assert.equal(signIn.error?.code, 'invalid_credentials');
  });

  it('registration-email: refuses an unfinished registration through the backend', async () => {
    const owner = await createOwner(backend, 'deno-registration');
    const answer = await call('registration-email', owner.token);
    assert.equal(answer.status, 409);
    assert.equal(answer.body.code, 'registration_incomplete');
    assert.deepEqual(mailsSent, []);
  });

  it('sample-reservations: reads the owner\'s active properties through the backend (none: nothing generated)', async () => {
    const owner = await createOwner(backend, 'deno-sample');
    const answer = await call('sample-reservations', owner.token);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.deepEqual(answer.body, { success: true, generated: 0 });
  });
});
