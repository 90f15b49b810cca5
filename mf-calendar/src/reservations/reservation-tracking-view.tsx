import { formatBRL } from '@portal/shared/format';
import { Button, fontSize, LoadFailedAlert, Page, palette, PortalStyle, Result } from '@portal/shared/ui';
import { ScheduleOutlined } from '@portal/shared/icons';
import { CalendarStyle } from '../calendar-entry/calendar-style';
import { LoadingCards } from '../calendar-entry/load-states';
import type { TrackedReservation } from './get-tracked-reservations';
import { ReservationCard } from './reservation-card';
import type { ReservationTrackingFilter } from './reservation-tracking';
import { TrackingFilters } from './tracking-filters';

export type ReservationTrackingState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'not-found' }
  | { state: 'ready'; propertyName: string; reservations: TrackedReservation[]; summary: { reservations: number; nights: number; netRevenue: number } };

// A figure never breaks inside itself ('R$ 2.13 / 0,00'): each tile is as wide as its figure, and a tile that
// does not fit beside the others goes to the next line whole.

// Texts the spec does not quote (it quotes the filters, 'Detalhes', the empty state and 'Voltar às propriedades').
const TRACKING_TEXTS = {
  title: 'Reservas',
  loading: 'Carregando reservas',
  loadError: 'Erro ao carregar as reservas',
  notFound: 'Propriedade não encontrada',
  notFoundHint: 'Verifique o link ou escolha a propriedade na sua lista.',
  backToProperties: 'Voltar às propriedades',
  backToCalendar: 'Voltar ao calendário',
  empty: 'Nenhuma reserva encontrada',
  emptyHint: 'Nenhuma reserva corresponde aos filtros escolhidos.',
} as const;

const CSS = `
.mfc-summary{display:flex;flex-wrap:wrap;gap:8px;margin:0}
.mfc-summary>div{flex:1 1 0;min-width:max-content;padding:12px;background:${palette.surface};border:1px solid ${palette.surfaceBorder};border-radius:12px}
.mfc-summary dt{font-size:${fontSize.caption}px;color:${palette.textSecondary}}
.mfc-summary dd{margin:2px 0 0;font-size:${fontSize.heading}px;font-weight:650;color:${palette.text};white-space:nowrap}
`;

interface Props {
  view: ReservationTrackingState;
  filter: ReservationTrackingFilter;
  periodError?: string | null;
  onFilterChange: (filter: ReservationTrackingFilter) => void;
  onBackToProperties: () => void;
  onBackToCalendar: () => void;
}

/** `/propriedade/{id}/reservas` in each of its states. */
export function ReservationTrackingView({ view, filter, periodError = null, onFilterChange, onBackToProperties, onBackToCalendar }: Props) {
  if (view.state === 'not-found') {
    return (
      <Page title={TRACKING_TEXTS.title}>
        <Result
          status="warning"
          title={TRACKING_TEXTS.notFound}
          subTitle={TRACKING_TEXTS.notFoundHint}
          extra={
            <Button type="primary" onClick={onBackToProperties}>
              {TRACKING_TEXTS.backToProperties}
            </Button>
          }
        />
      </Page>
    );
  }
  return (
    <Page title={TRACKING_TEXTS.title} subtitle={view.state === 'ready' ? view.propertyName : undefined} back={{ label: TRACKING_TEXTS.backToCalendar, onClick: onBackToCalendar }}>
      <CalendarStyle />
      <PortalStyle name="mf-calendar-summary" css={CSS} />
      <div className="mfc-stack">
        <TrackingFilters filter={filter} periodError={periodError} onChange={onFilterChange} />
        {view.state === 'loading' && <LoadingCards label={TRACKING_TEXTS.loading} />}
        {view.state === 'error' && <LoadFailedAlert title={TRACKING_TEXTS.loadError} onRetry={view.retry} />}
        {view.state === 'ready' && (
          <>
            <dl className="mfc-summary" aria-label="Resumo">
              <div>
                <dt>Reservas</dt>
                <dd>{view.summary.reservations}</dd>
              </div>
              <div>
                <dt>Noites</dt>
                <dd>{view.summary.nights}</dd>
              </div>
              <div>
                <dt>Receita líquida</dt>
                <dd>{formatBRL(view.summary.netRevenue)}</dd>
              </div>
            </dl>
            {view.reservations.length === 0 ? (
              <Result icon={<ScheduleOutlined />} title={TRACKING_TEXTS.empty} subTitle={TRACKING_TEXTS.emptyHint} />
            ) : (
              <ul className="mfc-list" aria-label="Reservas">
                {view.reservations.map((reservation) => (
                  <li key={reservation.id}>
                    <ReservationCard reservation={reservation} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </div>
    </Page>
  );
}
