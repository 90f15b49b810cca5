import type { ReactNode } from 'react';
import { Button, fontSize, LoadFailedAlert, Page, Result } from '@portal/shared/ui';
import { WalletOutlined } from '@portal/shared/icons';
import { RevenueChartCard } from '../revenue-chart/revenue-chart-card';
import type { FinanceReservation } from './finance-reservation';
import { FiltersCard, type FilterProperty } from './filters-card';
import type { FinanceFilter } from './finance-filters';
import { FinanceStyle } from './finance-style';
import { ReservationList, ReservationListLoading } from './reservation-list';
import { RateCards, SummaryCards, type FinanceFigures } from './summary-cards';

const FINANCE_TEXTS = {
  title: 'Financeiro',
  error: 'Erro ao carregar dados financeiros. Tente novamente mais tarde.',
  emptyTitle: 'Nenhuma reserva encontrada',
  emptyText: 'Ainda não há reservas para exibir dados financeiros.',
  noMatch: 'Nenhuma reserva corresponde aos filtros escolhidos.',
} as const;

export type FinanceViewState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  /** `figures` is null while the database computes them for the filter shown. */
  | { state: 'ready'; all: readonly FinanceReservation[]; filtered: readonly FinanceReservation[]; figures: FinanceFigures | null };

interface Props {
  view: FinanceViewState;
  filter: FinanceFilter;
  properties: readonly FilterProperty[];
  onFilterChange: (filter: FinanceFilter) => void;
  today: string;
  brandName: string;
  propertyLabel: (propertyId: string) => string;
  exportOpen: boolean;
  onToggleExport: () => void;
  /** The export panel, shown under the title while 'Exportar' is open. */
  exportPanel?: ReactNode;
  chartEager?: boolean;
  /** The reservation open at first (stories). */
  defaultExpandedId?: string | null;
}

/** `/financeiro` in each of its states. */
export function FinanceView({ view, filter, properties, onFilterChange, today, brandName, propertyLabel, exportOpen, onToggleExport, exportPanel, chartEager, defaultExpandedId }: Props) {
  const ready = view.state === 'ready' ? view : null;
  const noReservations = ready !== null && ready.all.length === 0;
  return (
    <Page
      title={FINANCE_TEXTS.title}
      actions={
        <Button aria-expanded={exportOpen} disabled={!ready || noReservations} onClick={onToggleExport}>
          Exportar
        </Button>
      }
    >
      <FinanceStyle />
      <div className="mff-stack">
        {view.state === 'error' && (
          <LoadFailedAlert title={FINANCE_TEXTS.error} onRetry={view.retry} />
        )}
        {exportOpen && ready && exportPanel}
        {noReservations ? (
          <Result icon={<WalletOutlined />} title={FINANCE_TEXTS.emptyTitle} subTitle={FINANCE_TEXTS.emptyText} />
        ) : (
          view.state !== 'error' && (
            <>
              <FiltersCard filter={filter} properties={properties} onChange={onFilterChange} />
              <SummaryCards figures={ready?.figures ?? null} />
              <RevenueChartCard reservations={ready?.filtered ?? null} today={today} brandName={brandName} eager={chartEager} />
              <RateCards figures={ready?.figures ?? null} />
              <section aria-label="Lista de reservas">
                <h2 className="mff-section-title">
                  Reservas
                  {ready && <span style={{ fontSize: fontSize.note, fontWeight: 400 }}>{ready.filtered.length} {ready.filtered.length === 1 ? 'reserva' : 'reservas'}</span>}
                </h2>
                {!ready && <ReservationListLoading />}
                {ready && ready.filtered.length === 0 && (
                  <Result title={FINANCE_TEXTS.emptyTitle} subTitle={FINANCE_TEXTS.noMatch} />
                )}
                {ready && ready.filtered.length > 0 && <ReservationList reservations={ready.filtered} today={today} brandName={brandName} propertyLabel={propertyLabel} defaultExpandedId={defaultExpandedId} />}
              </section>
            </>
          )
        )}
      </div>
    </Page>
  );
}
