import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { featureGateMessage, LockedArea } from './feature-gate';

const meta = {
  title: 'Fundamentos/Moldura do portal/Área bloqueada',
  component: LockedArea,
  args: { message: featureGateMessage(0, undefined), onContinue: fn() },
  parameters: { route: '/mensagens' },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px' }}><Story /></div>],
} satisfies Meta<typeof LockedArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mensagens (and finance, calendar, reservations) opened before the owner has a property. */
export const MessagesGated: Story = {};

/** The same, for an owner whose property is registered and not yet active: it names the next step. */
export const MessagesGatedWithProperty: Story = { args: { message: featureGateMessage(1, 'Sessão de fotos') } };
