import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { PendingStepBanner } from './onboarding-gate';

// The gate itself reads the owner's overview and hosts a remote widget; its banner is the part to review alone.
const meta = {
  title: 'Início/Aviso de etapa pendente',
  component: PendingStepBanner,
  args: { title: 'Cadastro do imóvel', onContinue: fn() },
  decorators: [(Story) => <div style={{ padding: 16, maxWidth: 640 }}><Story /></div>],
} satisfies Meta<typeof PendingStepBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PropertyPending: Story = { name: 'Propriedade pendente' };
export const PhotosPending: Story = { name: 'Fotos pendentes', args: { title: 'Sessão de fotos' } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
