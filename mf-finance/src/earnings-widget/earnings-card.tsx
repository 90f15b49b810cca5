import { useCallback, useMemo, useState } from 'react';
import { Link } from '@portal/shared/router';
import { Button, Card, Skeleton } from '@portal/shared/ui';
import { FinanceStyle } from '../finance/finance-style';
import { revenueChartOptions } from '../revenue-chart/chart-options';
import { ChartBoundary, useChartComponent } from '../revenue-chart/highcharts-chart';
import { ChartDataTable, ChartLoading } from '../revenue-chart/chart-parts';
import type { ChartRow } from '../revenue-chart/revenue-chart';
import { EARNINGS_TAB_AMOUNT, EARNINGS_TAB_LABELS, hasEarnings, type EarningsTab } from './earnings-tabs';

const EARNINGS_TEXTS = {
  title: 'Ganhos',
  link: 'Ver análise completa',
  noProperty: 'Nenhum imóvel cadastrado',
  noReservation: 'Nenhuma reserva encontrada',
  error: 'Erro ao carregar seus ganhos',
} as const;

export type EarningsCardState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'no-property' }
  | { state: 'ready'; rowsFor: (tab: EarningsTab) => ChartRow[] };

const TABS = Object.keys(EARNINGS_TAB_LABELS) as EarningsTab[];

/** The dashboard's chart height: its panel keeps it from the first render, so the widgets below never move. */
const EARNINGS_CHART_HEIGHT = 240;

interface Props {
  view: EarningsCardState;
  brandName: string;
  chartHref: string;
  initialTab?: EarningsTab;
}

/** The dashboard's earnings card: tabs Geral, Receitas, Reservas Futuras; monthly bars and the reservation-count line. */
export function EarningsCard({ view, brandName, chartHref, initialTab = 'overview' }: Props) {
  const [tab, setTab] = useState<EarningsTab>(initialTab);
  const [libraryFailed, setLibraryFailed] = useState(false);
  const onError = useCallback(() => setLibraryFailed(true), []);
  const { boxRef, Chart } = useChartComponent(false, onError);
  const rows = useMemo(() => (view.state === 'ready' ? view.rowsFor(tab) : []), [view, tab]);
  const { amount, name } = EARNINGS_TAB_AMOUNT[tab];
  const options = useMemo(() => revenueChartOptions(rows, { byChannel: false, brandName, amount, amountName: name, height: EARNINGS_CHART_HEIGHT }), [rows, brandName, amount, name]);
  const empty = view.state === 'ready' && !hasEarnings(rows, tab);

  let body;
  if (view.state === 'loading') body = <Skeleton active paragraph={{ rows: 5 }} aria-label="Carregando ganhos" />;
  else if (view.state === 'error')
    body = (
      <div className="mff-chart-empty" role="alert">
        <strong>{EARNINGS_TEXTS.error}</strong>
        <Button size="small" onClick={view.retry}>
          Tentar novamente
        </Button>
      </div>
    );
  else if (view.state === 'no-property') body = <div className="mff-chart-empty"><strong>{EARNINGS_TEXTS.noProperty}</strong></div>;
  else if (empty || libraryFailed) body = <div className="mff-chart-empty"><strong>{EARNINGS_TEXTS.noReservation}</strong></div>;
  else if (!Chart) body = <ChartLoading />;
  else
    body = (
      <ChartBoundary fallback={<div className="mff-chart-empty"><strong>{EARNINGS_TEXTS.noReservation}</strong></div>} resetKey={options}>
        <Chart options={options} />
      </ChartBoundary>
    );

  return (
    <Card role="region" aria-label={EARNINGS_TEXTS.title} title={EARNINGS_TEXTS.title} extra={<Link className="mff-card-link" to={chartHref}>{EARNINGS_TEXTS.link}</Link>}>
      <FinanceStyle />
      <div className="mff-tabs" role="tablist" aria-label="Visão dos ganhos">
        {TABS.map((key) => (
          <button key={key} type="button" role="tab" id={`mff-earnings-tab-${key}`} aria-selected={key === tab} aria-controls="mff-earnings-panel" onClick={() => setTab(key)}>
            {EARNINGS_TAB_LABELS[key]}
          </button>
        ))}
      </div>
      <div ref={boxRef} id="mff-earnings-panel" role="tabpanel" aria-labelledby={`mff-earnings-tab-${tab}`} className="mff-chart-box" style={{ minHeight: EARNINGS_CHART_HEIGHT }}>
        {body}
        {view.state === 'ready' && !empty && <ChartDataTable rows={rows} caption={`${EARNINGS_TAB_LABELS[tab]} por mês`} />}
      </div>
    </Card>
  );
}
