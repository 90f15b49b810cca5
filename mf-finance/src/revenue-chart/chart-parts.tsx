import { formatBRL } from '@portal/shared/format';
import { Spinner } from '@portal/shared/ui';
import type { ChartRow } from './revenue-chart';

// The chart's small parts, apart from the finance page's chart card: the dashboard's earnings card uses them
// without bringing the card's controls and grouping rules into the dashboard's first paint.

const CHART_LOADING_TEXT = 'Carregando gráfico...';

export function ChartLoading() {
  return (
    <div className="mff-chart-empty">
      <Spinner />
      <span>{CHART_LOADING_TEXT}</span>
    </div>
  );
}

/** The same figures as a table, for screen readers (the chart itself is a picture). */
export function ChartDataTable({ rows, caption }: { rows: readonly ChartRow[]; caption: string }) {
  return (
    <table className="mff-sr">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Período</th>
          <th scope="col">Receita</th>
          <th scope="col">Reservas</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td>{formatBRL(row.total)}</td>
            <td>{row.reservationCount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
