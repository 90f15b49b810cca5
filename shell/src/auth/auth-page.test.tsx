import { act, screen } from '@testing-library/react';
import { passwordRecoveryStarted, selectPasswordRecovery, sessionEnded, sessionStarted } from '@portal/shared/store';
import { useLocation } from '@portal/shared/router';
import { renderWithProviders } from '@portal/shared/testing';
import { AuthPage } from './auth-page';

const auth = {
  signInWithPassword: jest.fn(),
  signUp: jest.fn(),
  signOut: jest.fn(),
  resetPasswordForEmail: jest.fn(),
  updateUser: jest.fn(),
};
jest.mock('@portal/shared/supabase', () => ({ getSupabase: () => ({ auth }) }));

const STRONG = 'Segura@2026';

async function renderSignedOut() {
  const view = await renderWithProviders(<AuthPage />, { route: '/auth' });
  act(() => {
    view.store.dispatch(sessionEnded());
  });
  return view;
}

beforeEach(() => {
  jest.clearAllMocks();
});

describe('auth screen validation (spec part 1 §5)', () => {
  it.each([
    ['', 'seu email é necessário para continuarmos'],
    ['marina.exemplo.com', 'ops, parece que esse email não está correto'],
  ])('e-mail %p shows %p', async (email, message) => {
    const { user } = await renderSignedOut();
    if (email) await user.type(screen.getByLabelText('email'), email);
    await user.click(screen.getByRole('button', { name: 'entrar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('asks for a password, and a strong one even at sign in', async () => {
    const { user } = await renderSignedOut();
    await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'entrar' }));
    expect(await screen.findByText('precisamos de uma senha para proteger sua conta')).toBeInTheDocument();
    await user.type(screen.getByLabelText('senha'), 'fraca');
    expect(
      await screen.findByText('sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.'),
    ).toBeInTheDocument();
  });

  it('sign up requires the confirmation to match', async () => {
    const { user } = await renderSignedOut();
    await user.click(screen.getByRole('link', { name: 'não tem conta? crie agora' }));
    await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    await user.type(screen.getByLabelText('senha'), STRONG);
    await user.type(screen.getByLabelText('confirme a senha'), `${STRONG}x`);
    await user.click(screen.getByRole('button', { name: 'criar conta' }));
    expect(await screen.findByText('as senhas não estão iguais, pode verificar?')).toBeInTheDocument();
    expect(auth.signUp).not.toHaveBeenCalled();
  });

  it('forgot mode needs only the e-mail', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ error: null });
    const { user } = await renderSignedOut();
    await user.click(screen.getByRole('link', { name: 'esqueci minha senha' }));
    expect(screen.queryByLabelText('senha')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    await user.click(screen.getByRole('button', { name: 'enviar link' }));
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('marina@exemplo.com', { redirectTo: 'http://localhost/auth' });
    expect(await screen.findByText('email enviado!')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'entrar' })).toBeInTheDocument();
  });
});

