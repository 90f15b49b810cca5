// `pnpm --filter @portal/bench run what-if <artifacts folder> [change,…]`: audits what one
// Lighthouse run gathered (kept by `lighthouse [runs] [folder]` as `<page>-<run>-artifacts`) again,
// with its trace or network log changed, and prints the simulated figures of each change. It answers
// "what would this be worth" before the work: whether a figure is bound by the network or by the main
// thread, and which kind of task its blocking time comes from.
//
// Changes (all by default): `measured`; `tasks-12ms` (every main-thread task cut to 12 ms, Lighthouse's
// 50 ms at its fourfold CPU slowdown); `tasks-half`; `scripts-half` (every script's bytes halved);
// `http2` (every request over HTTP/2); `by-kind` (for each kind of task over 12 ms, only those cut);
// `waited-for` (not among the defaults: as measured, listing what the optimistic half of the simulated
// LCP waited for — Lighthouse reports the mean of an optimistic and a pessimistic graph — each request
// and each task over 20 simulated ms (5 measured, at the fourfold slowdown), with its simulated start
// and end; a request there that the first screen does not need is one the page asked for too early);
// `blocking` (not among the defaults: as measured, listing each task of the simulated TBT — the mean of
// two estimates over one simulation of the whole page, counted from the pessimistic and then the
// optimistic FCP estimate — with its simulated start and length, its blocking time in each, its
// measured start and its kind: a task measured before the first paint that still blocks here is part
// of the first screen's own start-up).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { pageMainThread, type TraceEvent } from './measure/cpu-share';
import { LIGHTHOUSE_FLAGS } from './measure/lighthouse';

interface LogMessage {
  method: string;
  params: {
    requestId?: string;
    request?: { url: string };
    response?: { protocol?: string; encodedDataLength?: number };
    encodedDataLength?: number;
    dataLength?: number;
  };
}

const [folder, only] = process.argv.slice(2);
if (!folder) {
  console.error('usage: lighthouse-what-if.ts <artifacts folder> [change,…]');
  process.exit(2);
}
const trace = JSON.parse(readFileSync(join(folder, 'defaultPass.trace.json'), 'utf8')) as { traceEvents: TraceEvent[] };
const log = JSON.parse(readFileSync(join(folder, 'defaultPass.devtoolslog.json'), 'utf8')) as LogMessage[];

const { start, events: mainThread, tasks } = pageMainThread(trace.traceEvents);
const urlOf = new Map(log.filter((m) => m.method === 'Network.requestWillBeSent').map((m) => [m.params.requestId ?? '', m.params.request?.url ?? '']));

/** What began a task: the script it evaluated, the file of the timer or call it ran, the event, or layout. */
function kindOf(task: TraceEvent): string {
  const inner = mainThread.filter((event) => event !== task && event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0));
  const first = inner.find((event) => ['EvaluateScript', 'TimerFire', 'FunctionCall', 'EventDispatch', 'ParseHTML', 'Layout', 'UpdateLayoutTree', 'Paint', 'RunMicrotasks', 'FireAnimationFrame'].includes(event.name));
  const file = (url: unknown) => String(url ?? '').split('/').pop()!.replace(/\.[0-9a-f]{8}\.js$/, '') || 'page';
  if (!first) return 'other';
  if (first.name === 'EvaluateScript') return `script ${file(first.args?.data?.url)}`;
  if (first.name === 'TimerFire') return `timer in ${file(inner.find((event) => event.name === 'FunctionCall')?.args?.data?.url)}`;
  if (first.name === 'FunctionCall') return `call in ${file(first.args?.data?.url)}`;
  if (first.name === 'EventDispatch') return `event ${String(first.args?.data?.type ?? '')}`;
  if (first.name === 'RunMicrotasks') return 'promise callbacks';
  if (first.name === 'ParseHTML') return 'HTML parsing';
  return 'style, layout, paint';
}

interface Change {
  name: string;
  apply(): () => void;
  /** Prints what the audit's simulations show beyond the figures. */
  list?: (audits: Audits) => void;
}
type Audits = Record<string, { numericValue?: number }>;

interface SimulatedNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
  event?: { dur?: number; ts?: number };
}
interface NodeTiming {
  startTime: number;
  endTime: number;
}

/**
 * Every simulation Lighthouse ran in this process, by label: Lantern's own record (its debugging
 * traces are made from it), reached through lighthouse's re-export of Lantern, as in 12.8.
 */
