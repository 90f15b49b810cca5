import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { offeredPhotoDates } from '../scheduling/photo-dates';
import { sessionRow } from '../testing/fixtures';
import { EMPTY_CHECKLIST } from './checklist';
import { SessionDetailView } from './session-detail-view';

// On the docs page a story with a dialog open gets its own frame: the dialog covers the screen.
const ownFrame = { docs: { story: { inline: false, height: '700px' } } };
const dialog = () => ({ open: false, busy: false, onOpen: fn(), onClose: fn(), onSubmit: fn() });
const ready = (fields: Parameters<typeof sessionRow>[0] = {}) => ({ state: 'ready' as const, session: sessionRow(fields), propertyName: 'Casa da Praia' });

const meta = {
  title: 'Fotos/Detalhes da sessão',
  component: SessionDetailView,
  args: {
    view: ready(),
    checklist: EMPTY_CHECKLIST,
    onToggle: fn(),
    rescheduleDates: offeredPhotoDates(new Date('2025-03-05T13:00:00Z')),
    reschedule: dialog(),
    cancel: dialog(),
    onAddToCalendar: fn(),
    onRate: fn(),
    onBookAgain: fn(),
    onBack: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof SessionDetailView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Just booked: 'Agendada', everything still possible. */
export const Scheduled: Story = { name: 'Agendada' };
export const ConfirmedWithPhotographer: Story = { name: 'Confirmada, com fotógrafo', args: { view: ready({ status: 'confirmed', photographer: 'Camila Rocha' }) } };
export const ChecklistInProgress: Story = { name: 'Checklist em andamento', args: { checklist: { ...EMPTY_CHECKLIST, clean: true, beds: true, lights: true } } };
/** Moved once: the reschedule button is off and says why. */
export const Rescheduled: Story = { name: 'Reagendada', args: { view: ready({ status: 'rescheduled', reschedule_count: 1, date: '2025-03-13', time_slot: 'afternoon_13' }) } };
export const Cancelled: Story = { name: 'Cancelada', args: { view: ready({ status: 'cancelled', cancellation_reason: 'Reforma na cozinha, vou remarcar no mês que vem.' }) } };
export const Completed: Story = { name: 'Concluída', args: { view: ready({ status: 'completed', photographer: 'Lucas Ferreira' }) } };
export const LegacyAfternoonSlot: Story = { name: 'Horário da tarde antigo', args: { view: ready({ time_slot: 'afternoon', notes: null }) } };
export const RescheduleDialog: Story = { name: 'Diálogo de reagendar', args: { reschedule: { ...dialog(), open: true } }, parameters: ownFrame };
export const Rescheduling: Story = { name: 'Reagendando', args: { reschedule: { ...dialog(), open: true, busy: true } }, parameters: ownFrame };
export const CancelDialog: Story = { name: 'Diálogo de cancelar', args: { cancel: { ...dialog(), open: true } }, parameters: ownFrame };
export const NotFound: Story = { name: 'Não encontrada', args: { view: { state: 'not-found' } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const Desktop: Story = { name: 'Computador', args: ChecklistInProgress.args, globals: { viewport: { value: 'desktop' } } };
