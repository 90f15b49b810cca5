import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { LockedArea } from './feature-gate';

const meta = {
  title: 'Fundamentos/Moldura do portal/Área bloqueada',
  component: LockedArea,
  args: { onContinue: fn() },
  parameters: { route: '/mensagens' },
  decorators: [(Story) => <div style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px' }}><Story /></div>],
} satisfies Meta<typeof LockedArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mensagens (and finance, calendar, reservations) opened before the owner is onboarded or has a property. */
export const MessagesGated: Story = {};
