import { NextRoute } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { formatBRL as formatMoney } from '@portal/shared/format';
import { Route, Routes } from '@portal/shared/router';
import { propertyRow, rawRpcRow } from '../testing/fixtures';
import { day, financeBackend, renderFinance, type FinanceBackend } from '../testing/render-finance';
import { routes } from '../routes';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

const PerformancePage = routes.find((route) => route.path === '/performance')!.Component!;
const brl = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');


async function openPerformance(backend: FinanceBackend) {
  return renderFinance(
    <Routes>
      <Route path="/performance" element={<PerformancePage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: '/performance', supabase: financeBackend(backend) },
  );
}

const beach = propertyRow({ id: 'beach', property_name: 'Casa da Praia' });
const city = propertyRow({ id: 'city', property_name: 'Apartamento Centro' });

describe('/performance', () => {
  it('shows occupancy, average daily rate and revenue per available night over the last 30 days, per property and in total', async () => {
    // 15 of the last 30 nights at R$ 300 a night in the beach house; none in the flat.
    const { supabase } = await openPerformance({ reservations: [rawRpcRow({ property_id: 'beach', check_in: day(-15), check_out: day(0), nights: 15, gross_amount: 4500 })], properties: [beach, city] });
    const total = await screen.findByRole('region', { name: 'Todas as propriedades' });
    // The database's sums over every stay, as a GET; no rows of stays read for it.
    expect(supabase.requests.filter((r) => r.operation === 'rpc').map((r) => [r.table, r.values, r.options])).toEqual([['get_performance_figures', { p_today: day(0) }, { get: true }]]);
    const rowOf = (region: HTMLElement, label: string) => within(region).getByRole('rowheader', { name: label }).closest('tr')!;
    expect(within(rowOf(total, 'Ocupação')).getAllByRole('cell')[0]).toHaveTextContent('25%');
    expect(within(rowOf(total, 'Diária média')).getAllByRole('cell')[0]).toHaveTextContent(brl(300));
    expect(within(rowOf(total, 'Receita por noite disponível')).getAllByRole('cell')[0]).toHaveTextContent(brl(75));
    const beachRegion = screen.getByRole('region', { name: 'Casa da Praia' });
    expect(within(rowOf(beachRegion, 'Ocupação')).getAllByRole('cell')[0]).toHaveTextContent('50%');
    expect(within(rowOf(screen.getByRole('region', { name: 'Apartamento Centro' }), 'Ocupação')).getAllByRole('cell')[0]).toHaveTextContent('0%');
    expect(screen.getByRole('note', { name: 'Dica de desempenho' })).toHaveTextContent('Apartamento Centro teve 0% de ocupação');
  });

  it('compares this month with the same month last year', async () => {
    await openPerformance({ reservations: [], properties: [beach] });
    const total = await screen.findByRole('region', { name: 'Todas as propriedades' });
    const headers = within(total).getAllByRole('columnheader').map((h) => h.textContent);
    const year = Number(day(0).slice(0, 4));
    expect(headers[1]).toBe('Últimos 30 dias');
    expect(headers[2]).toMatch(new RegExp(` de ${year}$`));
    expect(headers[3]).toMatch(new RegExp(` de ${year - 1}$`));
  });

  it('invites an owner without an active property to register one', async () => {
    const { user } = await openPerformance({ reservations: [], properties: [propertyRow({ is_draft: true, is_verified: false })] });
    expect(await screen.findByText('Nenhuma propriedade ativa')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Propriedade' }));
    expect(await screen.findByText('rota: /cadastro-imovel')).toBeInTheDocument();
  });

  it('shows an error with a retry when the backend fails', async () => {
    let fail = true;
    const { user } = await openPerformance({ reservations: () => (fail ? { error: { message: 'denied' }, status: 403 } : { data: [] }), properties: [beach] });
    expect(await screen.findByText('Erro ao carregar dados de desempenho. Tente novamente mais tarde.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('region', { name: 'Todas as propriedades' })).toBeInTheDocument();
  });
});
