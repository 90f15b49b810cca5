import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { queuedBooking } from '../testing/queue-entry';
import { PhotoAlertsCard } from './photo-alerts-card';

const NEXT = { sessionId: 's1', propertyName: 'Casa da Praia', date: '2025-03-11', timeSlot: 'morning_08' as const, status: 'confirmed', prepared: { done: 2, total: 5 } };
const noQueue = { pending: [], refused: [], onDismiss: fn() };

const meta = {
  title: 'Fotos/Alertas de fotos no Início',
  component: PhotoAlertsCard,
  args: { next: NEXT, toRate: null, queue: noQueue, onOpen: fn(), onAddToCalendar: fn(), onRate: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: 16 }}><Story /></div>],
} satisfies Meta<typeof PhotoAlertsCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextSession: Story = { name: 'Próxima sessão' };
export const NextSessionRescheduled: Story = { name: 'Próxima sessão reagendada', args: { next: { ...NEXT, status: 'rescheduled', timeSlot: 'afternoon_13', prepared: { done: 5, total: 5 } } } };
export const RatingInvitation: Story = { name: 'Convite para avaliar', args: { next: null, toRate: { sessionId: 's0', propertyName: 'Chalé da Serra' } } };
export const BookingWaitingOffline: Story = { name: 'Agendamento esperando conexão', args: { next: null, queue: { ...noQueue, pending: [queuedBooking()] } } };
export const BookingRefused: Story = {
  name: 'Agendamento recusado',
  args: { next: null, queue: { ...noQueue, refused: [queuedBooking({ state: 'refused', reason: 'Esta propriedade já possui uma sessão de fotos agendada' })] } },
};
export const Everything: Story = { name: 'Tudo', args: { toRate: { sessionId: 's0', propertyName: 'Chalé da Serra' }, queue: { ...noQueue, pending: [queuedBooking({ propertyName: 'Apartamento Centro' })] } } };
/** No session ahead, nothing to rate or send: the slot stays empty. */
export const Nothing: Story = { name: 'Nada', args: { next: null } };
