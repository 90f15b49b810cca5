import { useMemo, useState } from 'react';
import type { FinanceReservation } from '../finance/finance-reservation';
import { groupRevenue, safeRows } from '../revenue-chart/revenue-chart';
import { DEFAULT_CHART_QUERY, RevenueChartCard, type ChartQuery } from '../revenue-chart/revenue-chart-card';

interface Props {
  /** The stays drawn, grouped here as the database groups them; null while they load. */
  reservations: readonly FinanceReservation[] | null;
  today: string;
  brandName: string;
  eager?: boolean;
  initial?: Partial<ChartQuery> & { byChannel?: boolean };
}

/** The revenue chart over stays at hand, for stories and the chart's own tests (the page reads its bars from the database). */
export function LocalRevenueChart({ reservations, today, brandName, eager, initial }: Props) {
  const [query, setQuery] = useState<ChartQuery>({ ...DEFAULT_CHART_QUERY, ...initial });
  const rows = useMemo(
    () => (reservations ? safeRows(() => groupRevenue(reservations, query.grouping, { today, from: query.start, to: query.end, productKeyword: brandName })) : null),
    [reservations, query, today, brandName],
  );
  return <RevenueChartCard rows={rows} query={query} onQueryChange={setQuery} brandName={brandName} eager={eager} initialByChannel={initial?.byChannel} />;
}
