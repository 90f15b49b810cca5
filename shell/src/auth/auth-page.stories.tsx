import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { AuthPage } from './auth-page';

const signedOut = { session: { status: 'signedOut', user: null, expiresAt: null, loggingOut: false, passwordRecovery: false } };
const recovering = {
  session: { status: 'signedIn', user: { id: 'u1', email: 'marina@exemplo.com' }, expiresAt: null, loggingOut: false, passwordRecovery: true },
};

const meta = {
  title: 'Conta/Entrar e criar conta/Página',
  component: AuthPage,
  parameters: { route: '/auth', preloadedState: signedOut },
} satisfies Meta<typeof AuthPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = { name: 'Desconectado' };
export const ChoosingANewPassword: Story = { name: 'Escolhendo nova senha', parameters: { preloadedState: recovering } };
export const SessionLoading: Story = {
  name: 'Sessão carregando',
  parameters: { preloadedState: { session: { ...signedOut.session, status: 'loading' } } },
};
