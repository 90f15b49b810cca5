import { screen, waitFor } from '@testing-library/react';
import { logoutRequested } from '@portal/shared/store';
import { createFakeSupabase, functionErrorResponse } from '../testing/fake-supabase';
import { renderAccount } from '../testing/render-account';
import { MESSAGE_OUTBOX_KEY } from '../messages/message-outbox';
import { AccountDeletion } from './account-deletion';

let fake = createFakeSupabase(() => ({ data: null }));
jest.mock('@portal/shared/supabase', () => ({ getSupabase: () => fake.client }));

async function openDialog() {
  fake = createFakeSupabase(() => ({ data: null }));
  const onClose = jest.fn();
  const view = await renderAccount(<AccountDeletion open onClose={onClose} propertyCount={2} documentCount={1} />);
  return { ...view, onClose };
}

const confirmButton = () => screen.getByRole('button', { name: 'Deletar Conta Definitivamente' });

async function goToConfirm(user: Awaited<ReturnType<typeof openDialog>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Continuar mesmo assim' }));
  await screen.findByLabelText('Senha atual');
}

describe('account deletion: warning step', () => {
  it("lists what is deleted with the owner's counts, and the considerations", async () => {
    await openDialog();
    const lost = screen.getByRole('list', { name: 'O que será deletado' });
    expect(lost).toHaveTextContent('Sua conta e todos os dados pessoais');
    expect(lost).toHaveTextContent('2 propriedades cadastradas');
    expect(lost).toHaveTextContent('1 documento (sessões de fotos)');
    expect(lost).toHaveTextContent('Todo o histórico de reservas e transações');
    expect(lost).toHaveTextContent('Acesso ao aplicativo');
    expect(screen.getByRole('list', { name: 'Considerações' })).toHaveTextContent('irreversível');
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});

describe('account deletion: confirm step (spec part 1 §5)', () => {
  it.each([
    ['12345', 'DELETAR', false],
    ['123456', 'DELETAR', true],
    ['123456', 'deletar', false],
    ['123456', 'DELETAR ', false],
    ['', 'DELETAR', false],
  ])('password %p with word %p enables the button: %p', async (password, word, enabled) => {
    const { user } = await openDialog();
    await goToConfirm(user);
    if (password) await user.type(screen.getByLabelText('Senha atual'), password);
    await user.type(screen.getByLabelText('Digite DELETAR para confirmar'), word);
    if (enabled) expect(confirmButton()).toBeEnabled();
    else expect(confirmButton()).toBeDisabled();
  });

  it("'Voltar' returns to the warning", async () => {
    const { user } = await openDialog();
    await goToConfirm(user);
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(screen.getByRole('button', { name: 'Continuar mesmo assim' })).toBeInTheDocument();
  });

  it('closing forgets both fields and the step', async () => {
    const { user, onClose } = await openDialog();
    await goToConfirm(user);
    await user.type(screen.getByLabelText('Senha atual'), 'Segredo@1');
    await user.type(screen.getByLabelText('Digite DELETAR para confirmar'), 'DELETAR');
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    expect(onClose).toHaveBeenCalled();
    await goToConfirm(user);
    expect(screen.getByLabelText('Senha atual')).toHaveValue('');
    expect(screen.getByLabelText('Digite DELETAR para confirmar')).toHaveValue('');
  });
});

describe('account deletion: the request', () => {
  async function confirmWith(password: string) {
    const view = await openDialog();
    await goToConfirm(view.user);
    await view.user.type(screen.getByLabelText('Senha atual'), password);
    await view.user.type(screen.getByLabelText('Digite DELETAR para confirmar'), 'DELETAR');
    return view;
  }

  it("invokes delete-user-account with the password, toasts 'Conta deletada' and then signs out", async () => {
    const view = await confirmWith('Segredo@1');
    let finish!: (value: { data: unknown; error: null }) => void;
    fake.invoke.mockImplementation(() => new Promise((resolve) => (finish = resolve)));
    await view.user.click(confirmButton());
    expect(await screen.findByRole('button', { name: 'Deletando...' })).toBeDisabled();
    finish({ data: { success: true }, error: null });
    expect(await screen.findByText('Conta deletada')).toBeInTheDocument();
    expect(screen.getByText('Sua conta foi removida permanentemente.')).toBeInTheDocument();
    expect(fake.invoke).toHaveBeenCalledWith('delete-user-account', { body: { password: 'Segredo@1' } });
    // The account is gone with its sessions: the shell signs out without asking the backend to end one.
    await waitFor(() => expect(view.dispatch).toHaveBeenCalledWith(logoutRequested({ accountDeleted: true })), { timeout: 3000 });
  });

  it("forgets what this browser kept of the deleted owner, in every app, not another owner's", async () => {
    const outbox = (userId: string, id: string) => ({ id, userId, conversationId: 'c1', body: 'Oi', attachments: [], createdAt: '2026-12-07T12:00:00Z', state: 'pending', attempts: 0 });
    window.localStorage.setItem('mf-account:message-draft:u1:c1', 'Meu rascunho');
    window.localStorage.setItem('mf-account:message-draft:u2:c1', 'Rascunho de outra pessoa');
    window.localStorage.setItem(MESSAGE_OUTBOX_KEY, JSON.stringify([outbox('u1', 'm1'), outbox('u2', 'm2')]));
    window.localStorage.setItem('portal-notification-marks:u1', JSON.stringify({ read: ['x'], deleted: [] }));
    window.localStorage.setItem('property-draft:u1', JSON.stringify({ data: { property_name: 'Casa' } }));
    window.sessionStorage.setItem('mf-photos:booking-draft', JSON.stringify({ propertyId: 'p1' }));
    const view = await confirmWith('Segredo@1');
    fake.invoke.mockResolvedValue({ data: { success: true }, error: null });
    await view.user.click(confirmButton());
    expect(await screen.findByText('Conta deletada')).toBeInTheDocument();
    expect(window.localStorage.getItem('mf-account:message-draft:u1:c1')).toBeNull();
    expect(window.localStorage.getItem('portal-notification-marks:u1')).toBeNull();
    expect(window.localStorage.getItem('property-draft:u1')).toBeNull();
    expect(window.sessionStorage.getItem('mf-photos:booking-draft')).toBeNull();
    expect(JSON.parse(window.localStorage.getItem(MESSAGE_OUTBOX_KEY) ?? '[]')).toEqual([outbox('u2', 'm2')]);
    expect(window.localStorage.getItem('mf-account:message-draft:u2:c1')).toBe('Rascunho de outra pessoa');
    window.localStorage.clear();
  });

  it("shows the server's message when the password is wrong, and does not sign out", async () => {
    const view = await confirmWith('Errada@1');
    fake.invoke.mockResolvedValue({ data: null, error: functionErrorResponse(400, { success: false, code: 'invalid_password', error: 'Senha incorreta. Verifique sua senha e tente novamente.' }) });
    await view.user.click(confirmButton());
    expect(await screen.findByText('Erro ao deletar conta')).toBeInTheDocument();
    expect(screen.getByText('Senha incorreta. Verifique sua senha e tente novamente.')).toBeInTheDocument();
    expect(confirmButton()).toBeEnabled();
    expect(view.dispatch).not.toHaveBeenCalledWith(expect.objectContaining({ type: logoutRequested.type }));
  });

  it('falls back to the spec’s message when the request never completes', async () => {
    const view = await confirmWith('Segredo@1');
    fake.invoke.mockRejectedValue(new TypeError('Failed to fetch'));
    await view.user.click(confirmButton());
    expect(await screen.findByText('Não foi possível deletar sua conta. Verifique sua senha e tente novamente.')).toBeInTheDocument();
  });

  it('falls back to the spec’s message when the server sends no readable body', async () => {
    const view = await confirmWith('Segredo@1');
    fake.invoke.mockResolvedValue({ data: null, error: { message: 'Edge Function returned a non-2xx status code', context: new Response('oops', { status: 500 }) } });
    await view.user.click(confirmButton());
    expect(await screen.findByText('Não foi possível deletar sua conta. Verifique sua senha e tente novamente.')).toBeInTheDocument();
  });
});
