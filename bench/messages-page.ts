// The messages screens alone (`pnpm --filter @portal/bench run messages`), after a build: what /mensagens adds
// to the dashboard's code, its first screens, and how fast a reply of the team reaches an open thread.
import { startBenchPortal } from './measure/bench-portal';
import { measureMessagesPage } from './measure/messages-page';

const portal = await startBenchPortal({ shell: 28080, firstRemote: 28081, backend: 25421 });
try {
  const figures = await measureMessagesPage(portal.browser, portal.shellUrl, portal.backend, portal.session);
  console.log(JSON.stringify(figures, null, 2));
} finally {
  await portal.stop();
}
