// A throw-away PostgreSQL 15 from Debian's packages, for the test suite and the benchmark: its own
// data directory, a free port on loopback, durability off (nothing here needs to survive a crash).
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface DebianPostgres {
  port: number;
  /** Connection string of the `postgres` superuser on the `postgres` database. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): void;
}

export function debianPostgresAvailable(): boolean {
  return existsSync(join(PG_BIN, 'postgres'));
}

export function freePort(): Promise<number> {
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

export async function startDebianPostgres(): Promise<DebianPostgres> {
  if (!debianPostgresAvailable()) {
    throw new Error(
      `PostgreSQL 15 was not found in ${PG_BIN}. Install the Debian package postgresql-15 ` +
        '(the project bootstrap, node .ci/bootstrap.mjs --with-browser, does it) and run again.',
    );
  }
  const dir = mkdtempSync(join(tmpdir(), 'supabase-pg-'));
  const dataDir = join(dir, 'data');
  // initdb refuses to run as root: the cluster belongs to the postgres user.
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
  let running = false;
  const stop = (): void => {
    if (running) {
      running = false;
      try {
        asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } catch {
        // already stopped
      }
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    asPostgres('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8']);
    asPostgres('pg_ctl', [
      '-D', dataDir, '-w', '-l', join(dir, 'postgres.log'), '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
      'start',
    ]);
    running = true;
  } catch (error) {
    stop();
    throw error;
  }
  const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  return { port, adminUrl: urlFor('postgres'), urlFor, stop };
}
