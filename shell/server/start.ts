// `npm start`: the built portal with the embedded backend and demo data, as an owner would use it.
import { join } from 'node:path';
import { DEMO_OWNER, NEW_OWNER } from '@portal/supabase/seed/demo-accounts';
import { startSystem, workspaceRoot } from './system';

const system = await startSystem({
  shellPort: Number(process.env.PORT ?? 8080),
  firstRemotePort: Number(process.env.REMOTES_PORT ?? 8081),
  runtimeDir: join(workspaceRoot, '.data', 'runtime'),
  backend: {
    port: Number(process.env.SUPABASE_PORT ?? 54321),
    dataDir: process.env.DATA_DIR ?? join(workspaceRoot, '.data', 'database'),
    databaseUrl: process.env.DATABASE_URL,
    seedDemo: true,
    demoMode: true,
    // As a hosted project normally is: a new owner confirms the e-mail (the local mailbox shows it).
    emailConfirmation: true,
  },
});

const logins = [
  `    proprietário com onboarding concluído   ${DEMO_OWNER.email}  /  ${DEMO_OWNER.password}`,
  `    proprietário novo, sem nada            ${NEW_OWNER.email}  /  ${NEW_OWNER.password}`,
];
console.log(`
  Portal do Proprietário em ${system.shellUrl}

  Logins de demonstração:
${logins.join('\n')}
  Contas novas confirmam o e-mail: os e-mails chegam em ${system.backend.mailboxUrl}
  Ações da equipe (aprovar, fotos, reservas, repasses): pnpm --filter @portal/supabase staff --help

  Backend (Supabase local): ${system.backend.url}
    anon key:         ${system.backend.anonKey}
    service_role key: ${system.backend.serviceRoleKey}  (local only: never ship it to a browser)
  Módulos: ${system.remotes.map((remote) => `${remote.packageName} ${remote.url}`).join(', ')}
`);

async function shutdown() {
  await system.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
