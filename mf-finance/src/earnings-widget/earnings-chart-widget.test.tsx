import { NextRoute, shownLater } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { propertyRow, rawRpcRow } from '../testing/fixtures';
import { day, financeBackend, renderFinance, type FinanceBackend } from '../testing/render-finance';
import { prepareWidgets, widgets } from '../widgets';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);
const setOptions = jest.fn();
jest.mock('highcharts', () => ({ __esModule: true, default: { setOptions: (...args: unknown[]) => setOptions(...args) } }));
jest.mock('highcharts-react-official', () => ({ __esModule: true, default: jest.requireActual('../testing/chart-stub').default }));

const Widget = widgets['earnings-chart']!;


async function openWidget(backend: FinanceBackend) {
  return renderFinance(
    <Routes>
      <Route path="/dashboard" element={<Widget />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: '/dashboard', supabase: financeBackend(backend) },
  );
}

const beach = propertyRow();

describe("dashboard widget 'earnings-chart'", () => {
  it('draws monthly bars and the reservation-count line, with Highcharts in pt-BR', async () => {
    await openWidget({ reservations: [rawRpcRow({ check_in: day(-3), check_out: day(-1), host_payout: 700 })], properties: [beach] });
    const card = await screen.findByRole('region', { name: 'Ganhos' });
    expect(await within(card).findByText(/^série column Receita: .*700/)).toBeInTheDocument();
    expect(within(card).getByText(/^série line Reservas:/)).toBeInTheDocument();
    expect(setOptions).toHaveBeenCalledWith({ lang: expect.objectContaining({ decimalPoint: ',', thousandsSep: '.', loading: 'Carregando...' }) });
  });

  it("keeps the chart's height from the first render, so the widgets below do not move when it draws", async () => {
    await openWidget({ reservations: [rawRpcRow({ check_in: day(-3), check_out: day(-1), host_payout: 700 })], properties: [beach] });
    const panel = await screen.findByRole('tabpanel');
    const reserved = panel.style.minHeight;
    const drawn = await within(panel).findByRole('figure', { name: 'Gráfico', hidden: true });
    expect(drawn.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(reserved).toBe(`${drawn.dataset.height}px`);
  });

  it('switches between Geral, Receitas and Reservas Futuras', async () => {
    const { user } = await openWidget({ reservations: [rawRpcRow({ id: 'f', check_in: day(20), check_out: day(22), host_payout: 450, actual_payout_date: null })], properties: [beach] });
    const card = await screen.findByRole('region', { name: 'Ganhos' });
    expect(within(card).getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
    await user.click(within(card).getByRole('tab', { name: 'Reservas Futuras' }));
    expect(await within(card).findByText(/^série column Receita prevista: .*450/)).toBeInTheDocument();
    await user.click(within(card).getByRole('tab', { name: 'Receitas' }));
    expect(within(card).getByText('Nenhuma reserva encontrada')).toBeInTheDocument();
  });

  it("draws the database's months: an owner's 1,500 stays of a month come as one row per platform, counted whole", async () => {
    const months = Array.from({ length: 1500 }, (_, i) => rawRpcRow({ id: `s${i}`, check_in: day(-3), check_out: day(-1), host_payout: 10, platform: i % 2 === 0 ? 'airbnb' : 'Booking.com' }));
    const { supabase } = await openWidget({ reservations: months, properties: [beach] });
    const card = await screen.findByRole('region', { name: 'Ganhos' });
    expect(await within(card).findByText(/^série column Receita: .*15000/)).toBeInTheDocument();
    const asked = supabase.requests.filter((r) => r.operation === 'rpc');
    expect(asked.map((r) => [r.table, r.options])).toEqual([['get_monthly_earnings', { get: true }]]);
  }, 40_000);

  it("links 'Ver análise completa' to the finance page's chart", async () => {
    const { user } = await openWidget({ reservations: [], properties: [beach] });
    await user.click(await screen.findByRole('link', { name: 'Ver análise completa' }));
    expect(await screen.findByText('rota: /financeiro#financial-chart')).toBeInTheDocument();
  });

  it.each([
    ['without properties', { reservations: [], properties: [] }, 'Nenhum imóvel cadastrado'],
    ['with only a draft', { reservations: [], properties: [propertyRow({ is_draft: true })] }, 'Nenhum imóvel cadastrado'],
    ['without reservations', { reservations: [], properties: [beach] }, 'Nenhuma reserva encontrada'],
  ])('%s says %s', async (_case, backend, text) => {
    await openWidget(backend);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows its own error with a retry', async () => {
    let fail = true;
    const { user } = await openWidget({ reservations: () => (fail ? { error: { message: 'denied', code: '42501' }, status: 403 } : { data: [] }), properties: [beach] });
    expect(await screen.findByText('Erro ao carregar seus ganhos')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Nenhuma reserva encontrada')).toBeInTheDocument();
  });
});

describe("prepareWidgets: what the dashboard waits for before it draws 'earnings-chart'", () => {
  async function prepared(names: string[], signedIn = true) {
    const widget = shownLater(<Widget />);
    const view = await renderFinance(widget.element, {
      route: '/dashboard',
      signedIn,
      supabase: financeBackend({ reservations: [rawRpcRow({ check_in: day(-3), check_out: day(-1), host_payout: 700 })], properties: [beach] }),
    });
    await prepareWidgets(names, view.store);
    return { ...view, widget, tables: () => view.supabase.requests.map((request) => request.table) };
  }

  it.each([
    // The database's months of earnings, not every stay.
    ['its widget is about to show', ['earnings-chart'], true, ['get_monthly_earnings', 'properties']],
    ['only other widgets are', ['photo-alerts'], true, []],
    ['nobody is signed in', ['earnings-chart'], false, []],
  ])('reads the reservations and properties when %s', async (_case, names, signedIn, tables) => {
    const { tables: asked } = await prepared(names, signedIn);
    expect(asked()).toEqual(tables);
  });

  it('the widget drawn after it shows its figures at its first render, asking nothing more', async () => {
    const { widget, supabase } = await prepared(['earnings-chart']);
    const asked = supabase.requests.length;
    widget.show();
    const card = screen.getByRole('region', { name: 'Ganhos' });
    expect(within(card).getByRole('tab', { name: 'Geral' })).toBeInTheDocument();
    expect(within(card).queryByLabelText('Carregando ganhos')).not.toBeInTheDocument();
    expect(supabase.requests).toHaveLength(asked);
  });
});
