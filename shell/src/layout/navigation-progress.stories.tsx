import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { NavigationProgress } from './navigation-progress';

const meta = {
  title: 'Fundamentos/Moldura do portal/Progresso de navegação',
  component: NavigationProgress,
  args: { pending: true },
  render: (args) => (
    <div style={{ minHeight: 200, padding: 16 }}>
      <NavigationProgress {...args} />
      <p>A página atual continua visível enquanto a próxima carrega.</p>
    </div>
  ),
  // On the docs page each story gets its own frame: the bar is fixed to the top of the screen.
  parameters: { docs: { story: { inline: false, height: '80px' } } },
} satisfies Meta<typeof NavigationProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NextPageLoading: Story = { name: 'Próxima página carregando' };
export const Idle: Story = { name: 'Parado', args: { pending: false } };
