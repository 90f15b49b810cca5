import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { queuedBooking } from '../testing/queue-entry';
import { IntroView } from './intro-view';

const SESSIONS = [
  { id: 's1', propertyName: 'Casa da Praia', date: '2025-03-11', timeSlot: 'morning_08' as const, status: 'confirmed' },
  { id: 's2', propertyName: 'Chalé da Serra', date: '2025-01-20', timeSlot: 'afternoon' as const, status: 'completed' },
];

const meta = {
  title: 'Fotos/Sessão de fotos profissional',
  component: IntroView,
  args: {
    photoSessions: { state: 'ready', items: [] },
    queue: { pending: [], refused: [], onDismiss: fn() },
    onStart: fn(),
    onOpenSession: fn(),
    onBack: fn(),
  },
  // The page adds no inset of its own: the layout's <main> gives it its width and 16 px edges.
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof IntroView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A first visit: benefits, tips and the way in. */
export const FirstVisit: Story = { name: 'Primeira visita' };
export const WithSessions: Story = { name: 'Com sessões', args: { photoSessions: { state: 'ready', items: SESSIONS } } };
export const LoadingSessions: Story = { name: 'Sessões carregando', args: { photoSessions: { state: 'loading' } } };
export const SessionsLoadFailed: Story = { name: 'Erro ao carregar sessões', args: { photoSessions: { state: 'error', retry: fn() } } };
export const BookingWaitingOffline: Story = { name: 'Agendamento esperando conexão', args: { queue: { pending: [queuedBooking()], refused: [], onDismiss: fn() } } };
export const BookingRefusedAfterSync: Story = {
  name: 'Agendamento recusado ao sincronizar',
  args: {
    queue: {
      pending: [],
      refused: [queuedBooking({ state: 'refused', reason: 'Esta propriedade já possui uma sessão de fotos agendada' })],
      onDismiss: fn(),
    },
  },
};
export const Desktop: Story = { name: 'Computador', args: WithSessions.args, globals: { viewport: { value: 'desktop' } } };
