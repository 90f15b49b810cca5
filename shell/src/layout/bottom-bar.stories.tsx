import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BottomBar } from './bottom-bar';

const meta = {
  title: 'Shell/Layout/BottomBar',
  component: BottomBar,
  args: { featuresBlocked: false },
  parameters: { route: '/dashboard' },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHome: Story = {};
export const OnBankData: Story = { parameters: { route: '/conta/dados-bancarios' } };
export const FinanceLocked: Story = { args: { featuresBlocked: true } };
