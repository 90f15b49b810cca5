// `pnpm --filter @portal/supabase staff <ação> …`: the provider's staff actions from a terminal
// (staff-command.ts). Sets the exit code rather than exiting, so buffered output is written in full.
import { runStaff } from './staff-command.ts';

process.exitCode = await runStaff(process.argv.slice(2), process.env, {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
