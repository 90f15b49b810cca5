// `pnpm --filter @portal/bench run journey [runs]`: the owner journey alone (after a build), medians of `runs`.
// `pnpm --filter @portal/bench run journey --against <checkout> [--pairs 6]`: this checkout's build (A)
// and another's (B, built, its dependencies installed), each served as `npm start` serves it, run in
// interleaved pairs A B B A A B …, so a change is judged on what the owner feels, against the spread.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './measure/bench-session';
import { startBenchPortal } from './measure/bench-portal';
import { JOURNEY_STEPS, runOwnerJourney, summarizeJourneys, type JourneyRun } from './measure/owner-journey';

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const against = flag('--against');

/**
 * Another checkout's build served as its own `npm start` serves it, in a process of its own with that
 * checkout's dependencies; stopped with the returned function.
 */
async function startOtherCheckout(checkout: string): Promise<{ shellUrl: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'journey-other-'));
  const script = join(dir, 'serve.mts');
  writeFileSync(
    script,
    `import { startSystem } from ${JSON.stringify(join(checkout, 'shell', 'server', 'system.ts'))};\n` +
      `const system = await startSystem({ shellPort: 0, firstRemotePort: 0, runtimeDir: ${JSON.stringify(dir)}, backend: { port: 0, dataDir: ${JSON.stringify(join(dir, 'database'))}, seedDemo: true, quiet: true } });\n` +
      `console.log(JSON.stringify({ shellUrl: system.shellUrl }));\n` +
      `process.stdin.resume(); process.stdin.on('end', () => void system.stop().then(() => process.exit(0)));\n`,
  );
  const child = spawn(join(checkout, 'shell', 'node_modules', '.bin', 'tsx'), [script], { cwd: join(checkout, 'shell'), stdio: ['pipe', 'pipe', 'inherit'] });
  const shellUrl = await new Promise<string>((resolveUrl, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const line = out.split('\n').find((candidate) => candidate.startsWith('{"shellUrl"'));
      if (line) resolveUrl((JSON.parse(line) as { shellUrl: string }).shellUrl);
    });
    child.on('exit', (code) => reject(new Error(`${checkout}: its portal stopped (${code})`)));
  });
  return {
    shellUrl,
    stop: () =>
      new Promise((done) => {
        child.on('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.stdin.end();
      }),
  };
}

const row = (label: string, values: (string | number)[]) => `| ${label} | ${values.join(' | ')} |`;

if (!against) {
  const runs = Number(args[0] ?? 5);
  const portal = await startBenchPortal();
  try {
    const results: JourneyRun[] = [];
    for (let index = 0; index < runs; index += 1) {
      const run = await runOwnerJourney(portal.browser, portal.shellUrl);
      results.push(run);
      console.error(`run ${index + 1}, its interactions:\n  ${run.described.join('\n  ')}`);
    }
    console.log(JSON.stringify(summarizeJourneys(results), null, 2));
  } finally {
    await portal.stop();
  }
} else {
  const pairs = Number(flag('--pairs') ?? 6);
  const portals = { A: await startBenchPortal(), B: await startOtherCheckout(resolve(against)) };
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  const byPair: Partial<Record<'A' | 'B', JourneyRun>>[] = [];
  const failures: Record<'A' | 'B', string[]> = { A: [], B: [] };
  try {
    for (let pair = 0; pair < pairs; pair += 1) {
      byPair.push({});
      const order = pair % 2 === 0 ? (['A', 'B'] as const) : (['B', 'A'] as const);
      for (const side of order) {
        try {
          const run = await runOwnerJourney(browser, portals[side].shellUrl);
          byPair[pair]![side] = run;
          console.error(`pair ${pair + 1} ${side}: total ${run.totalMs} ms, dashboard ${run.steps['dashboard figures']} ms, worst interaction ${Math.round(Math.max(0, ...run.interactions))} ms`);
        } catch (error) {
          // An owner who could not finish (a sign-in that lost what was typed, say) is a finding too.
          failures[side].push(`pair ${pair + 1}: ${(error as Error).message.split('\n')[0]}`);
          console.error(`pair ${pair + 1} ${side}: did not finish`);
        }
      }
    }
  } finally {
    await browser.close();
    await Promise.all([portals.A.stop(), portals.B.stop()]);
  }
  const finished = (side: 'A' | 'B') => byPair.flatMap((pair) => (pair[side] ? [pair[side]] : []));
  const a = summarizeJourneys(finished('A'));
  const b = summarizeJourneys(finished('B'));
  // Only pairs whose two journeys both finished are compared.
  const complete = byPair.filter((pair): pair is Record<'A' | 'B', JourneyRun> => Boolean(pair.A && pair.B));
  const differences = (figure: (run: JourneyRun) => number) => complete.map((pair) => figure(pair.A) - figure(pair.B)).sort((x, y) => x - y);
  const differenceLine = (what: string, figure: (run: JourneyRun) => number) => {
    const found = differences(figure);
    return `${what}, A − B per pair: ${found.join(', ')} ms (A faster in ${found.filter((d) => d < 0).length} of ${found.length})`;
  };
  console.log(`A = this checkout, B = ${against}; ${pairs} interleaved pairs (ABBA), medians\n`);
  console.log(row('figure', ['A', 'B']));
  console.log(row('---', ['---', '---']));
  for (const step of JOURNEY_STEPS) console.log(row(step, [a.steps[step], b.steps[step]]));
  console.log(row('whole journey', [a.totalMs, b.totalMs]));
  console.log(row('worst interaction (median of runs / worst)', [`${a.inpMs} / ${a.worstInteractionMs}`, `${b.inpMs} / ${b.worstInteractionMs}`]));
  console.log(row('long tasks', [a.longTaskMs, b.longTaskMs]));
  console.log(`\nworst interaction: A ${a.worstInteraction}; B ${b.worstInteraction}`);
  console.log(`\n${differenceLine('whole journey', (run) => run.totalMs)}`);
  console.log(differenceLine('dashboard figures after entrar', (run) => run.steps['dashboard figures']));
  for (const side of ['A', 'B'] as const) if (failures[side].length > 0) console.log(`${side} did not finish ${failures[side].length} of ${pairs} journeys: ${failures[side].join('; ')}`);
}
