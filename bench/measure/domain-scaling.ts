import { averageDailyRate, financePageSummary, groupRevenue, occupancyRate } from '@portal/shared/domain';
import { generateDemoReservations } from '@portal/supabase/seed/demo-reservations';
import { median, round } from './stats';

export interface DomainScaling {
  sizes: number[];
  /** Median ms per computation and size. */
  ms: Record<string, Record<number, number>>;
  /** time(100k) / time(10k) per computation; linear is 10. */
  ratio100kTo10k: Record<string, number>;
}

const TODAY = '2026-11-21';

/** The finance computations the spec defines, over generated reservations of growing size. */
export function measureDomainScaling(sizes = [1_000, 10_000, 100_000]): DomainScaling {
  const properties = Array.from({ length: 5 }, (_, i) => ({ id: `00000000-0000-4000-8000-00000000000${i}` }));
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
  for (const size of sizes) {
    const rows = generateDemoReservations({ seed: 7, userId: 'bench', properties, count: size, today: TODAY });
    for (const [name, compute] of Object.entries(computations)) {
      compute(rows);
      const runs = Array.from({ length: 5 }, () => {
        const start = performance.now();
        compute(rows);
        return performance.now() - start;
      });
      (ms[name] ??= {})[size] = round(median(runs), 2);
    }
  }
  const ratio100kTo10k = Object.fromEntries(
    Object.entries(ms).map(([name, bySize]) => [name, round((bySize[100_000] ?? Number.NaN) / Math.max(bySize[10_000] ?? Number.NaN, 0.01), 1)]),
  );
  return { sizes, ms, ratio100kTo10k };
}
