#!/usr/bin/env node
// Prepares a machine that has only Node 20 and npm: pnpm and the workspace's dependencies, and,
// with --with-browser, the Debian packages the test suites drive (Chromium, PostgreSQL 15, and pgTAP
// with pg_prove for the database tests).
// Everything is idempotent, so `npm start` and `npm test` call it every time.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const withBrowser = process.argv.includes('--with-browser');

function run(command, args, options = {}) {
  execFileSync(command, args, { stdio: 'inherit', cwd: root, ...options });
}

function installWorkspace() {
  const localPnpm = join(root, 'node_modules', '.bin', 'pnpm');
  const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
  const args = ['install', '--frozen-lockfile', '--reporter=append-only'];
  if (existsSync(localPnpm)) run(localPnpm, args, { env });
  else run('npx', ['-y', `pnpm@${PNPM_VERSION}`, ...args], { env });
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

function aptInstall(packages) {
  const prefix = isRoot() ? [] : ['sudo', '-n'];
  const apt = (args) => {
    const [command, ...rest] = [...prefix, 'apt-get', ...args];
    run(command, rest, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  };
  try {
    apt(['update', '-qq']);
    apt(['install', '-y', '-qq', '--no-install-recommends', ...packages]);
  } catch {
    console.error(`Não foi possível instalar ${packages.join(', ')} com apt-get. Instale-os (Debian) e rode de novo.`);
    process.exit(1);
  }
}

installWorkspace();

if (withBrowser) {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!existsSync('/usr/lib/postgresql/15/bin/postgres')) missing.push('postgresql-15');
  if (!existsSync('/usr/share/postgresql/15/extension/pgtap.control')) missing.push('postgresql-15-pgtap');
  if (!existsSync('/usr/bin/pg_prove')) missing.push('libtap-parser-sourcehandler-pgtap-perl');
  if (missing.length > 0) aptInstall(missing);
}
