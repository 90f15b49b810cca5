import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { trackedRow } from '../testing/fixtures';
import { DEFAULT_TRACKING_FILTER, trackingSummary } from './reservation-tracking';
import { ReservationTrackingView } from './reservation-tracking-view';

const STAYS = [
  trackedRow('a', '2025-03-12', '2025-03-15', { guest_name: 'Marina Alves', special_requests: 'Chegada após as 22h' }),
  trackedRow('b', '2025-03-18', '2025-03-20', { guest_name: 'Rafael Souza', platform: 'Booking.com', status: 'pending', total_amount: 980, net_amount: 760 }),
  trackedRow('c', '2025-03-28', '2025-04-02', { guest_name: 'Carla Dias', platform: 'VRBO', guests: 5, total_amount: 3200, net_amount: 2650 }),
];
const ready = (reservations = STAYS) => ({ state: 'ready' as const, propertyName: 'Casa da Praia em Búzios', reservations, summary: trackingSummary(reservations) });

const meta = {
  title: 'Calendário/Reservas',
  component: ReservationTrackingView,
  args: { view: ready(), filter: DEFAULT_TRACKING_FILTER, periodError: null, onFilterChange: fn(), onBackToProperties: fn(), onBackToCalendar: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof ReservationTrackingView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next 30 days, by default. */
export const NextThirtyDays: Story = { name: 'Próximos 30 dias' };
/** Filtered by status: only cancelled stays. */
export const FilteredCancelled: Story = {
  name: 'Filtro: canceladas',
  args: { filter: { ...DEFAULT_TRACKING_FILTER, status: 'cancelled' }, view: ready([trackedRow('x', '2025-03-20', '2025-03-22', { guest_name: 'Bruno Reis', status: 'cancelled', net_amount: 0 })]) },
};
/** A custom period whose end precedes its start. */
export const CustomPeriodError: Story = {
  name: 'Erro no período personalizado',
  args: { filter: { ...DEFAULT_TRACKING_FILTER, period: 'custom', startDate: '2025-04-01', endDate: '2025-03-01' }, periodError: 'A data final não pode ser anterior à data inicial.', view: ready([]) },
};
export const Empty: Story = { name: 'Vazio', args: { view: ready([]) } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const PropertyNotFound: Story = { name: 'Propriedade não encontrada', args: { view: { state: 'not-found' } } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
