import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { AccountOverview } from './account-overview';

const meta = {
  title: 'Conta/Minha conta',
  component: AccountOverview,
  args: {
    onSelect: fn(),
    stats: { ownerSince: '2024-06-15T12:00:00Z', propertyCount: 3, activeCount: 2 },
    earnings: 48_250.9,
  },
  // The page adds no inset of its own: the layout's <main> gives it its width and 16 px edges.
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof AccountOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ActiveOwner: Story = { name: 'Proprietário ativo' };
export const BeforeActivation: Story = { name: 'Antes da ativação', args: { stats: { ownerSince: null, propertyCount: 1, activeCount: 0 }, earnings: 0 } };
export const Loading: Story = { name: 'Carregando', args: { stats: undefined, earnings: undefined } };
export const EarningsUnavailable: Story = { name: 'Ganhos indisponíveis', args: { earnings: 'error' } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
