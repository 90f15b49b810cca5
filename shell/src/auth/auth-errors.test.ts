import { authErrorOutcome } from './auth-errors';

type ServerError = Parameters<typeof authErrorOutcome>[1];
const signInErrorOutcome = (error: ServerError) => authErrorOutcome('signIn', error);
const signUpErrorOutcome = (error: ServerError) => authErrorOutcome('signUp', error);

describe('sign in errors', () => {
  it.each([
    ['Invalid login credentials', 'hmm, essas credenciais não conferem. pode tentar novamente?'],
    ['Too many requests', 'muitas tentativas. aguarde alguns segundos e tente novamente.'],
    ['Database error', 'algo deu errado por aqui. vamos tentar de novo?'],
    [null, 'algo deu errado por aqui. vamos tentar de novo?'],
  ])('shows %p as %p without switching mode', (server, message) => {
    expect(signInErrorOutcome(server)).toEqual({ message });
  });

  it('asks to confirm the e-mail and switches to sign-up after 3 s', () => {
    expect(signInErrorOutcome({ message: 'Email not confirmed' })).toEqual({
      message: 'parece que sua conta ainda não foi confirmada. verifique seu email ou tente criar uma nova conta.',
      switchTo: { mode: 'signUp', afterMs: 3000 },
    });
  });

  it('reads the error code as well as the message', () => {
    expect(signInErrorOutcome({ message: 'x', code: 'invalid_credentials' }).message).toBe(
      'hmm, essas credenciais não conferem. pode tentar novamente?',
    );
  });
});

describe('sign up errors', () => {
  it('suggests signing in and switches to sign-in after 2 s for a registered user', () => {
    expect(signUpErrorOutcome('User already registered')).toEqual({
      message: 'você já tem uma conta conosco. que tal fazer login?',
      switchTo: { mode: 'signIn', afterMs: 2000 },
    });
  });

  it.each([
    ['For security purposes, you can only request this after 30 seconds.', 'aguarde alguns segundos antes de tentar novamente.'],
    [{ message: 'Email rate limit exceeded', code: 'over_email_send_rate_limit' }, 'muitos emails enviados. aguarde um momento e tente novamente.'],
    ['over_email_send_rate_limit', 'muitos emails enviados. aguarde um momento e tente novamente.'],
    ['Password is known to be weak and easy to guess', 'sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.'],
    ['Password has been compromised', 'sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.'],
    [{ message: 'A senha pode ter no máximo 72 bytes: até 72 letras sem acento, menos se tiver acentos ou emojis. Escolha uma senha mais curta.', code: 'validation_failed' }, 'sua senha pode ter no máximo 72 caracteres (menos se tiver acentos ou emojis).'],
    ['Password cannot be longer than 72 characters', 'sua senha pode ter no máximo 72 caracteres (menos se tiver acentos ou emojis).'],
    ['boom', 'ops, algo não funcionou. vamos tentar novamente?'],
  ])('shows %p as %p', (server, message) => {
    expect(signUpErrorOutcome(server)).toEqual({ message });
  });
});

describe('forgot password errors', () => {
  it.each([
    ['you can only request this after 60 seconds', 'aguarde alguns segundos antes de solicitar novamente.'],
    ['User not found', 'não conseguimos enviar o email. pode tentar novamente?'],
  ])('shows %p as %p', (server, message) => {
    expect(authErrorOutcome('forgot', server)).toEqual({ message });
  });
});
