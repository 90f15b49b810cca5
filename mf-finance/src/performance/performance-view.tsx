import { formatBRL, formatPercent } from '@portal/shared/format';
import { Alert, Button, Card, LoadFailedAlert, Page, Result, Skeleton, tones } from '@portal/shared/ui';
import { HomeOutlined } from '@portal/shared/icons';
import { FinanceStyle } from '../finance/finance-style';
import { percentChange, type PerformanceFigures, type PerformancePeriods, type PerformanceTip, type PropertyPerformance } from './performance';

const PERFORMANCE_TEXTS = {
  title: 'Desempenho',
  subtitle: 'Ocupação, diária média e receita por noite disponível das suas propriedades.',
  error: 'Erro ao carregar dados de desempenho. Tente novamente mais tarde.',
  empty: 'Nenhuma propriedade ativa',
  emptyText: 'Os indicadores aparecem quando sua primeira propriedade estiver ativa.',
} as const;

export type PerformanceViewState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; total: PerformancePeriods; properties: PropertyPerformance[]; tip: PerformanceTip; monthLabel: string; lastYearLabel: string };

function Change({ now, before }: { now: number; before: number }) {
  const change = percentChange(now, before);
  if (change === null) return <span className="mff-card-note">sem comparação</span>;
  const up = change >= 0;
  return (
    <span className="mff-card-note" style={{ color: up ? tones.success.text : tones.danger.text }} aria-label={`${up ? 'alta' : 'queda'} de ${formatPercent(Math.abs(change))}`}>
      {up ? '▲' : '▼'} {formatPercent(Math.abs(change))}
    </span>
  );
}

const METRICS: ReadonlyArray<{ key: keyof PerformanceFigures; label: string; format: (value: number) => string }> = [
  { key: 'occupancy', label: 'Ocupação', format: formatPercent },
  { key: 'averageDailyRate', label: 'Diária média', format: formatBRL },
  { key: 'revenuePerAvailableNight', label: 'Receita por noite disponível', format: formatBRL },
];

/** One property's (or the total's) three figures over the three windows. */
function PeriodsTable({ periods, monthLabel, lastYearLabel }: { periods: PerformancePeriods; monthLabel: string; lastYearLabel: string }) {
  return (
    // Focusable so a keyboard can scroll the columns that do not fit a phone.
    <div className="mff-table-scroll" tabIndex={0}>
      <table className="mff-table">
        <thead>
          <tr>
            <th scope="col">Indicador</th>
            <th scope="col">Últimos 30 dias</th>
            <th scope="col">{monthLabel}</th>
            <th scope="col">{lastYearLabel}</th>
          </tr>
        </thead>
        <tbody>
          {METRICS.map((metric) => (
            <tr key={metric.key}>
              <th scope="row">{metric.label}</th>
              <td>{metric.format(periods.last30[metric.key])}</td>
              <td>
                {metric.format(periods.thisMonth[metric.key])}
                <br />
                <Change now={periods.thisMonth[metric.key]} before={periods.sameMonthLastYear[metric.key]} />
              </td>
              <td>{metric.format(periods.sameMonthLastYear[metric.key])}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** `/performance` in each of its states. */
export function PerformanceView({ view, onAddProperty }: { view: PerformanceViewState; onAddProperty: () => void }) {
  return (
    <Page title={PERFORMANCE_TEXTS.title} subtitle={PERFORMANCE_TEXTS.subtitle}>
      <FinanceStyle />
      <div className="mff-stack">
        {view.state === 'loading' && (
          <div role="status" aria-label="Carregando desempenho" style={{ display: 'grid', gap: 12 }}>
            <Card>
              <Skeleton active paragraph={{ rows: 2 }} aria-label="Carregando dica" />
            </Card>
            <Card>
              <Skeleton active paragraph={{ rows: 4 }} aria-label="Carregando indicadores" />
            </Card>
          </div>
        )}
        {view.state === 'error' && (
          <LoadFailedAlert title={PERFORMANCE_TEXTS.error} onRetry={view.retry} />
        )}
        {view.state === 'ready' && view.properties.length === 0 && (
          <Result
            icon={<HomeOutlined />}
            title={PERFORMANCE_TEXTS.empty}
            subTitle={PERFORMANCE_TEXTS.emptyText}
            extra={
              <Button type="primary" onClick={onAddProperty}>
                Cadastrar Propriedade
              </Button>
            }
          />
        )}
        {view.state === 'ready' && view.properties.length > 0 && (
          <>
            <Alert type={view.tip.tone} showIcon title="Dica de desempenho" description={view.tip.text} role="note" aria-label="Dica de desempenho" />
            <Card role="region" aria-label="Todas as propriedades" title={view.properties.length > 1 ? 'Todas as propriedades' : view.properties[0]?.label}>
              <PeriodsTable periods={view.total} monthLabel={view.monthLabel} lastYearLabel={view.lastYearLabel} />
            </Card>
            {view.properties.length > 1 &&
              view.properties.map((property) => (
                <Card key={property.propertyId} role="region" aria-label={property.label} title={property.label}>
                  <PeriodsTable periods={property} monthLabel={view.monthLabel} lastYearLabel={view.lastYearLabel} />
                </Card>
              ))}
          </>
        )}
      </div>
    </Page>
  );
}
