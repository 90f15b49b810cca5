import { useCallback, useMemo, useState } from 'react';
import { Card } from '@portal/shared/ui';
import type { FinanceReservation } from '../finance/finance-reservation';
import { FINANCE_CHART_HEIGHT, revenueChartOptions } from './chart-options';
import { DateInput } from '../finance/date-input';
import { Segmented } from './segmented';
import { ChartBoundary, useChartComponent } from './highcharts-chart';
import { ChartDataTable, ChartLoading } from './chart-parts';
import { CHART_EMPTY, CHART_GROUPING_LABELS, groupRevenue, isValidChartRange, type ChartGrouping, type ChartRow } from './revenue-chart';

export const CHART_ID = 'financial-chart';
const CHART_RANGE_ERROR = 'A data final não pode ser anterior à data inicial.';

const GROUPINGS = (Object.keys(CHART_GROUPING_LABELS) as ChartGrouping[]).map((value) => ({ value, label: CHART_GROUPING_LABELS[value] }));

interface Props {
  /** The page's filtered reservations; the chart's own Início / Fim narrow them further. */
  reservations: readonly FinanceReservation[] | null;
  today: string;
  brandName: string;
  /** Load the chart library at once (the page was opened at #financial-chart). */
  eager?: boolean;
  /** Starting state, for stories. */
  initial?: { grouping?: ChartGrouping; byChannel?: boolean; start?: string | null; end?: string | null };
}

/** Rows for the chart; a failure in the grouping is logged and shows the empty state (spec part 2 §8). */
function safeRows(compute: () => ChartRow[]): ChartRow[] {
  try {
    return compute();
  } catch (error) {
    console.error('Erro ao montar o gráfico de receitas', error);
    return [];
  }
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
export function RevenueChartCard({ reservations, today, brandName, eager = false, initial }: Props) {
  const [start, setStart] = useState<string | null>(initial?.start ?? null);
  const [end, setEnd] = useState<string | null>(initial?.end ?? null);
  const [grouping, setGrouping] = useState<ChartGrouping>(initial?.grouping ?? 'month');
  const [byChannel, setByChannel] = useState(initial?.byChannel ?? false);
  const [libraryFailed, setLibraryFailed] = useState(false);
  const onLibraryError = useCallback(() => setLibraryFailed(true), []);
  const { boxRef, Chart } = useChartComponent(eager, onLibraryError);

  const rangeValid = isValidChartRange(start, end);
  const rows = useMemo(
    () => (reservations && rangeValid ? safeRows(() => groupRevenue(reservations, grouping, { today, from: start, to: end, productKeyword: brandName })) : []),
    [reservations, rangeValid, grouping, today, start, end, brandName],
  );
  const options = useMemo(() => revenueChartOptions(rows, { byChannel, brandName }), [rows, byChannel, brandName]);

  let body;
  if (reservations === null) body = <ChartLoading />;
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
          <DateInput label="Início" value={start} onChange={setStart} />
          <DateInput label="Fim" value={end} onChange={setEnd} error={rangeValid ? null : CHART_RANGE_ERROR} />
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 8 }}>
          <Segmented label="Agrupar por" options={GROUPINGS} value={grouping} onChange={setGrouping} />
          <label className="mff-switch">
            <input type="checkbox" role="switch" checked={byChannel} onChange={(event) => setByChannel(event.target.checked)} />
            Detalhado por Canal
          </label>
        </div>
      </div>
      <div ref={boxRef} className="mff-chart-box" style={{ minHeight: FINANCE_CHART_HEIGHT }} aria-busy={reservations === null || (!Chart && rows.length > 0 && !libraryFailed)}>
        {body}
        {rows.length > 0 && <ChartDataTable rows={rows} caption={`Receitas por ${CHART_GROUPING_LABELS[grouping].toLowerCase()}`} />}
      </div>
    </Card>
  );
}
