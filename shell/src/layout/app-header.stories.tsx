import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { AppHeader } from './app-header';

const meta = {
  title: 'Fundamentos/Moldura do portal/Cabeçalho',
  component: AppHeader,
  args: { onForceLogout: fn() },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: 'Padrão' };
/** 'Forçar' appears on desktop widths while a logout is running. */
export const LoggingOutOnDesktop: Story = {
  name: 'Saindo, no computador',
  globals: { viewport: { value: 'desktop' } },
  parameters: {
    preloadedState: { session: { status: 'signedIn', user: { id: 'u1', email: 'marina@exemplo.com' }, expiresAt: null, loggingOut: true, passwordRecovery: false } },
  },
};
