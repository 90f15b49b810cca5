// `pnpm --filter @portal/bench run lighthouse [runs]`: Lighthouse on /auth and a signed-in
// /dashboard only (the full benchmark takes minutes). Same settings as `npm run bench`.
import { startBenchPortal } from './measure/bench-portal';
import { measureLighthouse } from './measure/lighthouse';

const runs = Number(process.argv[2] ?? 3);
const portal = await startBenchPortal();
try {
  const pages = [
    { name: '/auth', figures: await measureLighthouse(`${portal.shellUrl}/auth`, { runs }) },
    { name: '/dashboard (signed in)', figures: await measureLighthouse(`${portal.shellUrl}/dashboard`, { runs, session: portal.session }) },
  ];
  for (const { name, figures } of pages) console.log(name, JSON.stringify(figures));
} finally {
  await portal.stop();
}
