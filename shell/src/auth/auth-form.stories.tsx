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

export const SignIn: Story = { name: 'Entrar' };
export const SignUp: Story = { name: 'Criar conta', args: { mode: 'signUp' } };
export const ForgotPassword: Story = { name: 'Esqueci a senha', args: { mode: 'forgot' } };
export const WrongPassword: Story = { name: 'Senha errada', args: { initialError: 'hmm, essas credenciais não conferem. pode tentar novamente?' } };
export const EmailNotConfirmed: Story = {
  name: 'Email não confirmado',
  args: { initialError: 'parece que sua conta ainda não foi confirmada. verifique seu email ou tente criar uma nova conta.' },
};
export const TooManyAttempts: Story = { name: 'Tentativas demais', args: { initialError: 'muitas tentativas. aguarde alguns segundos e tente novamente.' } };
export const SignInFailedOtherwise: Story = { name: 'Entrada falhou por outro motivo', args: { initialError: 'algo deu errado por aqui. vamos tentar de novo?' } };
export const AlreadyRegistered: Story = { name: 'Já cadastrado', args: { mode: 'signUp', initialError: 'você já tem uma conta conosco. que tal fazer login?' } };
export const WaitBeforeRetrying: Story = { name: 'Aguardar antes de tentar de novo', args: { mode: 'signUp', initialError: 'aguarde alguns segundos antes de tentar novamente.' } };
export const TooManyEmails: Story = { name: 'Emails demais', args: { mode: 'signUp', initialError: 'muitos emails enviados. aguarde um momento e tente novamente.' } };
export const WeakPasswordFromServer: Story = {
  name: 'Senha fraca segundo o servidor',
  args: { mode: 'signUp', initialError: 'sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.' },
};
export const SignUpFailedOtherwise: Story = { name: 'Cadastro falhou por outro motivo', args: { mode: 'signUp', initialError: 'ops, algo não funcionou. vamos tentar novamente?' } };
export const ResetWaitBeforeRetrying: Story = { name: 'Nova senha: aguardar antes de tentar', args: { mode: 'forgot', initialError: 'aguarde alguns segundos antes de solicitar novamente.' } };
export const ResetEmailFailed: Story = { name: 'Email de nova senha falhou', args: { mode: 'forgot', initialError: 'não conseguimos enviar o email. pode tentar novamente?' } };
export const Unexpected: Story = { name: 'Inesperado', args: { initialError: 'algo inesperado aconteceu. pode tentar mais uma vez?' } };
export const ExpiredLink: Story = { name: 'Link expirado', args: { initialError: 'este link expirou ou já foi usado. peça um novo e tente de novo.' } };

/** Submitting an empty form shows every field's message. */
export const ValidationMessages: Story = {
  name: 'Mensagens de validação',
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector('button[type="submit"]') as HTMLButtonElement;
    button.click();
  },
};
