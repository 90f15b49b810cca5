import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PropertyRedirectView } from './property-redirect-view';

const meta = {
  title: 'Propriedades/Abrir propriedade',
  component: PropertyRedirectView,
  args: { state: 'loading', onBack: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}><Story /></div>],
} satisfies Meta<typeof PropertyRedirectView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { name: 'Carregando' };
export const NotFound: Story = { name: 'Não encontrada', args: { state: 'not-found' } };
export const NotFoundDesktop: Story = { name: 'Não encontrada, computador', args: { state: 'not-found' }, globals: { viewport: { value: 'desktop' } } };
