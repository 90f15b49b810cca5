import { screen, waitFor } from '@testing-library/react';
import type { ProfileRow } from '@portal/shared/domain';
import { createFakeSupabase, SIGNED_IN, type FakeHandler } from '../testing/fake-supabase';
import { profileRow } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';
import { PersonalInfoModal } from './personal-info-modal';

let fake = createFakeSupabase(() => ({ data: [] }));
jest.mock('@portal/shared/supabase', () => ({ getSupabase: () => fake.client }));

const USER = SIGNED_IN.session.user;

async function openModal(handler: FakeHandler, profile: ProfileRow | null = profileRow(), user: typeof USER | null = USER) {
  fake = createFakeSupabase(handler);
  const onClose = jest.fn();
  const view = await renderAccount(<PersonalInfoModal open onClose={onClose} user={user} profile={profile} />);
  return { ...view, onClose };
}

const save = () => screen.getByRole('button', { name: 'Salvar alterações' });

describe('personal-info modal: fields', () => {
  it('shows the saved data, the login e-mail read-only, and masks phone and document as typed', async () => {
    const { user } = await openModal(() => ({ data: [] }), profileRow({ phone: null, document: null }));
    expect(screen.getByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@exemplo.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Telefone'), '11987654321999');
    expect(screen.getByLabelText('Telefone')).toHaveValue('(11) 98765-4321');
    expect(screen.getByLabelText('Telefone')).toHaveAttribute('maxlength', '15');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '11222333000181');
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveValue('11.222.333/0001-81');
    expect(screen.getByLabelText('CPF/CNPJ')).toHaveAttribute('maxlength', '18');
  });
});

describe('personal-info modal: validation (spec part 1 §5)', () => {
  it.each([
    ['Nome completo', '', 'Nome completo é obrigatório'],
    ['CPF/CNPJ', '', 'CPF/CNPJ é obrigatório'],
    ['CPF/CNPJ', '529982247', 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos'],
    ['CPF/CNPJ', '52998224726', 'CPF inválido'],
  ])('%s = %p shows %p, toasts and saves nothing', async (label, typed, message) => {
    const { user } = await openModal(() => ({ data: [] }));
    await user.clear(screen.getByLabelText(label));
    if (typed) await user.type(screen.getByLabelText(label), typed);
    await user.click(save());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument();
    expect(screen.getByText('Preencha todos os campos obrigatórios antes de salvar.')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('a refused save puts the focus on the first field at fault, wherever the dialog is scrolled', async () => {
    const { user } = await openModal(() => ({ data: [] }));
    await user.clear(screen.getByLabelText('Nome completo'));
    await user.clear(screen.getByLabelText('CPF/CNPJ'));
    await user.click(save());
    await waitFor(() => expect(screen.getByLabelText('Nome completo')).toHaveFocus());
  });

  it("a field's error clears as soon as the field is edited", async () => {
    const { user } = await openModal(() => ({ data: [] }));
    await user.clear(screen.getByLabelText('Nome completo'));
    await user.click(save());
    expect(await screen.findByText('Nome completo é obrigatório')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome completo'), 'A');
    expect(screen.queryByText('Nome completo é obrigatório')).not.toBeInTheDocument();
  });
});

describe('personal-info modal: saving (partial update)', () => {
  it('updates only the changed fields, filtered by the owner, then toasts and closes', async () => {
    const { user, onClose } = await openModal((request) => ({ data: [profileRow({ full_name: 'Ana Maria Souza' })], status: request.operation === 'update' ? 200 : 500 }));
    await user.clear(screen.getByLabelText('Nome completo'));
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Maria Souza');
    await user.clear(screen.getByLabelText('Cidade'));
    await user.click(save());
    expect(await screen.findByText('Perfil atualizado')).toBeInTheDocument();
    expect(screen.getByText('Suas informações foram salvas com sucesso.')).toBeInTheDocument();
    expect(fake.requests).toEqual([expect.objectContaining({ table: 'profiles', operation: 'update', values: { full_name: 'Ana Maria Souza' }, filters: { user_id: 'u1' } })]);
    expect(onClose).toHaveBeenCalled();
  });

  it('inserts a profile row with the user id when the update finds none', async () => {
    const { user } = await openModal((request) => (request.operation === 'update' ? { data: [] } : { data: profileRow() }), null);
    await user.type(screen.getByLabelText('Nome completo'), 'Ana Souza');
    await user.type(screen.getByLabelText('CPF/CNPJ'), '52998224725');
    await user.click(save());
    expect(await screen.findByText('Perfil atualizado')).toBeInTheDocument();
    expect(fake.requests.map((r) => r.operation)).toEqual(['update', 'insert']);
    expect(fake.requests[1]?.values).toEqual({ full_name: 'Ana Souza', document: '529.982.247-25', document_type: 'cpf', user_id: 'u1' });
  });

  it.each([
    ['23505', 409, 'Conflito de dados. Tente novamente.'],
    ['42501', 403, 'Problema de permissão. Faça login novamente.'],
    ['P0001', 400, 'Não foi possível salvar as alterações. Tente novamente.'],
  ])('a refusal with code %s toasts %p and keeps the modal open', async (code, status, description) => {
    const { user, onClose } = await openModal(() => ({ error: { message: 'refused', code }, status }));
    await user.type(screen.getByLabelText('Bairro'), ' Sul');
    await user.click(save());
    expect(await screen.findByText('Erro ao salvar')).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a network failure (after its one retry) toasts the generic save error', async () => {
    const { user } = await openModal(() => {
      throw new TypeError('Failed to fetch');
    });
    await user.type(screen.getByLabelText('Bairro'), ' Sul');
    await user.click(save());
    expect(await screen.findByText('Erro ao salvar', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Não foi possível salvar as alterações. Tente novamente.')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(2);
  });

  it('refuses to save without a signed-in owner', async () => {
    const { user } = await openModal(() => ({ data: [] }), profileRow(), null);
    await user.click(save());
    expect(await screen.findByText('Erro de autenticação')).toBeInTheDocument();
    expect(screen.getByText('Você precisa estar logado para salvar os dados.')).toBeInTheDocument();
    await waitFor(() => expect(fake.requests).toHaveLength(0));
  });

  it('Cancelar closes without saving', async () => {
    const { user, onClose } = await openModal(() => ({ data: [] }));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    expect(fake.requests).toHaveLength(0);
  });
});

describe('personal-info modal: a profile that could not be read', () => {
  it("offers 'Tentar novamente' instead of empty fields", async () => {
    fake = createFakeSupabase(() => ({ data: [] }));
    const onRetry = jest.fn();
    const { user } = await renderAccount(<PersonalInfoModal open onClose={jest.fn()} user={USER} profile={null} loadFailed={{ onRetry }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Erro ao carregar perfil');
    expect(screen.queryByLabelText('Nome completo')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
