import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { longTaskShare, mainThreadTimes, pageMainThread, parseSchedStat, rendererMainThreads, type TraceEvent } from './cpu-share';

const MAIN = { pid: 7, tid: 1 };
const task = (ts: number, durMs: number, cpuMs?: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts,
  dur: durMs * 1000,
  ...(cpuMs === undefined ? {} : { tdur: cpuMs * 1000 }),
});
const paint: TraceEvent = { name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: 500_000 };
const navigation = (ts: number): TraceEvent => ({ name: 'navigationStart', ph: 'R', ...MAIN, ts });

describe('longTaskShare', () => {
  it.each([
    ['no task is long', [task(2_000, 12.4, 12.4)], { tasks: 0, wallMs: 0, cpuMs: 0 }],
    ['12.5 ms is long', [task(2_000, 12.5, 3)], { tasks: 1, wallMs: 12.5, cpuMs: 3 }],
    ['length and CPU summed over the long tasks', [task(2_000, 20, 5), task(40_000, 30, 28), task(80_000, 5, 5)], { tasks: 2, wallMs: 50, cpuMs: 33 }],
    ['another thread is not the page', [task(2_000, 40, 40, { pid: 7, tid: 2 }), task(3_000, 40, 40, { pid: 9, tid: 1 })], { tasks: 0, wallMs: 0, cpuMs: 0 }],
    ['before the last navigation start is another page', [task(500, 40, 40), task(2_000, 20, 10)], { tasks: 1, wallMs: 20, cpuMs: 10 }],
    ['a trace without thread times has no CPU figure', [task(2_000, 20), task(40_000, 30, 10)], { tasks: 2, wallMs: 50, cpuMs: null }],
  ])('%s', (_case, tasks, expected) => {
    expect(longTaskShare([navigation(0), navigation(1_000), paint, ...tasks])).toEqual(expected);
  });

  it('needs the first contentful paint to know the page', () => {
    expect(() => longTaskShare([navigation(0), task(2_000, 20, 5)])).toThrow('the trace has no first contentful paint');
  });

  it('only counts top-level tasks, not the events inside them', () => {
    const inside: TraceEvent = { name: 'FunctionCall', ph: 'X', ...MAIN, ts: 2_100, dur: 15_000, tdur: 15_000 };
    expect(longTaskShare([navigation(0), paint, task(2_000, 20, 16), inside])).toEqual({ tasks: 1, wallMs: 20, cpuMs: 16 });
  });
});

describe('pageMainThread', () => {
  it("keeps the painting thread's events before the last navigation start, and its tasks only from it", () => {
    const before = task(500, 40, 40);
    const after = task(2_000, 20, 10);
    const elsewhere = task(3_000, 20, 10, { pid: 7, tid: 2 });
    const found = pageMainThread([navigation(0), navigation(1_000), paint, before, after, elsewhere]);
    expect(found).toEqual({ start: 1_000, events: [before, after], tasks: [after] });
  });
});

describe('parseSchedStat', () => {
  it.each([
    ['1500000 250000 12\n', { cpuNs: 1_500_000, waitNs: 250_000 }],
    ['0 0 0', { cpuNs: 0, waitNs: 0 }],
    ['1500000 250000', null],
    ['a b c', null],
    ['', null],
    ['-1 2 3', null],
  ])('%j', (text, expected) => {
    expect(parseSchedStat(text)).toEqual(expected);
  });
});

describe('mainThreadTimes', () => {
  const stat = (cpuMs: number, waitMs: number) => ({ cpuNs: cpuMs * 1e6, waitNs: waitMs * 1e6 });
  it.each([
    ['one renderer', new Map([[10, stat(100, 40)]]), new Map([[10, stat(250, 90)]]), { cpuMs: 150, waitMs: 50 }],
    ['a renderer started meanwhile counts from zero', new Map([[10, stat(100, 40)]]), new Map([[10, stat(110, 40)], [11, stat(30, 5)]]), { cpuMs: 40, waitMs: 5 }],
    ['a renderer that ended is not counted', new Map([[10, stat(100, 40)], [11, stat(30, 5)]]), new Map([[10, stat(120, 45)]]), { cpuMs: 20, waitMs: 5 }],
    ['no counters on this system', new Map(), new Map(), null],
  ])('%s', (_case, before, after, expected) => {
    expect(mainThreadTimes(before, after)).toEqual(expected);
  });
});

// A process group of its own, as launchPlainChromium starts Chromium, with a helper whose command line
// names its type the way Chromium's renderers rewrite theirs (one string, arguments joined by spaces).
const linuxWithSchedStats = existsSync(`/proc/${process.pid}/task/${process.pid}/schedstat`);
(linuxWithSchedStats ? describe : describe.skip)('rendererMainThreads', () => {
  const started: ChildProcess[] = [];
  const start = (script: string) => {
    const child = spawn(process.execPath, ['-e', script], { detached: true, stdio: ['ignore', 'pipe', 'ignore'] });
    started.push(child);
    return child;
  };
  afterEach(async () => {
    for (const child of started.splice(0)) {
      const exited = child.exitCode === null ? once(child, 'exit') : Promise.resolve();
      process.kill(-child.pid!, 'SIGKILL');
      await exited;
    }
  });

  it("finds the group's renderers by their rewritten command line, and only them", async () => {
    // The group's leader starts a renderer-like helper in its group and a utility one, then says so.
    const leader = start(`
      const { spawn } = require('node:child_process');
      const keep = 'process.title = process.argv[1]; console.log(1); setInterval(() => {}, 1000)';
      let up = 0;
      // Spelled in parts: the leader's own command line holds this script, and it is no renderer.
      for (const type of ['render' + 'er --lang=pt-BR', 'util' + 'ity']) {
        const title = 'chromium --type=' + type;
        const helper = spawn(process.execPath, ['-e', keep, title], { stdio: ['ignore', 'pipe', 'ignore'] });
        helper.stdout.once('data', () => (up += 1) === 2 && console.log('ready'));
      }
      setInterval(() => {}, 1000);`);
    await once(leader.stdout!, 'data');
    const found = rendererMainThreads(leader.pid!);
    expect(found.size).toBe(1);
    const [stat] = [...found.values()];
    expect(stat!.cpuNs).toBeGreaterThan(0);
    expect(rendererMainThreads(leader.pid! + 1_000_000)).toEqual(new Map());
  });
});
