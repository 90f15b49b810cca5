import { readdirSync, readFileSync } from 'node:fs';

/**
 * How much of a page's measured time its main thread spent on a CPU. On a machine whose cores are
 * all busy (the browser's other threads, the portal's servers, the measuring tool), a task that
 * needs 2 ms of CPU can last 15 ms while the thread waits for a core; Lighthouse's simulated TBT
 * multiplies that wall time by four. These figures separate the page's own work from that wait, so
 * a figure that moved can be told from a machine that was busier.
 */

/** Lighthouse's long task at its fourfold CPU slowdown: 50 ms simulated, 12.5 ms measured. */
export const MEASURED_LONG_TASK_MS = 12.5;

export interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time within the event (µs), when the trace records it. */
  tdur?: number;
  args?: { data?: Record<string, unknown> };
}

export interface LongTaskShare {
  /** Main-thread tasks of at least MEASURED_LONG_TASK_MS after the navigation started. */
  tasks: number;
  /** Their summed length (ms). */
  wallMs: number;
  /** Their summed CPU time (ms); null when the trace has no thread times. */
  cpuMs: number | null;
}

/** The page's main thread in a Lighthouse trace, from the last navigation start of its process. */
export interface PageMainThread {
  /** The last navigation start (µs, the trace's clock). */
  start: number;
  /** Every complete event of that thread, before the start too (what a task contains). */
  events: TraceEvent[];
  /** Its top-level tasks from the start on. */
  tasks: TraceEvent[];
}

/**
 * The page's main thread in a Lighthouse trace: the thread that painted the first contentful
 * paint, with its events and its tasks from the last navigation start of its process.
 */
export function pageMainThread(trace: readonly TraceEvent[]): PageMainThread {
  const paint = trace.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const starts = trace.filter((event) => event.name === 'navigationStart' && event.pid === paint.pid);
  const start = starts.length > 0 ? Math.max(...starts.map((event) => event.ts)) : Number.NEGATIVE_INFINITY;
  const events = trace.filter((event) => event.pid === paint.pid && event.tid === paint.tid && event.ph === 'X');
  return { start, events, tasks: events.filter((event) => event.name === 'RunTask' && event.ts >= start) };
}

/** The long tasks of the page's main thread in a Lighthouse trace: their number, their length and how much of it was spent on a CPU. */
export function longTaskShare(trace: readonly TraceEvent[]): LongTaskShare {
  const long = pageMainThread(trace).tasks.filter((event) => (event.dur ?? 0) >= MEASURED_LONG_TASK_MS * 1000);
  const timed = long.every((event) => typeof event.tdur === 'number');
  return {
    tasks: long.length,
    wallMs: long.reduce((sum, event) => sum + event.dur!, 0) / 1000,
    cpuMs: timed ? long.reduce((sum, event) => sum + event.tdur!, 0) / 1000 : null,
  };
}

/** A thread's scheduler counters: time on a CPU and time runnable but waiting for one (ns). */
export interface SchedStat {
  cpuNs: number;
  waitNs: number;
}

/** Parses /proc/<pid>/task/<tid>/schedstat ("<on cpu ns> <waiting ns> <time slices>"); null if it is not that. */
export function parseSchedStat(text: string): SchedStat | null {
  const fields = text.trim().split(/\s+/).map(Number);
  if (fields.length !== 3 || fields.some((field) => !Number.isFinite(field) || field < 0)) return null;
  return { cpuNs: fields[0]!, waitNs: fields[1]! };
}

/** The fields of /proc/<pid>/stat after the command name: [state, ppid, pgrp, …]. */
function statFields(pid: string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * The scheduler counters of the main thread of each renderer process of one Chromium (its process
 * group, as launchPlainChromium starts it), by process id. Empty where the system does not keep them
 * (not Linux, or a kernel without scheduler statistics).
 */
export function rendererMainThreads(processGroup: number): Map<number, SchedStat> {
  const found = new Map<number, SchedStat>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return found;
  }
  for (const pid of pids) {
    const fields = statFields(pid);
    if (!fields || Number(fields[2]) !== processGroup) continue;
    try {
      // Chromium's helpers rewrite their command line into one string: spaces or NULs between arguments.
      if (!/(^|[\s\0])--type=renderer([\s\0]|$)/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'))) continue;
      const stat = parseSchedStat(readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8'));
      if (stat) found.set(Number(pid), stat);
    } catch {
      // The process ended meanwhile.
    }
  }
  return found;
}

/** What a page's main thread did over some time (ms): on a CPU, and runnable but waiting for a core. */
export interface MainThreadTimes {
  cpuMs: number;
  waitMs: number;
}

/**
 * What the renderers' main threads did between two readings. A renderer that started meanwhile
 * counts from zero; null when the system keeps no such counters.
 */
export function mainThreadTimes(before: Map<number, SchedStat>, after: Map<number, SchedStat>): MainThreadTimes | null {
  if (after.size === 0) return null;
  let cpuNs = 0;
  let waitNs = 0;
  for (const [pid, now] of after) {
    const then = before.get(pid) ?? { cpuNs: 0, waitNs: 0 };
    cpuNs += now.cpuNs - then.cpuNs;
    waitNs += now.waitNs - then.waitNs;
  }
  return { cpuMs: cpuNs / 1e6, waitMs: waitNs / 1e6 };
}
