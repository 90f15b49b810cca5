// Data must survive a clean restart and a kill -9; a second backend on the same PGlite data must
// refuse to start, saying why.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, startLocalSupabase } from '../index.ts';
import { createOwner, databaseKind, FINISHED_PROPERTY, freshStorage, rest } from './helpers.ts';

const packageDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));

interface Cli {
  child: ChildProcess;
  url: string;
  anonKey: string;
  output: () => string;
}

/** The CLI in one process (the tsx wrapper would put it in a child, out of reach of kill -9). */
function spawnCli(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'local/main.ts'], {
    cwd: packageDir,
    env: { ...process.env, PORT: '0', SEED_DEMO: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Starts the CLI as a separate process and waits for it to print its URL. */
async function startCli(env: Record<string, string>): Promise<Cli> {
  const child = spawnCli(env);
  let output = '';
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const deadline = Date.now() + 60_000;
  while (!/anon key:\s+\S+/.test(output)) {
    if (child.exitCode !== null) throw new Error(`the CLI exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`the CLI did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const url = /API URL:\s+(\S+)/.exec(output)?.[1] as string;
  const anonKey = /anon key:\s+(\S+)/.exec(output)?.[1] as string;
  return { child, url, anonKey, output: () => output };
}

describe('persistence', () => {
  it('keeps data across a restart and a kill -9, and refuses a second backend on the same data', async () => {
    const storage = await freshStorage();
    const env: Record<string, string> = {
      ...(storage.dataDir ? { DATA_DIR: storage.dataDir } : { DATABASE_URL: storage.databaseUrl as string }),
      STORAGE_DIR: storage.storageDir,
    };
    const options = {
      port: 0,
      quiet: true,
      bcryptCost: 4,
      ...(storage.dataDir ? { dataDir: storage.dataDir } : {}),
      ...(storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : {}),
      ...(storage.pgliteTemplate ? { pgliteTemplate: storage.pgliteTemplate } : {}),
      storageDir: storage.storageDir,
    };
    try {
      const first = await startLocalSupabase(options);
      let owner: Awaited<ReturnType<typeof createOwner>>;
      try {
        owner = await createOwner(first, 'persist');
        const created = await owner.client.from('properties').insert({ ...FINISHED_PROPERTY, user_id: owner.id, property_name: 'Antes do restart' });
        assert.equal(created.error, null);
      } finally {
        // stopped even when an assertion fails, or the open backend keeps the test process alive
        await first.stop();
      }

      const cli = await startCli(env);
      try {
        const signedIn = await fetch(`${cli.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: cli.anonKey, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: owner.email, password: 'Teste@2026!' }),
        });
        assert.equal(signedIn.status, 200, 'the user survived the restart');
        const token = ((await signedIn.json()) as { access_token: string }).access_token;
        const backend = { url: cli.url, anonKey: cli.anonKey };
        const before = await rest(backend, 'GET', 'properties?select=property_name', { token });
        assert.deepEqual(before.body, [{ property_name: 'Antes do restart' }]);
        const written = await rest(backend, 'POST', 'properties', {
          token,
          body: { ...FINISHED_PROPERTY, user_id: owner.id, property_name: 'Antes do kill' },
        });
        assert.equal(written.status, 201);

        if (databaseKind === 'pglite') {
          await assert.rejects(startLocalSupabase(options), (error: unknown) => {
            assert.ok(error instanceof DataDirLockedError);
            assert.match(error.message, /in use by another backend process \(pid \d+\)/);
            return true;
          });
          const second = spawnCli(env);
          let secondOutput = '';
          second.stderr?.on('data', (c: Buffer) => (secondOutput += c.toString()));
          const [code] = (await once(second, 'exit')) as [number];
          assert.equal(code, 1);
          assert.match(secondOutput, /in use by another backend process/);
        }
      } finally {
        cli.child.kill('SIGKILL');
        if (cli.child.exitCode === null) await once(cli.child, 'exit');
      }

      const third = await startLocalSupabase(options);
      try {
        const signedIn = await createOwnerSignIn(third.url, third.anonKey, owner.email);
        const after = await rest(third, 'GET', 'properties?select=property_name&order=property_name', { token: signedIn });
        assert.deepEqual(after.body, [{ property_name: 'Antes do kill' }, { property_name: 'Antes do restart' }]);
      } finally {
        await third.stop();
      }
    } finally {
      await storage.drop();
    }
  });
});

async function createOwnerSignIn(url: string, anonKey: string, email: string): Promise<string> {
  const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Teste@2026!' }),
  });
  assert.equal(response.status, 200);
  return ((await response.json()) as { access_token: string }).access_token;
}
