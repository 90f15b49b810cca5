import { averageDailyRate, financePageSummary, occupancyRate } from '../../mf-finance/src/finance/finance-summary';
import { groupRevenue } from '../../mf-finance/src/revenue-chart/revenue-chart';
import { generateDemoReservations } from '@portal/supabase/demo-reservations';
import { median, round } from './stats';

export interface DomainScaling {
  sizes: number[];
  /** Median ms per computation and size. */
  ms: Record<string, Record<number, number>>;
  /** time(100k) / time(10k) per computation; linear is 10. */
  ratio100kTo10k: Record<string, number>;
  /**
   * The control: the 10k rows listed ten times (100k rows, the same objects) over the 10k time. Near
   * 10 while ratio100kTo10k is above it means the extra time is memory (100k distinct rows do not stay
   * in the processor's cache), not the computation.
   */
  ratioSameRowsTenTimes: Record<string, number>;
}

const TODAY = '2026-11-21';

// Each generated property holds about one stay a week, so 50 stays fill about a year.
const STAYS_PER_PROPERTY = 50;

function portfolio(size: number) {
  const count = Math.max(5, Math.ceil(size / STAYS_PER_PROPERTY));
  return Array.from({ length: count }, (_, i) => ({ id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}` }));
}

/**
 * The finance computations the spec defines, over generated reservations of growing size. The
 * portfolio grows with the reservations, so every size covers about the same year: five properties
 * would stretch 100k stays over four centuries, and the day chart would measure the length of the
 * calendar rather than the number of rows.
 */
export function measureDomainScaling(sizes = [1_000, 10_000, 100_000]): DomainScaling {
  const computations: Record<string, (rows: ReturnType<typeof generateDemoReservations>) => unknown> = {
    summary: (rows) => financePageSummary(rows, TODAY),
    'chart by day': (rows) => groupRevenue(rows, 'day', { today: TODAY }),
    'chart by week': (rows) => groupRevenue(rows, 'week', { today: TODAY }),
    'chart by month': (rows) => groupRevenue(rows, 'month', { today: TODAY }),
    'chart by year': (rows) => groupRevenue(rows, 'year', { today: TODAY }),
    occupancy: (rows) => occupancyRate(rows),
    'average daily rate': (rows) => averageDailyRate(rows),
  };
  const ms: DomainScaling['ms'] = {};
  const sameRowsTenTimes: Record<string, number> = {};
  for (const size of sizes) {
    const rows = generateDemoReservations({ seed: 7, userId: 'bench', properties: portfolio(size), count: size, today: TODAY });
    for (const [name, compute] of Object.entries(computations)) {
      (ms[name] ??= {})[size] = timePerCall(() => compute(rows), size);
    }
    if (size === 10_000) {
      const tenTimes = Array.from({ length: 10 }, () => rows).flat();
      for (const [name, compute] of Object.entries(computations)) sameRowsTenTimes[name] = timePerCall(() => compute(tenTimes), tenTimes.length);
    }
  }
  const ratio = (a: number | undefined, b: number | undefined) => round((a ?? Number.NaN) / Math.max(b ?? Number.NaN, 0.01), 1);
  return {
    sizes,
    ms,
    ratio100kTo10k: Object.fromEntries(Object.entries(ms).map(([name, bySize]) => [name, ratio(bySize[100_000], bySize[10_000])])),
    ratioSameRowsTenTimes: Object.fromEntries(Object.entries(ms).map(([name, bySize]) => [name, ratio(sameRowsTenTimes[name], bySize[10_000])])),
  };
}

/**
 * Median ms per call of 7 samples, after a warm-up call. Each sample repeats a small input until it
 * has seen 100k rows, so sub-millisecond times are not lost in the timer's and the compiler's noise.
 */
function timePerCall(compute: () => unknown, rows: number): number {
  compute();
  const repeats = Math.max(1, Math.round(100_000 / rows));
  const runs = Array.from({ length: 7 }, () => {
    const start = performance.now();
    for (let repeat = 0; repeat < repeats; repeat += 1) compute();
    return (performance.now() - start) / repeats;
  });
  return round(median(runs), 2);
}
