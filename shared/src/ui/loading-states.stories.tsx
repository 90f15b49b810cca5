import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { FullScreenSpinner } from './full-screen-spinner';
import { LoadingFallback } from './loading-fallback';

const meta = {
  title: 'Fundamentos/Componentes/Carregamento',
  component: LoadingFallback,
} satisfies Meta<typeof LoadingFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PartLoading: Story = { name: 'Parte carregando' };
export const SessionLoading: Story = {
  name: 'Sessão carregando',
  render: () => <FullScreenSpinner />,
  // On the docs page it gets its own frame: the spinner covers the whole screen.
  parameters: { docs: { story: { inline: false, height: '320px' } } },
};
