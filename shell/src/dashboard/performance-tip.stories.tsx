import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { PerformanceTip } from './performance-tip';

const meta = {
  title: 'Início/Dica de desempenho',
  component: PerformanceTip,
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px' }}><Story /></div>],
} satisfies Meta<typeof PerformanceTip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Padrão' };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
