import { readFileSync, statSync } from 'node:fs';
import { securityHeaders } from './security-headers';

interface AppConfigFile {
  supabaseUrl: string;
  postalCodeUrl: string;
  remotes: { manifestUrl: string }[];
}

/**
 * The security policy follows the live app-config.json: a remote moved to another origin by an
 * edit of that file is allowed at once, and nothing else is. No headers while the file is not written yet.
 */
export function policyFromAppConfig(appConfigPath: string): () => Record<string, string> {
  let cached: { mtimeMs: number; headers: Record<string, string> } | null = null;
  return () => {
    const { mtimeMs } = statSync(appConfigPath, { throwIfNoEntry: false }) ?? { mtimeMs: -1 };
    if (mtimeMs < 0) return {};
    if (cached?.mtimeMs !== mtimeMs) {
      const config = JSON.parse(readFileSync(appConfigPath, 'utf8')) as AppConfigFile;
      const remotes = config.remotes.map((remote) => remote.manifestUrl);
      cached = { mtimeMs, headers: securityHeaders({ remotes, supabaseUrl: config.supabaseUrl, postalCodeUrl: config.postalCodeUrl }) };
    }
    return cached.headers;
  };
}
