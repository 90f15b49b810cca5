import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { BottomBar } from './bottom-bar';

const meta = {
  title: 'Fundamentos/Moldura do portal/Barra inferior',
  component: BottomBar,
  args: { featuresBlocked: false },
  // On the docs page each story gets its own frame: the bar is fixed to the bottom of the screen.
  parameters: { docs: { story: { inline: false, height: '140px' } }, route: '/dashboard' },
} satisfies Meta<typeof BottomBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnHome: Story = { name: 'No Início' };
export const OnBankData: Story = { name: 'Em dados bancários', parameters: { route: '/conta/dados-bancarios' } };
export const FinanceLocked: Story = { name: 'Financeiro bloqueado', args: { featuresBlocked: true } };
export const UnreadMessages: Story = { name: 'Mensagens não lidas', args: { unreadMessages: 3 } };
