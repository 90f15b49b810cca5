import { useCallback, useMemo, useState } from 'react';
import { Card } from '@portal/shared/ui';
import { FINANCE_CHART_HEIGHT, revenueChartOptions } from './chart-options';
import { DateInput } from '../finance/date-input';
import { Segmented } from './segmented';
import { ChartBoundary, useChartComponent } from './highcharts-chart';
import { ChartDataTable, ChartLoading } from './chart-parts';
import { CHART_EMPTY, CHART_GROUPING_LABELS, isValidChartRange, type ChartGrouping, type ChartRow } from './revenue-chart';

export const CHART_ID = 'financial-chart';
const CHART_RANGE_ERROR = 'A data final não pode ser anterior à data inicial.';

const GROUPINGS = (Object.keys(CHART_GROUPING_LABELS) as ChartGrouping[]).map((value) => ({ value, label: CHART_GROUPING_LABELS[value] }));

/** What the chart is drawn for: its grouping and its own Início / Fim, within the page's filters. */
export interface ChartQuery {
  grouping: ChartGrouping;
  start: string | null;
  end: string | null;
}

export const DEFAULT_CHART_QUERY: ChartQuery = { grouping: 'month', start: null, end: null };

/** Whether the chart's Início / Fim can be drawn: an end before the start draws nothing. */
export function isDrawableQuery(query: ChartQuery): boolean {
  return isValidChartRange(query.start, query.end);
}

interface Props {
  /** The rows of `query`, within the page's filters; null while they load. */
  rows: readonly ChartRow[] | null;
  query: ChartQuery;
  onQueryChange: (query: ChartQuery) => void;
  brandName: string;
  /** Load the chart library at once (the page was opened at #financial-chart). */
  eager?: boolean;
  /** 'Detalhado por Canal' at first, for stories. */
  initialByChannel?: boolean;
}

function ChartEmpty() {
  return (
    <div className="mff-chart-empty">
      <strong>{CHART_EMPTY.title}</strong>
      <span>{CHART_EMPTY.description}</span>
    </div>
  );
}

/** 'Receitas de Reservas': Início / Fim, grouping Dia / Semana / Mês / Ano and 'Detalhado por Canal'. */
export function RevenueChartCard({ rows: given, query, onQueryChange, brandName, eager = false, initialByChannel = false }: Props) {
  const [byChannel, setByChannel] = useState(initialByChannel);
  const [libraryFailed, setLibraryFailed] = useState(false);
  const onLibraryError = useCallback(() => setLibraryFailed(true), []);
  const { boxRef, Chart } = useChartComponent(eager, onLibraryError);
  const { grouping, start, end } = query;

  const rangeValid = isDrawableQuery(query);
  const loading = rangeValid && given === null;
  const rows = useMemo(() => (rangeValid && given ? given : []), [rangeValid, given]);
  const options = useMemo(() => revenueChartOptions(rows, { byChannel, brandName }), [rows, byChannel, brandName]);

  let body;
  if (loading) body = <ChartLoading />;
  else if (rows.length === 0 || libraryFailed) body = <ChartEmpty />;
  else if (!Chart) body = <ChartLoading />;
  else
    body = (
      <ChartBoundary fallback={<ChartEmpty />} resetKey={options}>
        <Chart options={options} />
      </ChartBoundary>
    );

  return (
    <Card id={CHART_ID} role="region" aria-label="Receitas de Reservas" title="Receitas de Reservas" style={{ scrollMarginTop: 72 }}>
      <div className="mff-chart-controls">
        <div className="mff-dates">
          <DateInput label="Início" value={start} onChange={(value) => onQueryChange({ ...query, start: value })} />
          <DateInput label="Fim" value={end} onChange={(value) => onQueryChange({ ...query, end: value })} error={rangeValid ? null : CHART_RANGE_ERROR} />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Segmented label="Agrupar por" options={GROUPINGS} value={grouping} onChange={(value) => onQueryChange({ ...query, grouping: value })} />
          <label className="mff-switch">
            <input type="checkbox" role="switch" checked={byChannel} onChange={(event) => setByChannel(event.target.checked)} />
            Detalhado por Canal
          </label>
        </div>
      </div>
      <div ref={boxRef} className="mff-chart-box" style={{ minHeight: FINANCE_CHART_HEIGHT }} aria-busy={loading || (!Chart && rows.length > 0 && !libraryFailed)}>
        {body}
        {rows.length > 0 && <ChartDataTable rows={rows} caption={`Receitas por ${CHART_GROUPING_LABELS[grouping].toLowerCase()}`} />}
      </div>
    </Card>
  );
}
