// `pnpm --filter @portal/bench run journey [runs]`: the owner journey alone (after a build), medians of `runs`.
// `pnpm --filter @portal/bench run journey --against <checkout> [--pairs 6]`: this checkout's build (A)
// and another's (B, built, its dependencies installed), each served as `npm start` serves it, run in
// interleaved pairs A B B A A B …, so a change is judged on what the owner feels, against the spread.
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './measure/bench-session';
import { startBenchPortal, type BenchPortal } from './measure/bench-portal';
import { JOURNEY_STEPS, measureOwnerJourney, runOwnerJourney, summarizeJourneys, type JourneyRun } from './measure/owner-journey';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const against = flag('--against');

const row = (label: string, values: (string | number)[]) => `| ${label} | ${values.join(' | ')} |`;

if (!against) {
  const runs = Number(args[0] ?? 5);
  const portal = await startBenchPortal();
  try {
    const summary = await measureOwnerJourney(portal.browser, portal.shellUrl, runs);
    console.log(JSON.stringify(summary, null, 2));
  } finally {
    await portal.stop();
  }
} else {
  const pairs = Number(flag('--pairs') ?? 6);
  const other = (await import(join(resolve(against), 'bench', 'measure', 'bench-portal.ts'))) as { startBenchPortal: () => Promise<BenchPortal> };
  const portals = { A: await startBenchPortal(), B: await other.startBenchPortal() };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const runs: Record<'A' | 'B', JourneyRun[]> = { A: [], B: [] };
  try {
    for (let pair = 0; pair < pairs; pair += 1) {
      const order = pair % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const side of order) {
        const run = await runOwnerJourney(browser, portals[side].shellUrl);
        runs[side].push(run);
        console.error(`pair ${pair + 1} ${side}: total ${run.totalMs} ms, dashboard ${run.steps['dashboard figures']} ms, worst interaction ${Math.round(Math.max(0, ...run.interactions))} ms`);
      }
    }
  } finally {
    await browser.close();
    await Promise.all([portals.A.stop(), portals.B.stop()]);
  }
  const a = summarizeJourneys(runs.A);
  const b = summarizeJourneys(runs.B);
  const differences = runs.A.map((run, index) => run.totalMs - runs.B[index]!.totalMs).sort((x, y) => x - y);
  console.log(`A = this checkout, B = ${against}; ${pairs} interleaved pairs (ABBA), medians\n`);
  console.log(row('figure', ['A', 'B']));
  console.log(row('---', ['---', '---']));
  for (const step of JOURNEY_STEPS) console.log(row(step, [a.steps[step], b.steps[step]]));
  console.log(row('whole journey', [a.totalMs, b.totalMs]));
  console.log(row('worst interaction (median of runs / worst)', [`${a.inpMs} / ${a.worstInteractionMs}`, `${b.inpMs} / ${b.worstInteractionMs}`]));
  console.log(row('long tasks', [a.longTaskMs, b.longTaskMs]));
  console.log(`\nworst interaction: A ${a.worstInteraction}; B ${b.worstInteraction}`);
  console.log(`\nwhole journey, A − B per pair: ${differences.join(', ')} ms (A faster in ${differences.filter((d) => d < 0).length} of ${pairs})`);
}
