import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { createFakeSupabase, type FakeRequest } from '@portal/shared/testing';
import { toast } from '@portal/shared/ui';
import { FINISHED_PROFILE, ownerBackend, PROFILE_AT_STEP_3 } from '../testing/fixtures';
import { renderOnboarding } from '../testing/render-onboarding';
import { ownerDraftKey, readOwnerDraft } from './owner-local-draft';
import { OwnerWizardPage } from './owner-wizard-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

const showToast = jest.spyOn(toast, 'show').mockImplementation(() => undefined);
const prepareToaster = jest.spyOn(toast, 'prepare');
afterEach(() => {
  showToast.mockClear();
  prepareToaster.mockClear();
});

function renderWizard(handler: Parameters<typeof createFakeSupabase>[0], invoke = jest.fn(async () => ({ data: { success: true, sent: true }, error: null }))) {
  const fake = createFakeSupabase(handler, { invoke });
  return renderOnboarding(
    <Routes>
      <Route path="/cadastro-proprietario" element={<OwnerWizardPage />} />
      <Route path="/dashboard" element={<p>Painel do proprietário</p>} />
    </Routes>,
    { route: '/cadastro-proprietario', supabase: fake },
  );
}

const stepForm = (n: number) => screen.findByRole('form', { name: `Etapa ${n} de 6` });
const profileWrites = (requests: FakeRequest[]) => requests.filter((r) => r.table === 'profiles' && r.operation !== 'select');

