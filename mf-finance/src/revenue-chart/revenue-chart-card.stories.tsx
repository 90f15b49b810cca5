import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FinanceStyle } from '../finance/finance-style';
import { STORY_BRAND, STORY_TODAY, storyReservations } from '../testing/story-data';
import { LocalRevenueChart } from '../testing/local-revenue-chart';

const meta = {
  title: 'Financeiro/Gráfico de receitas',
  component: LocalRevenueChart,
  args: { reservations: storyReservations(), today: STORY_TODAY, brandName: STORY_BRAND, eager: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}>
        <FinanceStyle />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LocalRevenueChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ByMonth: Story = { name: 'Por mês' };
export const ByChannel: Story = { name: 'Por canal', args: { initial: { byChannel: true } } };
export const ByWeek: Story = { name: 'Por semana', args: { initial: { grouping: 'week', start: '2024-12-01', end: '2025-03-10' } } };
export const ByYear: Story = { name: 'Por ano', args: { initial: { grouping: 'year', byChannel: true } } };
/** 'Fim' before 'Início': the message, and the empty state. */
export const EndBeforeStart: Story = { name: 'Fim antes do início', args: { initial: { start: '2025-03-01', end: '2025-02-01' } } };
export const Empty: Story = { name: 'Vazio', args: { reservations: [] } };
export const Loading: Story = { name: 'Carregando', args: { reservations: null } };
export const Desktop: Story = { name: 'Computador', args: { initial: { byChannel: true } }, globals: { viewport: { value: 'desktop' } } };
