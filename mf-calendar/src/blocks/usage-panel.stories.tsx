import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { SPEC_BUSINESS_LIMITS } from '@portal/shared/testing';
import { UsagePanel } from './usage-panel';

const meta = {
  title: 'Calendário/Uso pessoal',
  component: UsagePanel,
  args: {
    month: { year: 2025, month: 3 },
    usage: { monthlyUsed: 1, yearlyUsed: 7, monthlyRemaining: 3, yearlyRemaining: 29 },
    status: 'available',
    limits: SPEC_BUSINESS_LIMITS,
  },
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 16 }}><Story /></div>],
} satisfies Meta<typeof UsagePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blue: days left this month. */
export const Available: Story = { name: 'Disponível' };
/** Yellow: 'Limite mensal atingido (4/mês)'. */
export const MonthlyLimitReached: Story = { name: 'Limite do mês atingido', args: { usage: { monthlyUsed: 4, yearlyUsed: 10, monthlyRemaining: 0, yearlyRemaining: 26 }, status: 'monthly_limit_reached' } };
/** Red: 'Limite anual atingido (36/ano)'. */
export const YearlyLimitReached: Story = { name: 'Limite do ano atingido', args: { month: { year: 2025, month: 10 }, usage: { monthlyUsed: 0, yearlyUsed: 36, monthlyRemaining: 0, yearlyRemaining: 0 }, status: 'yearly_limit_reached' } };
/** Yellow: allowance left but no free day left in the month. */
export const NoMoreAvailable: Story = { name: 'Nada mais disponível', args: { status: 'no_more_available' } };