describe('auth screen server errors (spec part 1 §8)', () => {
  it.each([
    ['Invalid login credentials', 'hmm, essas credenciais não conferem. pode tentar novamente?'],
    ['Too many requests', 'muitas tentativas. aguarde alguns segundos e tente novamente.'],
    ['Database error', 'algo deu errado por aqui. vamos tentar de novo?'],
  ])('sign-in failure %p shows %p', async (serverMessage, shown) => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: serverMessage } });
    const { user } = await renderSignedOut();
    await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    await user.type(screen.getByLabelText('senha'), STRONG);
    await user.click(screen.getByRole('button', { name: 'entrar' }));
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  it.each([
    ['sign-up', 'não tem conta? crie agora', 'criar conta', 'ops, algo não funcionou. vamos tentar novamente?'],
    ['forgot-password', 'esqueci minha senha', 'enviar link', 'não conseguimos enviar o email. pode tentar novamente?'],
  ])('a sign-in error is gone in %s mode, and that mode’s error is gone back at sign-in', async (_mode, away, submit, awayMessage) => {
    auth.signInWithPassword.mockResolvedValue({ error: { message: 'Database error' } });
    auth.signUp.mockResolvedValue({ data: {}, error: { message: 'Database error' } });
    auth.resetPasswordForEmail.mockResolvedValue({ error: { message: 'Database error' } });
    const signInMessage = 'algo deu errado por aqui. vamos tentar de novo?';
    const { user } = await renderSignedOut();
    await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    await user.type(screen.getByLabelText('senha'), STRONG);
    await user.click(screen.getByRole('button', { name: 'entrar' }));
    expect(await screen.findByText(signInMessage)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: away }));
    expect(screen.queryByText(signInMessage)).not.toBeInTheDocument();
    // Each mode starts with an empty form.
    await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    for (const label of ['senha', 'confirme a senha']) {
      const field = screen.queryByLabelText(label);
      if (field) await user.type(field, STRONG);
    }
    await user.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(awayMessage)).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'já tem conta? entre' }));
    expect(screen.queryByText(awayMessage)).not.toBeInTheDocument();
  });

  it("'Email not confirmed' switches to sign-up after 3 s", async () => {
    jest.useFakeTimers();
    try {
      auth.signInWithPassword.mockResolvedValue({ error: { message: 'Email not confirmed' } });
      const { user } = await renderSignedOut();
      await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
      await user.type(screen.getByLabelText('senha'), STRONG);
      await user.click(screen.getByRole('button', { name: 'entrar' }));
      // Settle the mocked request without moving the clock (findBy* would advance fake timers).
      await act(async () => undefined);
      expect(
        screen.getByText('parece que sua conta ainda não foi confirmada. verifique seu email ou tente criar uma nova conta.'),
      ).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(2999));
      expect(screen.queryByRole('button', { name: 'criar conta' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'criar conta' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("'User already registered' switches to sign-in after 2 s", async () => {
    jest.useFakeTimers();
    try {
      auth.signUp.mockResolvedValue({ data: {}, error: { message: 'User already registered' } });
      const { user } = await renderSignedOut();
      await user.click(screen.getByRole('link', { name: 'não tem conta? crie agora' }));
      await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
      await user.type(screen.getByLabelText('senha'), STRONG);
      await user.type(screen.getByLabelText('confirme a senha'), STRONG);
      await user.click(screen.getByRole('button', { name: 'criar conta' }));
      await act(async () => undefined);
      expect(screen.getByText('você já tem uma conta conosco. que tal fazer login?')).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1999));
      expect(screen.queryByRole('button', { name: 'entrar' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.getByRole('button', { name: 'entrar' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a successful sign-up toasts, returns to sign in and clears the passwords', async () => {
    auth.signUp.mockResolvedValue({ data: { user: { identities: [{}] } }, error: null });
    const { user } = await renderSignedOut();
    await user.click(screen.getByRole('link', { name: 'não tem conta? crie agora' }));
    await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    await user.type(screen.getByLabelText('senha'), STRONG);
    await user.type(screen.getByLabelText('confirme a senha'), STRONG);
    await user.click(screen.getByRole('button', { name: 'criar conta' }));
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'marina@exemplo.com',
      password: STRONG,
      options: { emailRedirectTo: 'http://localhost/' },
    });
    expect(await screen.findByText('conta criada!')).toBeInTheDocument();
    expect(screen.getByText('pronto! sua conta foi criada e já pode fazer login')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('senha')).toHaveValue('');
  });

  it('when the backend signs a new owner in at once, the sign-up still ends on the sign-in form', async () => {
    const view = { store: undefined as undefined | Awaited<ReturnType<typeof renderSignedOut>>['store'] };
    const user = { id: 'u-new', email: 'marina@exemplo.com' };
    auth.signUp.mockImplementation(async () => {
      // What the session bridge does when supabase-js reports SIGNED_IN during the call.
      act(() => {
        view.store?.dispatch(sessionStarted({ user, expiresAt: null }));
      });
      return { data: { user: { ...user, identities: [{}] }, session: { access_token: 't' } }, error: null };
    });
    auth.signOut.mockImplementation(async () => {
      act(() => {
        view.store?.dispatch(sessionEnded());
      });
      return { error: null };
    });
    const visited: string[] = [];
    function VisitedPaths() {
      const { pathname } = useLocation();
      if (visited.at(-1) !== pathname) visited.push(pathname);
      return null;
    }
    const rendered = await renderWithProviders(<><AuthPage /><VisitedPaths /></>, { route: '/auth' });
    act(() => {
      rendered.store.dispatch(sessionEnded());
    });
    view.store = rendered.store;
    await rendered.user.click(screen.getByRole('link', { name: 'não tem conta? crie agora' }));
    await rendered.user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    await rendered.user.type(screen.getByLabelText('senha'), STRONG);
    await rendered.user.type(screen.getByLabelText('confirme a senha'), STRONG);
    await rendered.user.click(screen.getByRole('button', { name: 'criar conta' }));
    expect(await screen.findByText('conta criada!')).toBeInTheDocument();
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
    expect(await screen.findByRole('button', { name: 'entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('senha')).toHaveValue('');
    expect(rendered.store.getState().session.status).toBe('signedOut');
    expect(visited).toEqual(['/auth']);
  });

  it('an unexpected failure shows the generic message', async () => {
    auth.signInWithPassword.mockRejectedValue(new Error('boom'));
    const { user } = await renderSignedOut();
    await user.type(screen.getByLabelText('email'), 'marina@exemplo.com');
    await user.type(screen.getByLabelText('senha'), STRONG);
    await user.click(screen.getByRole('button', { name: 'entrar' }));
    expect(await screen.findByText('algo inesperado aconteceu. pode tentar mais uma vez?')).toBeInTheDocument();
  });
});

describe('auth screen routing', () => {
  it.each([
    ['/auth', 'entrar'],
    ['/auth#criar-conta', 'criar conta'],
    ['/auth#esqueci-a-senha', 'enviar link'],
    ['/auth#error=access_denied', 'entrar'],
  ])('%s opens the screen in the mode its address names', async (route, submit) => {
    const view = await renderWithProviders(<AuthPage />, { route });
    act(() => {
      view.store.dispatch(sessionEnded());
    });
    expect(screen.getByRole('button', { name: submit })).toBeInTheDocument();
  });

  it('sends a signed-in owner away from /auth', async () => {
    const { store } = await renderWithProviders(<AuthPage />, { route: '/auth' });
    act(() => {
      store.dispatch(sessionStarted({ user: { id: 'u1', email: 'marina@exemplo.com' }, expiresAt: null }));
    });
    expect(screen.queryByRole('button', { name: 'entrar' })).not.toBeInTheDocument();
  });
});

describe('new password after a reset link', () => {
  async function renderRecovery() {
    const view = await renderWithProviders(<AuthPage />, { route: '/auth' });
    act(() => {
      view.store.dispatch(passwordRecoveryStarted());
      view.store.dispatch(sessionStarted({ user: { id: 'u1', email: 'marina@exemplo.com' }, expiresAt: null }));
    });
    return view;
  }

  it('asks for a strong new password and its confirmation before saving', async () => {
    const { user } = await renderRecovery();
    expect(screen.getByRole('heading', { name: 'crie uma nova senha' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('nova senha'), 'fraca');
    await user.click(screen.getByRole('button', { name: 'salvar nova senha' }));
    expect(
      await screen.findByText('sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.'),
    ).toBeInTheDocument();
    expect(screen.getByText('as senhas não estão iguais, pode verificar?')).toBeInTheDocument();
    expect(auth.updateUser).not.toHaveBeenCalled();
  });

  it('saves it, and says so when the server refuses', async () => {
    auth.updateUser.mockResolvedValueOnce({ error: { message: 'boom' } }).mockResolvedValueOnce({ error: null });
    const { user, store } = await renderRecovery();
    await user.type(screen.getByLabelText('nova senha'), STRONG);
    await user.type(screen.getByLabelText('confirme a nova senha'), STRONG);
    await user.click(screen.getByRole('button', { name: 'salvar nova senha' }));
    expect(await screen.findByText('não conseguimos salvar sua nova senha. pode tentar novamente?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'salvar nova senha' }));
    expect(auth.updateUser).toHaveBeenLastCalledWith({ password: STRONG });
    await act(async () => undefined);
    expect(selectPasswordRecovery(store.getState())).toBe(false);
  });
});
