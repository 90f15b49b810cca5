// CLI: `pnpm --filter @portal/supabase start`. Reads PORT, DATA_DIR, DATABASE_URL, STORAGE_DIR, JWT_EXPIRY,
// EMAIL_CONFIRMATION, SEED_DEMO and DEMO_MODE (both default on), and through the backend SUPABASE_JWT_SECRET,
// SITE_URL and ADDITIONAL_REDIRECT_URLS; prints what a developer needs to connect.
import { DEMO_OWNER, NEW_OWNER } from '../seed/demo-accounts.ts';
import { DataDirLockedError, startLocalSupabase } from './index.ts';

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function integer(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isInteger(parsed) || parsed < 0) {
    console.error(`${name} must be a non-negative integer.`);
    process.exit(2);
  }
  return parsed;
}

const env = process.env;
try {
  const port = integer('PORT', env.PORT);
  const jwtExpirySeconds = integer('JWT_EXPIRY', env.JWT_EXPIRY);
  const backend = await startLocalSupabase({
    ...(port !== undefined ? { port } : {}),
    ...(env.DATA_DIR ? { dataDir: env.DATA_DIR } : {}),
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    ...(env.STORAGE_DIR ? { storageDir: env.STORAGE_DIR } : {}),
    ...(jwtExpirySeconds !== undefined ? { jwtExpirySeconds } : {}),
    emailConfirmation: flag(env.EMAIL_CONFIRMATION, false),
    seedDemo: flag(env.SEED_DEMO, true),
    demoMode: flag(env.DEMO_MODE, true),
    quiet: true,
  });
  const lines = [
    `Supabase local backend ready in ${backend.startupMs} ms${backend.seeded ? ' (demo data seeded)' : ''}`,
    `  API URL:          ${backend.url}`,
    `  anon key:         ${backend.anonKey}`,
    `  service_role key: ${backend.serviceRoleKey}`,
    `  JWT secret:       ${backend.jwtSecretSource.includes('/') ? `kept in ${backend.jwtSecretSource}` : `from ${backend.jwtSecretSource}`} (SUPABASE_JWT_SECRET overrides it)`,
    `  Mailbox:          ${backend.mailboxUrl}`,
    `  Demo mode:        ${flag(env.DEMO_MODE, true) ? 'on (sample reservations for owners without stays)' : 'off'}`,
    `  Postal codes:     ${backend.postalCodeUrl}/{cep}/json/`,
    '  Demo logins:',
    `    owner with data: ${DEMO_OWNER.email} / ${DEMO_OWNER.password}`,
    `    new owner:       ${NEW_OWNER.email} / ${NEW_OWNER.password}`,
  ];
  console.log(lines.join('\n'));
  const shutdown = (): void => {
    void backend.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('The port is already in use: another backend may be running. Set PORT to use another one.');
    process.exit(1);
  }
  throw error;
}
