import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { logoutRequested } from '@portal/shared/store';
import { createFakeSupabase } from '../testing/fake-supabase';
import { profileRow, propertyRow } from '../testing/fixtures';
import { renderAccount } from '../testing/render-account';
import { AccountPage } from './account-page';

let fake = createFakeSupabase(() => ({ data: [] }));
jest.mock('@portal/shared/supabase', () => ({ getSupabase: () => fake.client }));

async function openAccount({ properties = [] as ReturnType<typeof propertyRow>[], payouts = [] as Array<{ host_payout: number | string }> } = {}) {
  fake = createFakeSupabase((request) => {
    if (request.operation === 'rpc') return { data: payouts };
    if (request.table === 'profiles') return { data: profileRow() };
    if (request.table === 'properties') return { data: properties };
    return { data: [] };
  });
  const view = await renderAccount(
    <Routes>
      <Route path="/conta" element={<AccountPage />} />
      <Route path="*" element={<p>rota seguinte</p>} />
    </Routes>,
    { route: '/conta' },
  );
  return view;
}

const stats = () => screen.getByRole('region', { name: 'Resumo da conta' });
const menuItem = (name: string) => within(screen.getByRole('navigation', { name: 'Menu da conta' })).getByRole('button', { name });

describe('/conta', () => {
  it('shows the title, the stats from the owner’s properties and earnings, and the version', async () => {
    await openAccount({
      properties: [
        propertyRow({ id: 'a', updated_at: '2025-02-01T12:00:00Z' }),
        propertyRow({ id: 'b', updated_at: '2024-06-15T15:00:00Z' }),
        propertyRow({ id: 'c', is_verified: false, updated_at: '2020-01-01T12:00:00Z' }),
      ],
      payouts: [{ host_payout: '1234.75' }],
    });
    expect(screen.getByRole('heading', { name: 'Minha Conta' })).toBeInTheDocument();
    expect(screen.getByText('Gerencie suas informações e configurações')).toBeInTheDocument();
    expect(await within(stats()).findByText('15/06/2024')).toBeInTheDocument();
    expect(within(stats()).getByText('3')).toBeInTheDocument();
    expect(within(stats()).getByText(/2 ativas/)).toBeInTheDocument();
    expect(await within(stats()).findByText(/R\$\s1\.234,75/)).toBeInTheDocument();
    // The database's sum over every stay of every property (no filter), as a GET: a read the page can ask for early.
    const rpc = fake.requests.find((r) => r.operation === 'rpc');
    expect(rpc?.table).toBe('get_reservation_totals');
    expect(rpc?.values).toEqual({});
    expect(rpc?.options).toEqual({ get: true });
    expect(screen.getByText('Versão 1.0.0')).toBeInTheDocument();
  });

  it('asks to finish onboarding while no property is active', async () => {
    await openAccount({ properties: [propertyRow({ is_draft: true, is_verified: false })] });
    expect(await screen.findByText('Finalize o cadastro e ative sua propriedade')).toBeInTheDocument();
    expect(await within(stats()).findByText(/R\$\s0,00/)).toBeInTheDocument();
  });

  it('lists every menu item of the spec', async () => {
    await openAccount();
    const labels = within(screen.getByRole('navigation', { name: 'Menu da conta' }))
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      'Informações pessoais',
      'Minhas propriedades',
      'Dados bancários',
      'Configurações',
      'Notificações',
      'Central de ajuda',
      'Privacidade e segurança',
      'Sair da conta',
    ]);
  });

  it.each([
    ['Minhas propriedades'],
    ['Dados bancários'],
    ['Notificações'],
  ])('%s navigates', async (name) => {
    const { user } = await openAccount();
    await user.click(menuItem(name));
    expect(await screen.findByText('rota seguinte')).toBeInTheDocument();
  });

  it('Configurações and Central de ajuda only log', async () => {
    const info = jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const { user } = await openAccount();
    await user.click(menuItem('Configurações'));
    await user.click(menuItem('Central de ajuda'));
    expect(info).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('heading', { name: 'Minha Conta' })).toBeInTheDocument();
    info.mockRestore();
  });

  it('Informações pessoais opens the modal with the profile', async () => {
    const { user } = await openAccount();
    await user.click(menuItem('Informações pessoais'));
    expect(await screen.findByLabelText('Nome completo')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@exemplo.com');
  });

  it('Privacidade e segurança opens the deletion dialog with the property count', async () => {
    const { user } = await openAccount({ properties: [propertyRow()] });
    await within(stats()).findByText('1');
    await user.click(menuItem('Privacidade e segurança'));
    expect(await screen.findByText('1 propriedade cadastrada')).toBeInTheDocument();
  });

  it("'Sair da conta' asks the shell to log out", async () => {
    const { user, dispatch } = await openAccount();
    await user.click(menuItem('Sair da conta'));
    expect(dispatch).toHaveBeenCalledWith(logoutRequested());
  });
});
