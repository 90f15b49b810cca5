import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NavigationProgress } from './navigation-progress';

const meta = {
  title: 'Shell/Layout/NavigationProgress',
  component: NavigationProgress,
  args: { pending: true },
  render: (args) => (
    <div style={{ minHeight: 200, padding: 16 }}>
      <NavigationProgress {...args} />
      <p>A página atual continua visível enquanto a próxima carrega.</p>
    </div>
  ),
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextPageLoading: Story = {};
export const Idle: Story = { args: { pending: false } };
