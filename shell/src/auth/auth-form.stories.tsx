import type { Meta, StoryObj } from 'storybook-react-rsbuild';
import { fn } from 'storybook/test';
import { AuthForm } from './auth-form';

const meta = {
  title: 'Conta/Entrar e criar conta/Formulário',
  component: AuthForm,
  args: { mode: 'signIn', onModeChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420, margin: '24px auto', padding: 16 }}><Story /></div>],
} satisfies Meta<typeof AuthForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignIn: Story = {};
export const SignUp: Story = { args: { mode: 'signUp' } };
export const ForgotPassword: Story = { args: { mode: 'forgot' } };
export const WrongPassword: Story = { args: { initialError: 'hmm, essas credenciais não conferem. pode tentar novamente?' } };
export const EmailNotConfirmed: Story = {
  args: { initialError: 'parece que sua conta ainda não foi confirmada. verifique seu email ou tente criar uma nova conta.' },
};
export const TooManyAttempts: Story = { args: { initialError: 'muitas tentativas. aguarde alguns segundos e tente novamente.' } };
export const SignInFailedOtherwise: Story = { args: { initialError: 'algo deu errado por aqui. vamos tentar de novo?' } };
export const AlreadyRegistered: Story = { args: { mode: 'signUp', initialError: 'você já tem uma conta conosco. que tal fazer login?' } };
export const WaitBeforeRetrying: Story = { args: { mode: 'signUp', initialError: 'aguarde alguns segundos antes de tentar novamente.' } };
export const TooManyEmails: Story = { args: { mode: 'signUp', initialError: 'muitos emails enviados. aguarde um momento e tente novamente.' } };
export const WeakPasswordFromServer: Story = {
  args: { mode: 'signUp', initialError: 'sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.' },
};
export const SignUpFailedOtherwise: Story = { args: { mode: 'signUp', initialError: 'ops, algo não funcionou. vamos tentar novamente?' } };
export const ResetWaitBeforeRetrying: Story = { args: { mode: 'forgot', initialError: 'aguarde alguns segundos antes de solicitar novamente.' } };
export const ResetEmailFailed: Story = { args: { mode: 'forgot', initialError: 'não conseguimos enviar o email. pode tentar novamente?' } };
export const Unexpected: Story = { args: { initialError: 'algo inesperado aconteceu. pode tentar mais uma vez?' } };
export const ExpiredLink: Story = { args: { initialError: 'este link expirou ou já foi usado. peça um novo e tente de novo.' } };

/** Submitting an empty form shows every field's message. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('button[type="submit"]') as HTMLButtonElement;
    button.click();
  },
};
