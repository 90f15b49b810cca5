import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import lighthouse, { type Flags } from 'lighthouse';
import { longTaskShare, type TraceEvent } from './cpu-share';
import { plantedStorage, type PlantedSession } from './first-render';
import { launchPlainChromium } from './plain-chromium';
import { median, round } from './stats';

export interface LighthouseFigures {
  runs: number;
  performanceScore: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Lighthouse's own measure of this machine's speed at each run (its BenchmarkIndex, median; higher
   * is faster). The simulated figures scale the tasks measured here, so TBT and LCP move with it.
   */
  benchmarkIndex: number;
  /**
   * The main thread's tasks of MEASURED_LONG_TASK_MS or more as measured (Lighthouse's long task at its fourfold
   * slowdown), summed per run (ms, medians): their length, and the part of it spent on a CPU. Where
   * the two differ, the thread waited for a core; TBT counts that wait four times.
   */
  longTasks: { wallMs: number; cpuMs: number | null };
}

/** Lighthouse's settings for every run (mobile emulation and simulated throttling are its defaults); auditing saved artifacts again needs the same. */
export const LIGHTHOUSE_FLAGS: Flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true };

/**
 * Lighthouse (mobile emulation, default simulated throttling) on one URL, median of `runs`. A
 * session, when given, is put in the page's storage first and Lighthouse keeps storage as it is.
 * With `reportPrefix`, each run's whole report is written to `<reportPrefix>-<run>.json` (open it
 * in Lighthouse's viewer, or read its audits: critical chains, main-thread breakdown, long tasks),
 * and what Lighthouse gathered (trace, network log) to the folder `<reportPrefix>-<run>-artifacts`,
 * which `lighthouse-what-if.ts` audits again with changes.
 */
export async function measureLighthouse(url: string, options: { runs?: number; session?: PlantedSession; reportPrefix?: string } = {}): Promise<LighthouseFigures> {
  const runs = options.runs ?? 5;
  const scores: number[] = [];
  const lcp: number[] = [];
  const tbt: number[] = [];
  const cls: number[] = [];
  const benchmarkIndex: number[] = [];
  const longWall: number[] = [];
  const longCpu: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const chrome = await launchPlainChromium();
    const { port } = chrome;
    try {
      if (options.session) {
        const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
        const page = await browser.contexts()[0]!.newPage();
        await page.goto(new URL('/app-config.json', url).href);
        await page.evaluate((entries) => entries.forEach(([key, json]) => window.localStorage.setItem(key, json)), plantedStorage(options.session));
        await page.close();
        await browser.close();
      }
      const artifacts = options.reportPrefix ? { gatherMode: `${options.reportPrefix}-${run + 1}-artifacts`, auditMode: `${options.reportPrefix}-${run + 1}-artifacts` } : {};
      const result = await lighthouse(url, { port, ...LIGHTHOUSE_FLAGS, ...artifacts });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
      if (options.reportPrefix) writeFileSync(`${options.reportPrefix}-${run + 1}.json`, JSON.stringify(lhr));
      scores.push((lhr.categories.performance?.score ?? 0) * 100);
      lcp.push(lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
      tbt.push(lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN);
      cls.push(lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN);
      benchmarkIndex.push(lhr.environment.benchmarkIndex);
      const share = longTaskShare(result.artifacts.Trace.traceEvents as unknown as TraceEvent[]);
      longWall.push(share.wallMs);
      if (share.cpuMs !== null) longCpu.push(share.cpuMs);
    } finally {
      await chrome.close();
    }
  }
  return {
    runs,
    performanceScore: round(median(scores), 0),
    lcpMs: round(median(lcp), 0),
    tbtMs: round(median(tbt), 0),
    cls: round(median(cls), 3),
    benchmarkIndex: round(median(benchmarkIndex), 0),
    longTasks: { wallMs: round(median(longWall), 0), cpuMs: longCpu.length === runs ? round(median(longCpu), 0) : null },
  };
}
