import { screen } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { createFakeSupabase, type FakeHandler } from '../testing/fake-supabase';
import { profileRow } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';
import { BankDataPage } from './bank-data-page';

let fake = createFakeSupabase(() => ({ data: null }));
jest.mock('@portal/shared/supabase', () => ({ getSupabase: () => fake.client }));

/** Loads the profile the test gives, and answers the save with `onSave`. */
async function openPage(profile: ReturnType<typeof profileRow> | null, onSave: FakeHandler = () => ({ data: [profileRow()] })) {
  fake = createFakeSupabase((request) => (request.operation === 'select' ? { data: profile } : onSave(request)));
  const view = await renderAccount(
    <Routes>
      <Route path="/conta/dados-bancarios" element={<BankDataPage />} />
      <Route path="/conta" element={<p>página da conta</p>} />
    </Routes>,
    { route: '/conta/dados-bancarios' },
  );
  await screen.findByLabelText('Agência');
  // The bank select and the account-type radios are antd's: they load on first use, after the native fields.
  await screen.findByRole('combobox', { name: 'Banco' }, { timeout: 5000 });
  await screen.findByRole('radio', { name: 'poupança' }, { timeout: 5000 });
  return view;
}

const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

async function chooseBank(user: Awaited<ReturnType<typeof openPage>>['user'], bank: string) {
  await user.click(screen.getByRole('combobox', { name: 'Banco' }));
  await user.click(await screen.findByTitle(bank));
}

describe('bank data page', () => {
  it("shows the title, and 'Salvar alterações' stays disabled until bank, agency and account are filled", async () => {
    const { user } = await openPage(null);
    expect(screen.getByRole('heading', { name: 'Dados Bancários' })).toBeInTheDocument();
    expect(save()).toBeDisabled();
    await chooseBank(user, 'Itaú');
    await user.type(screen.getByLabelText('Agência'), '0001');
    expect(save()).toBeDisabled();
    await user.type(screen.getByLabelText('Conta (com dígito)'), '12345-6');
    expect(save()).toBeEnabled();
  });

  it('offers exactly the spec’s bank list', async () => {
    const { user } = await openPage(null);
    await user.click(screen.getByRole('combobox', { name: 'Banco' }));
    for (const bank of ['Banco do Brasil', 'Bradesco', 'Caixa Econômica Federal', 'Itaú', 'Santander', 'Nubank', 'Inter', 'PicPay', 'C6 Bank', 'Outro']) {
      expect(await screen.findByTitle(bank)).toBeInTheDocument();
    }
  });

  it("loads a saved bank outside the known list as 'Outro' with its name", async () => {
    await openPage(profileRow({ bank_name: 'Banco Cooperativo do Vale', bank_account_type: 'poupanca' }));
    expect(screen.getByLabelText('Nome do banco')).toHaveValue('Banco Cooperativo do Vale');
    expect(screen.getByRole('radio', { name: 'poupança' })).toBeChecked();
  });

  it("'Outro' needs the bank's name, which is saved instead of 'Outro'", async () => {
    const { user } = await openPage(profileRow());
    await chooseBank(user, 'Outro');
    await user.click(save());
    expect(await screen.findByText('nome do banco é obrigatório')).toBeInTheDocument();
    expect(fake.requests.filter((r) => r.operation !== 'select')).toHaveLength(0);
    await user.type(screen.getByLabelText('Nome do banco'), 'Banco do Vale');
    await user.click(save());
    expect(await screen.findByText('Dados bancários atualizados')).toBeInTheDocument();
    expect(fake.requests.at(-1)).toMatchObject({
      operation: 'update',
      values: { bank_name: 'Banco do Vale', bank_agency: '0001', bank_account: '12345-6', bank_account_type: 'corrente' },
      filters: { user_id: 'u1' },
    });
  });

  it('choosing another bank clears the custom name', async () => {
    const { user } = await openPage(profileRow({ bank_name: 'Banco do Vale' }));
    await chooseBank(user, 'Inter');
    expect(screen.queryByLabelText('Nome do banco')).not.toBeInTheDocument();
    await chooseBank(user, 'Outro');
    expect(screen.getByLabelText('Nome do banco')).toHaveValue('');
  });

  it('a successful save toasts and returns to /conta', async () => {
    const { user } = await openPage(profileRow());
    await user.click(screen.getByRole('radio', { name: 'poupança' }));
    await user.click(save());
    expect(await screen.findByText('Suas informações bancárias foram salvas com sucesso.')).toBeInTheDocument();
    expect(await screen.findByText('página da conta')).toBeInTheDocument();
    expect(fake.requests.at(-1)?.values).toMatchObject({ bank_name: 'Nubank', bank_account_type: 'poupanca' });
  });

  it.each([
    ['23505', 409, 'Conflito de dados. Tente novamente.'],
    ['42501', 403, 'Problema de permissão. Faça login novamente.'],
  ])('a refusal with code %s toasts %p and stays on the page', async (code, status, description) => {
    const { user } = await openPage(profileRow(), () => ({ error: { message: 'refused', code }, status }));
    await user.click(save());
    expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.queryByText('página da conta')).not.toBeInTheDocument();
  });

  it('a network failure toasts the generic save error', async () => {
    const { user } = await openPage(profileRow(), () => {
      throw new TypeError('Failed to fetch');
    });
    await user.click(save());
    expect(await screen.findByText('Não foi possível salvar as alterações. Tente novamente.', undefined, { timeout: 4000 })).toBeInTheDocument();
  });

  it.each(['Voltar', 'Cancelar'])('%s returns to /conta', async (button) => {
    const { user } = await openPage(profileRow());
    await user.click(screen.getByRole('button', { name: button }));
    expect(await screen.findByText('página da conta')).toBeInTheDocument();
  });

  it("a profile that cannot be loaded toasts 'Erro ao carregar perfil' and offers 'Tentar novamente', not an empty form", async () => {
    fake = createFakeSupabase(() => ({ error: { message: 'denied', code: '42501' }, status: 403 }));
    const { user } = await renderAccount(<BankDataPage />, { route: '/conta/dados-bancarios' });
    expect(await screen.findByText('Problema de permissão. Tente fazer login novamente.')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar perfil');
    // An empty form would read as if no bank account were saved.
    expect(screen.queryByLabelText('Agência')).not.toBeInTheDocument();

    fake = createFakeSupabase(() => ({ data: profileRow({ bank_name: 'Itaú', bank_agency: '0001', bank_account: '12345-6' }) }));
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByLabelText('Agência')).toHaveValue('0001');
    expect(screen.queryByText('Tentar novamente')).not.toBeInTheDocument();
  });
});
