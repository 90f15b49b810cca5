import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FinanceStyle } from './finance-style';
import { RateCards, SummaryCards } from './summary-cards';

const meta = {
  title: 'Financeiro/Cartões de resumo',
  component: SummaryCards,
  args: {
    figures: {
      summary: { availableBalance: 104_265.5, projectedBalance: 31_989.65, thisMonthEarnings: 11_786.95, totalEarnings: 136_255.15, totalProperties: 2 },
      averageDailyRate: 396.84,
      occupancy: 53.4,
      nights: 519,
      reservations: 212,
    },
  },
  // A phone's width: each card is half of it.
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 390, padding: '12px 16px' }}>
        <FinanceStyle />
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SummaryCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = { name: 'No celular' };
/** An owner with 300 properties: eight digits and cents still on one line. */
export const LargePortfolio: Story = {
  name: 'Carteira grande',
  args: {
    figures: {
      summary: { availableBalance: 5_704_123.45, projectedBalance: 1_234_567.89, thisMonthEarnings: 412_903.1, totalEarnings: 10_938_691.34, totalProperties: 300 },
      averageDailyRate: 1_396.84,
      occupancy: 71.2,
      nights: 41_230,
      reservations: 6_020,
    },
  },
  render: (args) => (
    <>
      <SummaryCards {...args} />
      <div style={{ height: 8 }} />
      <RateCards {...args} />
    </>
  ),
};
export const Loading: Story = { name: 'Carregando', args: { figures: null } };