const simulations = (Lantern as unknown as { Simulation: { Simulator: { allNodeTimings: Map<string, Map<SimulatedNode, NodeTiming>> } } }).Simulation.Simulator.allNodeTimings;

/** Simulated milliseconds, rounded and padded for a column. */
const ms = (value: number) => String(Math.round(value)).padStart(6);

/** The nodes of the audit's optimistic LCP simulation, in the order they started. */
function listWaits(): void {
  const timings = simulations.get('optimisticLargestContentfulPaint');
  if (!timings) {
    console.log('  (no simulated LCP in this audit)');
    return;
  }
  for (const [node, timing] of [...timings].sort(([, a], [, b]) => a.startTime - b.startTime)) {
    const simulated = timing.endTime - timing.startTime;
    if (node.type === 'network' && node.request) {
      const { pathname, search } = new URL(node.request.url);
      console.log(`  ${ms(timing.startTime)} → ${ms(timing.endTime)}  ${`${pathname}${search}`.slice(0, 70)} (${(node.request.transferSize / 1000).toFixed(1)} KB)`);
    } else if (simulated > 20) {
      console.log(`  ${ms(timing.startTime)} → ${ms(timing.endTime)}  main thread (${Math.round((node.event?.dur ?? 0) / 1000)} ms measured)`);
    }
  }
}
/** When a simulation ended (Lantern's estimate of a paint is the end of its graph's last node); null if the audit ran none. */
function simulatedEnd(label: string): number | null {
  const timings = simulations.get(label);
  return timings ? Math.max(0, ...[...timings.values()].map((timing) => timing.endTime)) : null;
}
/**
 * The tasks over 50 simulated ms of the simulated TBT, as Lantern counts them (TBTUtils): its two
 * estimates over the same simulation of the whole page count each task's time past 50 ms within a
 * window that starts at the opposite FCP estimate (the optimistic TBT from the pessimistic FCP, then
 * the other way round) and ends at interactive (here as Lighthouse reports it, where Lantern takes
 * the matching estimate of its own: a task near the end may count here and not there). The sums are
 * printed beside the reported TBT as a check.
 */
function listBlocking(audits: Audits): void {
  const timings = simulations.get('optimisticTotalBlockingTime');
  if (!timings) {
    console.log('  (no simulated TBT in this audit)');
    return;
  }
  const paint = { optimistic: simulatedEnd('optimisticFirstContentfulPaint'), pessimistic: simulatedEnd('pessimisticFirstContentfulPaint') };
  if (paint.optimistic === null || paint.pessimistic === null) {
    console.log('  (no simulated first contentful paint in this audit)');
    return;
  }
  const interactive = audits['interactive']?.numericValue ?? Number.POSITIVE_INFINITY;
  const blockedFrom = (from: number, timing: NodeTiming) => {
    const length = Math.min(timing.endTime, interactive) - Math.max(timing.startTime, from);
    return length < 50 ? 0 : length - 50;
  };
  const sums = { optimistic: 0, pessimistic: 0 };
  console.log(`  simulated first contentful paint: optimistic ${Math.round(paint.optimistic)}, pessimistic ${Math.round(paint.pessimistic)}; interactive ${Math.round(interactive)}`);
  console.log('   start  length  blocking (opt/pess)  measured start  kind');
  for (const [node, timing] of [...timings].sort(([, a], [, b]) => a.startTime - b.startTime)) {
    if (node.type !== 'cpu' || timing.endTime - timing.startTime < 50) continue;
    const blocking = { optimistic: blockedFrom(paint.pessimistic, timing), pessimistic: blockedFrom(paint.optimistic, timing) };
    if (blocking.optimistic === 0 && blocking.pessimistic === 0) continue;
    sums.optimistic += blocking.optimistic;
    sums.pessimistic += blocking.pessimistic;
    const event = node.event as TraceEvent;
    console.log(`  ${ms(timing.startTime)} ${ms(timing.endTime - timing.startTime)}  ${ms(blocking.optimistic)} /${ms(blocking.pessimistic)}       ${ms((event.ts - start) / 1000)}      ${kindOf(event)}`);
  }
  console.log(`  sums ${Math.round(sums.optimistic)} / ${Math.round(sums.pessimistic)}, mean ${Math.round((sums.optimistic + sums.pessimistic) / 2)} (reported TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN)})`);
}
const cutTasks = (name: string, pick: (task: TraceEvent) => boolean, to: (duration: number) => number): Change => ({
  name,
  apply() {
    const before = tasks.map((task) => task.dur ?? 0);
    tasks.forEach((task) => {
      if (pick(task)) task.dur = Math.min(task.dur ?? 0, to(task.dur ?? 0));
    });
    return () => tasks.forEach((task, index) => (task.dur = before[index]));
  },
});
const rewriteLog = (name: string, rewrite: (message: LogMessage, url: string) => void): Change => ({
  name,
  apply() {
    const saved = JSON.stringify(log);
    log.forEach((message) => rewrite(message, urlOf.get(message.params?.requestId ?? '') ?? ''));
    return () => log.splice(0, log.length, ...(JSON.parse(saved) as LogMessage[]));
  },
});

