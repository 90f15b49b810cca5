import { useEffect, useMemo, useState } from 'react';
import type { FinanceQueryArgs } from '../finance/finance-reservation';
import { revenueSeriesArgs, useGetRevenueSeriesQuery } from './get-revenue-series';
import { safeRows, seriesRows } from './revenue-chart';
import { DEFAULT_CHART_QUERY, isDrawableQuery, RevenueChartCard, type ChartQuery } from './revenue-chart-card';

interface Props {
  /** The page's filters; null while nobody is signed in. */
  filters: FinanceQueryArgs | null;
  brandName: string;
  eager?: boolean;
}

/** The finance page's revenue chart: its bars read from the database for the page's filters and the chart's own choices. */
export function FinanceRevenueChart({ filters, brandName, eager }: Props) {
  const [query, setQuery] = useState<ChartQuery>(DEFAULT_CHART_QUERY);
  const args = useMemo(() => (filters && isDrawableQuery(query) ? revenueSeriesArgs(filters, query) : null), [filters, query]);
  const series = useGetRevenueSeriesQuery(args);

  // A failed read is logged and the chart shows its empty state (spec part 2 §8).
  useEffect(() => {
    if (series.isError) console.error('Erro ao montar o gráfico de receitas', series.error);
  }, [series.isError, series.error]);

  const data = series.currentData;
  const rows = useMemo(() => {
    if (series.isError) return [];
    return data ? safeRows(() => seriesRows(data, query.grouping, { from: query.start, to: query.end, productKeyword: brandName })) : null;
  }, [series.isError, data, query, brandName]);
  return <RevenueChartCard rows={rows} query={query} onQueryChange={setQuery} brandName={brandName} eager={eager} />;
}
