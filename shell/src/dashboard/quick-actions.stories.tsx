import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { QuickActions, quickActions } from './quick-actions';

const meta = {
  title: 'Início/Ações rápidas',
  component: QuickActions,
  args: { actions: quickActions({ gated: false, featuresBlocked: false }) },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px' }}><Story /></div>],
} satisfies Meta<typeof QuickActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Onboarded: Story = { name: 'Cadastro concluído' };
/** The onboarding gate is on: calendar, messages and finance locked. */
export const Gated: Story = { name: 'Bloqueado', args: { actions: quickActions({ gated: true, featuresBlocked: true }) } };
export const Desktop: Story = { name: 'Computador', globals: { viewport: { value: 'desktop' } } };
export const GatedDesktop: Story = { name: 'Bloqueado, computador', args: Gated.args, globals: { viewport: { value: 'desktop' } } };
