// The JWT secret of a data directory: made once, kept beside the data it protects, so tokens and API
// keys stay valid across restarts and no two installations share one. SUPABASE_JWT_SECRET (or
// JWT_SECRET, the name self-hosted Supabase uses) overrides it.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The file, inside the backend's directory for a database, that keeps its JWT secret. */
export const JWT_SECRET_FILE = 'jwt-secret';

/** GoTrue and PostgREST need at least 32 characters for HS256. */
export const MIN_JWT_SECRET_LENGTH = 32;

export interface JwtSecret {
  secret: string;
  /** where it came from: the environment variable's name, or the file it is kept in */
  source: string;
}

/** The secret from the environment, if one is set; a short one is refused with the reason. */
export function jwtSecretFromEnv(env: NodeJS.ProcessEnv = process.env): JwtSecret | undefined {
  for (const name of ['SUPABASE_JWT_SECRET', 'JWT_SECRET']) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    if (value.length < MIN_JWT_SECRET_LENGTH) throw new Error(`${name} must have at least ${MIN_JWT_SECRET_LENGTH} characters.`);
    return { secret: value, source: name };
  }
  return undefined;
}

/** Reads the secret kept in `dir`, making and keeping a new random one (readable by its owner only) the first time. */
export function jwtSecretIn(dir: string): JwtSecret {
  const file = join(dir, JWT_SECRET_FILE);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= MIN_JWT_SECRET_LENGTH) return { secret: kept, source: file };
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return { secret, source: file };
}