const long = (task: TraceEvent) => (task.dur ?? 0) > 12_000;
const asMeasured = (name: string, list?: Change['list']): Change => ({ name, apply: () => () => undefined, list });
/** Listings, audited only when asked for by name. */
const LISTINGS = ['waited-for', 'blocking'];
const changes: Record<string, Change[]> = {
  measured: [asMeasured('as measured')],
  'waited-for': [asMeasured('as measured, and what the largest paint waited for (simulated ms)', listWaits)],
  blocking: [asMeasured('as measured, and the tasks of the blocking time (simulated ms)', listBlocking)],
  'tasks-12ms': [cutTasks('every task cut to 12 ms', long, () => 12_000)],
  'tasks-half': [cutTasks('every task half as long', () => true, (duration) => duration / 2)],
  'scripts-half': [
    rewriteLog('every script half its bytes', (message, url) => {
      if (!/\.js(\?|$)/.test(url)) return;
      for (const key of ['encodedDataLength', 'dataLength'] as const) {
        const bytes = message.params[key];
        if (typeof bytes === 'number') message.params[key] = Math.round(bytes / 2);
      }
      const response = message.params.response;
      if (typeof response?.encodedDataLength === 'number') response.encodedDataLength = Math.round(response.encodedDataLength / 2);
    }),
  ],
  http2: [
    rewriteLog('every request over HTTP/2', (message) => {
      if (message.params.response?.protocol) message.params.response.protocol = 'h2';
    }),
  ],
  'by-kind': [...new Set(tasks.filter(long).map(kindOf))].map((kind) => {
    const chosen = tasks.filter((task) => long(task) && kindOf(task) === kind);
    return cutTasks(`only '${kind}' cut to 12 ms (${chosen.map((task) => Math.round((task.dur ?? 0) / 1000)).join(', ')} ms)`, (task) => chosen.includes(task), () => 12_000);
  }),
};

const chosen = (only ?? Object.keys(changes).filter((key) => !LISTINGS.includes(key)).join(',')).split(',');
const unknown = chosen.filter((key) => !(key in changes));
if (unknown.length > 0) {
  console.error(`unknown change ${unknown.join(', ')}: one or more of ${Object.keys(changes).join(', ')}, separated by commas`);
  process.exit(2);
}
const work = mkdtempSync(join(tmpdir(), 'lighthouse-what-if-'));
try {
  for (const key of chosen) {
    for (const change of changes[key]!) {
      const undo = change.apply();
      cpSync(join(folder, 'artifacts.json'), join(work, 'artifacts.json'));
      writeFileSync(join(work, 'defaultPass.trace.json'), JSON.stringify(trace));
      writeFileSync(join(work, 'defaultPass.devtoolslog.json'), JSON.stringify(log));
      undo();
      // Kept across audits: a listing must not show an earlier audit's graph.
      simulations.clear();
      const result = await lighthouse(undefined, { ...LIGHTHOUSE_FLAGS, auditMode: work });
      const audits = result!.lhr.audits;
      const figure = (id: string) => String(Math.round(audits[id]?.numericValue ?? Number.NaN)).padStart(5);
      const score = String(Math.round((result!.lhr.categories.performance?.score ?? 0) * 100)).padStart(3);
      console.log(`score ${score}  FCP ${figure('first-contentful-paint')}  LCP ${figure('largest-contentful-paint')}  TBT ${figure('total-blocking-time')}  TTI ${figure('interactive')}  ${change.name}`);
      change.list?.(audits);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