describe('OwnerWizardPage', () => {
  it('refuses an empty step 1: every field highlighted with its message and the missing fields in the toast', async () => {
    const { user, supabase } = await renderWizard(ownerBackend({ profile: null }));
    await stepForm(1);
    await user.click(screen.getByRole('button', { name: 'continuar' }));

    expect(await screen.findByText('Nome é obrigatório')).toBeInTheDocument();
    expect(screen.getByText('Documento inválido')).toBeInTheDocument();
    expect(screen.getByText('Data deve estar no formato dd/MM/yyyy')).toBeInTheDocument();
    expect(screen.getByLabelText('nome completo')).toHaveAttribute('aria-invalid', 'true');
    expect(showToast).toHaveBeenCalledWith({
      title: 'Campos obrigatórios',
      description: 'Os campos destacados em vermelho são obrigatórios. (nome completo, número do CPF, data de nascimento)',
      variant: 'error',
    });
    await waitFor(() => expect(screen.getByLabelText('nome completo')).toHaveFocus());
    expect(profileWrites(supabase.requests)).toEqual([]);
    expect(screen.getByRole('button', { name: 'voltar' })).toBeDisabled();
  });

  it("tells a short name, a future birth date and a bad CPF apart, the CPF after 'Verificando documento...'", async () => {
    const { user } = await renderWizard(ownerBackend({ profile: null }));
    await stepForm(1);
    await user.type(screen.getByLabelText('nome completo'), 'Al');
    await user.type(screen.getByLabelText('número do CPF'), '52998224726');
    expect(screen.getByLabelText('número do CPF')).toHaveValue('529.982.247-26');
    await user.tab();
    expect(screen.getByText('Verificando documento...')).toBeInTheDocument();
    expect(await screen.findByText('CPF inválido. Verifique os números digitados.', undefined, { timeout: 2000 })).toBeInTheDocument();

    await user.type(screen.getByLabelText('data de nascimento'), '01012999');
    expect(screen.getByLabelText('data de nascimento')).toHaveValue('01/01/2999');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    expect(await screen.findByText('Nome deve ter pelo menos 3 caracteres')).toBeInTheDocument();
    expect(screen.getByText('CPF inválido')).toBeInTheDocument();
    expect(screen.getByText('Data de nascimento inválida')).toBeInTheDocument();
  });

  it('clears the document when its type changes, and cleans the name as it is typed', async () => {
    const { user } = await renderWizard(ownerBackend({ profile: null }));
    await stepForm(1);
    await user.type(screen.getByLabelText('número do CPF'), '52998224725');
    await user.click(screen.getByRole('radio', { name: 'CNPJ' }));
    expect(screen.getByLabelText('número do CNPJ')).toHaveValue('');
    await user.type(screen.getByLabelText('nome completo'), 'Ana <Souza>');
    expect(screen.getByLabelText('nome completo')).toHaveValue('Ana Souza');
  });

  it('saves step 1 as a partial update of its filled fields, shows the autosave and moves on', async () => {
    const saved: FakeRequest[] = [];
    const { user } = await renderWizard(
      ownerBackend({ profile: null }, (request) => {
        saved.push(request);
        return { data: request.operation === 'update' ? [] : { ...FINISHED_PROFILE, ...(request.values as object) } };
      }),
    );
    await stepForm(1);
    await user.type(screen.getByLabelText('nome completo'), 'Ana Souza');
    await user.type(screen.getByLabelText('número do CPF'), '52998224725');
    await user.type(screen.getByLabelText('data de nascimento'), '15071990');
    await user.click(screen.getByRole('button', { name: 'continuar' }));

    expect(await screen.findByText('Salvando automaticamente...')).toBeInTheDocument();
    await stepForm(2);
    await waitFor(() => expect(screen.queryByText('Salvando automaticamente...')).not.toBeInTheDocument());
    const fields = { full_name: 'Ana Souza', document: '529.982.247-25', document_type: 'cpf', birth_date: '1990-07-15' };
    expect(saved.map((r) => [r.operation, r.values, r.filters])).toEqual([
      ['update', fields, { user_id: 'u1' }],
      // No row to update: the owner has no profile yet, so one is inserted.
      ['insert', { ...fields, user_id: 'u1' }, {}],
    ]);
    expect(screen.getByRole('listitem', { name: '1. dados pessoais (concluída)' })).toBeInTheDocument();
    // The e-mail is the login's.
    expect(screen.getByLabelText('email')).toHaveValue('ana@exemplo.com');
  });

  it('keeps the owner on the step when the save fails', async () => {
    const { user } = await renderWizard(
      ownerBackend({ profile: PROFILE_AT_STEP_3 }, () => ({ error: { message: 'denied', code: '42501' }, status: 403 })),
    );
    const form = await stepForm(3);
    await user.type(within(form).getByLabelText('CEP'), '01310100');
    await user.type(within(form).getByLabelText('logradouro'), 'Avenida Paulista');
    await user.type(within(form).getByLabelText('número'), '1000');
    await user.type(within(form).getByLabelText('bairro'), 'Bela Vista');
    await user.type(within(form).getByLabelText('cidade'), 'São Paulo');
    await user.type(within(form).getByLabelText('estado'), 'SP');
    await user.click(screen.getByRole('button', { name: 'continuar' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ title: 'Erro ao salvar', description: 'Problema de permissão. Faça login novamente.', variant: 'error' }),
    );
    expect(screen.getByRole('form', { name: 'Etapa 3 de 6' })).toBeInTheDocument();
  });

  it('keeps what is typed on the step in progress in the tab, so a reload brings it back on that step', async () => {
    const first = await renderWizard(ownerBackend({ profile: PROFILE_AT_STEP_3 }));
    const form = await stepForm(3);
    await first.user.type(within(form).getByLabelText('logradouro'), 'Avenida Paulista');
    await first.user.type(within(form).getByLabelText('complemento (opcional)'), 'ap 12');
    expect(readOwnerDraft('u1')).toMatchObject({ currentStep: 3, data: { logradouro: 'Avenida Paulista', complemento: 'ap 12', telefone: '(11) 98765-4321' } });

    // A reload unloads the page without unmounting it: the copy stays in the tab's storage.
    const kept = window.sessionStorage.getItem(ownerDraftKey('u1'));
    first.unmount();
    window.sessionStorage.setItem(ownerDraftKey('u1'), kept!);
    await renderWizard(ownerBackend({ profile: PROFILE_AT_STEP_3 }));
    const reloaded = await stepForm(3);
    expect(within(reloaded).getByLabelText('logradouro')).toHaveValue('Avenida Paulista');
    expect(within(reloaded).getByLabelText('complemento (opcional)')).toHaveValue('ap 12');
  });

  it('forgets the copy when the owner leaves the wizard in the app, and discards a corrupt one', async () => {
    const { user, unmount } = await renderWizard(ownerBackend({ profile: null }));
    await stepForm(1);
    await user.type(screen.getByLabelText('nome completo'), 'Ana');
    expect(readOwnerDraft('u1')?.data.nome).toBe('Ana');
    unmount();
    expect(window.sessionStorage.getItem(ownerDraftKey('u1'))).toBeNull();

    window.sessionStorage.setItem(ownerDraftKey('u1'), '{"data":');
    await renderWizard(ownerBackend({ profile: null }));
    await stepForm(1);
    expect(screen.getByLabelText('nome completo')).toHaveValue('');
  });

  it('comes back where the owner left: step 3, with steps 1 and 2 checked', async () => {
    const { user } = await renderWizard(ownerBackend({ profile: PROFILE_AT_STEP_3 }));
    await stepForm(3);
    expect(screen.getByRole('listitem', { name: '1. dados pessoais (concluída)' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '2. contato (concluída)' })).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: '3. endereço (atual)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'voltar' }));
    expect(screen.getByLabelText('telefone')).toHaveValue('(11) 98765-4321');
  });

  it('finishes: upserts the whole profile, asks for the e-mail, welcomes the owner and goes to /dashboard after 1.5 s', async () => {
    const invoke = jest.fn(async () => ({ data: { success: true, sent: true }, error: null }));
    const { user, supabase } = await renderWizard(
      ownerBackend({ profile: FINISHED_PROFILE }, (request) => ({ data: { ...FINISHED_PROFILE, ...(request.values as object) } })),
      invoke,
    );
    const summary = await stepForm(6);
    expect(within(summary).getByText('15 de julho de 1990')).toBeInTheDocument();
    expect(within(summary).getByText('conta corrente')).toBeInTheDocument();
    expect(within(summary).getByText('Ao finalizar, enviaremos um email de confirmação com os próximos passos.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'continuar' })).toBeDisabled();
    // The welcome toast's code loads with the wizard, so the toast shows during its 1.5 s, not after them.
    expect(prepareToaster).toHaveBeenCalled();

    jest.useFakeTimers({ advanceTimers: true });
    try {
      await user.click(screen.getByRole('button', { name: 'finalizar cadastro' }));
      await waitFor(() =>
        expect(showToast).toHaveBeenCalledWith({
          title: 'Cadastro finalizado!',
          description: 'Bem-vindo à família Lar Temporada. Em breve entraremos em contato.',
          variant: 'success',
        }),
      );
      const [upsert] = profileWrites(supabase.requests);
      expect(upsert).toMatchObject({ operation: 'upsert', options: { onConflict: 'user_id' }, values: { user_id: 'u1', birth_date: '1990-07-15', terms_accepted: true } });
      expect(invoke).toHaveBeenCalledWith('registration-email', { body: {} });
      expect(screen.queryByText('Painel do proprietário')).not.toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(1500);
      });
      expect(await screen.findByText('Painel do proprietário')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it("says 'Ops, algo deu errado' when the final save fails, and stays on the summary", async () => {
    const { user } = await renderWizard(ownerBackend({ profile: FINISHED_PROFILE }, () => ({ error: { message: 'boom' }, status: 500 })));
    await stepForm(6);
    await user.click(screen.getByRole('button', { name: 'finalizar cadastro' }));
    await waitFor(() =>
      expect(showToast).toHaveBeenCalledWith({ title: 'Ops, algo deu errado', description: 'Não conseguimos finalizar seu cadastro. Tente novamente.', variant: 'error' }),
    );
    expect(screen.getByRole('button', { name: 'finalizar cadastro' })).toBeEnabled();
  });

  it('fills the address from the CEP at 8 digits, the field disabled while searching', async () => {
    let answer!: (response: Response) => void;
    const fetchSpy = jest.spyOn(global, 'fetch').mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    try {
      const { user } = await renderWizard(ownerBackend({ profile: PROFILE_AT_STEP_3 }));
      const form = await stepForm(3);
      await user.type(within(form).getByLabelText('CEP'), '01310100');
      expect(within(form).getByLabelText('CEP')).toBeDisabled();
      expect(within(form).getByText('Buscando endereço...')).toBeInTheDocument();
      expect(fetchSpy.mock.calls[0]?.[0]).toBe('http://localhost:54321/01310100/json/');
      await act(async () => answer(new Response(JSON.stringify({ logradouro: 'Avenida Paulista', bairro: 'Bela Vista', localidade: 'São Paulo', uf: 'SP' }))));
      await waitFor(() => expect(within(form).getByLabelText('logradouro')).toHaveValue('Avenida Paulista'));
      expect(within(form).getByLabelText('bairro')).toHaveValue('Bela Vista');
      expect(within(form).getByLabelText('cidade')).toHaveValue('São Paulo');
      expect(within(form).getByLabelText('estado')).toHaveValue('SP');
      expect(within(form).getByLabelText('CEP')).toBeEnabled();
    } finally {
      fetchSpy.mockRestore();
    }
  });
});
