import { join } from 'node:path';

/** Fixed ports of the system the end-to-end suites run against (away from `npm start`'s). */
export const E2E_PORTS = { shell: 18080, firstRemote: 18081, supabase: 15421 } as const;
export const E2E_SHELL_URL = `http://localhost:${E2E_PORTS.shell}`;
export const E2E_RUN_DIR = join(import.meta.dirname, '..', '.run');
export const E2E_SYSTEM_FILE = join(E2E_RUN_DIR, 'system.json');

/** What the running system tells the tests: where things are and the keys to reach the backend. */
export interface E2ESystemInfo {
  shellUrl: string;
  supabaseUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  mailboxUrl: string;
  appConfigPath: string;
  remotes: { packageName: string; federationName: string; url: string; dir: string; routes: string[] }[];
}
