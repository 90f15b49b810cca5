import type { ReactNode } from 'react';
import { Button, fontSize, LoadFailedAlert, Page, Result } from '@portal/shared/ui';
import { WalletOutlined } from '@portal/shared/icons';
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
  /** The owner has no stay at all. */
  | { state: 'empty' }
  | {
      state: 'ready';
      /** The stays of the filters read so far, in the list's order. */
      rows: readonly FinanceReservation[];
      /** The database's figures for the filters (the list's count among them); null while it computes them. */
      figures: FinanceFigures | null;
      /** The next 50 stays, while there are more; null when every stay of the filters is shown. */
      more: { load: () => void; loading: boolean } | null;
    };

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
  /** The 'Receitas de Reservas' card. */
  chart: ReactNode;
  /** The reservation open at first (stories). */
  defaultExpandedId?: string | null;
}

/** `/financeiro` in each of its states. */
export function FinanceView({ view, filter, properties, onFilterChange, today, brandName, propertyLabel, exportOpen, onToggleExport, exportPanel, chart, defaultExpandedId }: Props) {
  const ready = view.state === 'ready' ? view : null;
  const noReservations = view.state === 'empty';
  const count = ready?.figures?.reservations ?? null;
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
        {/* An open panel stays open while a new filter's figures load. */}
        {exportOpen && (ready || view.state === 'loading') && exportPanel}
        {noReservations ? (
          <Result icon={<WalletOutlined />} title={FINANCE_TEXTS.emptyTitle} subTitle={FINANCE_TEXTS.emptyText} />
        ) : (
          view.state !== 'error' && (
            <>
              <FiltersCard filter={filter} properties={properties} onChange={onFilterChange} />
              <SummaryCards figures={ready?.figures ?? null} />
              {chart}
              <RateCards figures={ready?.figures ?? null} />
              <section aria-label="Lista de reservas">
                <h2 className="mff-section-title">
                  Reservas
                  {count !== null && <span style={{ fontSize: fontSize.note, fontWeight: 400 }}>{count} {count === 1 ? 'reserva' : 'reservas'}</span>}
                </h2>
                {!ready && <ReservationListLoading />}
                {ready && ready.rows.length === 0 && (
                  <Result title={FINANCE_TEXTS.emptyTitle} subTitle={FINANCE_TEXTS.noMatch} />
                )}
                {ready && ready.rows.length > 0 && (
                  <ReservationList
                    reservations={ready.rows}
                    remaining={count === null ? null : Math.max(0, count - ready.rows.length)}
                    more={ready.more}
                    today={today}
                    brandName={brandName}
                    propertyLabel={propertyLabel}
                    defaultExpandedId={defaultExpandedId}
                  />
                )}
              </section>
            </>
          )
        )}
      </div>
    </Page>
  );
}
