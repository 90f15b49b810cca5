import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { offeredPhotoDates } from './photo-dates';
import { ScheduleView } from './schedule-view';

// Friday 7 March 2025, 15:00 in Brazil: the weekend rule starts the dates on Tuesday.
const DATES = offeredPhotoDates(new Date('2025-03-07T18:00:00Z'));
const READY = { state: 'ready' as const, propertyName: 'Casa da Praia', address: 'Rua das Gaivotas, 100 - Centro, Florianópolis - SC' };

const meta = {
  title: 'Fotos/Agendar sessão',
  component: ScheduleView,
  args: {
    view: READY,
    dates: DATES,
    initialValues: { date: null, timeSlot: null, notes: '' },
    onContinue: fn(),
    onValuesChange: fn(),
    onBack: fn(),
    onOpenSession: fn(),
    onChooseProperty: fn(),
    onFinishRegistration: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof ScheduleView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen: the slots wait for a date. */
export const NothingChosen: Story = { name: 'Nada escolhido' };
export const DateChosen: Story = { name: 'Data escolhida', args: { initialValues: { date: DATES[1] ?? null, timeSlot: null, notes: '' } } };
export const DateAndSlotChosen: Story = { name: 'Data e horário escolhidos', args: { initialValues: { date: DATES[1] ?? null, timeSlot: 'afternoon_13', notes: 'Portão azul, chave na portaria.' } } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', message: 'Erro ao carregar sua propriedade', retry: fn() } } };
export const PropertyNotFound: Story = { name: 'Propriedade não encontrada', args: { view: { state: 'not-found' } } };
/** A draft: the way on is to finish its registration. */
export const PropertyIsADraft: Story = { name: 'Propriedade em rascunho', args: { view: { state: 'draft', propertyId: 'p1' } } };
export const AlreadyBooked: Story = { name: 'Já agendada', args: { view: { state: 'booked', sessionId: 's1' } } };
export const BookingWaitingOffline: Story = { name: 'Agendamento esperando conexão', args: { view: { state: 'queued' } } };
export const Desktop: Story = { name: 'Computador', args: DateAndSlotChosen.args, globals: { viewport: { value: 'desktop' } } };
