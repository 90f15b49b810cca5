import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { blockRow } from '../testing/fixtures';
import { PropertyCalendarView } from './property-calendar-view';
import { STORY_BLOCKS, storyCalendar, YEAR_SPENT } from './story-calendar';

const meta = {
  title: 'Calendário/Calendário da propriedade',
  component: PropertyCalendarView,
  args: {
    view: storyCalendar(),
    pendingRemoval: null,
    removing: false,
    onBack: fn(),
    onPreviousMonth: fn(),
    onNextMonth: fn(),
    onModeChange: fn(),
    onTapDay: fn(),
    onCancelSelection: fn(),
    onBlock: fn(),
    onConfirmRemoval: fn(),
    onCancelRemoval: fn(),
    onOpenReservations: fn(),
    onExport: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 96px' }}><Story /></div>],
} satisfies Meta<typeof PropertyCalendarView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A month with stays (blue), personal blocks (orange), free days and past days; on a phone. */
export const MonthWithBookingsAndBlocks: Story = { name: 'Mês com reservas e bloqueios' };
/** Two free days picked: the bar with the count, 'Cancelar' and 'Bloquear'. */
export const DaysSelected: Story = { name: 'Dias selecionados', args: { view: storyCalendar({ selected: ['2025-03-11', '2025-03-12'] }) } };
/** Picking a period: its first day is marked and the last is awaited. */
export const PeriodAwaitingItsEnd: Story = { name: 'Período esperando o fim', args: { view: storyCalendar({ mode: 'range', selected: ['2025-03-18'], awaitingRangeEnd: true }) } };
/** The save is on its way: the days show blocked already and the grid waits. */
export const Saving: Story = { name: 'Salvando', args: { view: storyCalendar({ events: [...STORY_BLOCKS, blockRow('2025-03-11')], selected: ['2025-03-11'], saving: true }) } };
/** Four personal days used in March: 'Limite mensal atingido (4/mês)' in yellow. */
export const MonthlyLimitReached: Story = { name: 'Limite do mês atingido', args: { view: storyCalendar({ events: ['2025-03-03', '2025-03-11', '2025-03-12', '2025-03-20'].map((d) => blockRow(d)) }) } };
/** All 36 days of 2025 used: 'Limite anual atingido (36/ano)' in red. */
export const YearlyLimitReached: Story = { name: 'Limite do ano atingido', args: { view: storyCalendar({ month: { year: 2025, month: 10 }, events: YEAR_SPENT }) } };
/** A past month: no free day left to block, 'Nenhum bloqueio disponível'. */
export const NoMoreAvailable: Story = { name: 'Nada mais disponível', args: { view: storyCalendar({ month: { year: 2025, month: 2 } }) } };
/** Tapping a coming block asks before removing it. */
export const RemovingABlock: Story = { name: 'Removendo um bloqueio', args: { pendingRemoval: '2025-03-20' } };
export const Loading: Story = { name: 'Carregando', args: { view: { state: 'loading' } } };
export const LoadFailed: Story = { name: 'Erro ao carregar', args: { view: { state: 'error', retry: fn() } } };
export const PropertyNotFound: Story = { name: 'Propriedade não encontrada', args: { view: { state: 'not-found' } } };
export const Desktop: Story = { name: 'Computador', args: DaysSelected.args, globals: { viewport: { value: 'desktop' } } };
