import { screen, waitFor, within } from '@testing-library/react';
import { formatBRL as formatMoney } from '@portal/shared/format';
import { Route, Routes } from '@portal/shared/router';
import { propertyRow, rawRpcRow } from '../testing/fixtures';
import { captureDownloads } from '../testing/downloads';
import { day, financeBackend, renderFinance, type FinanceBackend } from '../testing/render-finance';
import { routes } from '../routes';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);
jest.mock('highcharts', () => ({ __esModule: true, default: { setOptions: jest.fn() } }));
jest.mock('highcharts-react-official', () => ({ __esModule: true, default: jest.requireActual('../testing/chart-stub').default }));

const finance = routes.find((route) => route.path === '/financeiro')!;
const FinancePage = finance.Component!;

const beach = propertyRow({ id: 'beach-0001-aaaa', property_name: 'Casa da Praia' });
const city = propertyRow({ id: 'city-0002-bbbb', property_name: 'Apartamento Centro' });

// Around today: a paid stay last month, a stay in progress, a future one and one at the other property.
const paid = rawRpcRow({ id: 'paid', guest_name: 'Marina Costa', check_in: day(-40), check_out: day(-36), nights: 4, host_payout: 1000, gross_amount: 1500, actual_payout_date: day(-30), expected_payout_date: day(-30) });
const staying = rawRpcRow({ id: 'staying', guest_name: 'Pedro Lima', check_in: day(-1), check_out: day(2), nights: 3, host_payout: 500, gross_amount: 700, actual_payout_date: null, platform: 'booking' });
const future = rawRpcRow({ id: 'future', guest_name: 'Júlia Rocha', check_in: day(10), check_out: day(12), nights: 2, host_payout: 300, gross_amount: 450, actual_payout_date: null, platform: 'direct', cleaning_fee: 90, platform_fee: 0, management_fee: 54 });
const atCity = rawRpcRow({ id: 'city', guest_name: 'Rui Alves', property_id: city.id, property_name: city.property_name, check_in: day(-20), check_out: day(-18), nights: 2, host_payout: 200, gross_amount: 300, actual_payout_date: null, expected_payout_date: day(5), platform: 'vrbo' });

async function openFinance(backend: FinanceBackend, route = '/financeiro') {
  return renderFinance(
    <Routes>
      <Route path="/financeiro" element={<FinancePage />} />
    </Routes>,
    { route, supabase: financeBackend(backend) },
  );
}

// Testing Library folds the received text's no-break spaces, not the expected one's.
const formatBRL = (value: number) => formatMoney(value).replace(/\u00a0/g, ' ');

// The cards show once the database's figures for the filter have come.
const cardsShown = () => waitFor(() => expect(screen.getByRole('list', { name: 'Resumo financeiro' })).toHaveAttribute('aria-busy', 'false'));
const card = (label: string) => within(screen.getByRole('list', { name: 'Resumo financeiro' })).getByRole('listitem', { name: label });
const rows = () => within(screen.getByRole('list', { name: 'Reservas' })).getAllByRole('button').map((b) => b.querySelector('.mff-row-guest')?.textContent);

describe('/financeiro', () => {
  it("shows the database's figures for the page's filters: the cards are summed where the data is, not from the rows loaded", async () => {
    const figures = { total_earnings: '5702345.67', projected_balance: '1000000.00', available_balance: '4702345.67', this_month: '12345.60', properties: 300, nights: 23400, average_daily_rate: '350.5', occupancy: '8.9' };
    const { supabase, user } = await openFinance({ reservations: [future, staying, paid, atCity], properties: [beach, city], figures });
    await screen.findByRole('list', { name: 'Reservas' });
    await cardsShown();
    expect(card('Total de Ganhos')).toHaveTextContent(formatBRL(5702345.67));
    expect(card('Total de Ganhos')).toHaveTextContent('300 propriedades');
    expect(card('Saldo Disponível')).toHaveTextContent(formatBRL(4702345.67));
    expect(card('Ganhos do Mês')).toHaveTextContent(formatBRL(12345.6));
    const asked = () => supabase.requests.filter((r) => r.table === 'get_finance_summary').map((r) => r.values);
    expect(asked()[0]).toEqual({ p_today: day(0), p_check_in_from: null, p_check_in_to: null, p_property_ids: null, p_status_keys: null });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Últimos 30 dias');
    await waitFor(() => expect(asked().at(-1)).toEqual({ p_today: day(0), p_check_in_from: day(-30), p_check_in_to: day(0), p_property_ids: null, p_status_keys: null }));
  }, 40_000);

  it("reads the list 50 stays at a time: 'Mostrar mais' asks for the 50 after the last one shown, until the last stay", async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      rawRpcRow({ id: `s${String(i).padStart(3, '0')}`, guest_name: `Hóspede ${i + 1}`, check_in: day(-100 - Math.floor(i / 2)), check_out: day(-98 - Math.floor(i / 2)), nights: 2, host_payout: 100, actual_payout_date: day(-90) }),
    );
    const { supabase, user } = await openFinance({ reservations: many, properties: [beach] });
    await screen.findByRole('list', { name: 'Reservas' });
    const reads = () => supabase.requests.filter((r) => r.table === 'get_finance_reservations').map((r) => r.values as Record<string, unknown>);
    expect(reads()).toEqual([expect.objectContaining({ p_limit: 50, p_after_check_in: null, p_after_id: null })]);
    expect(rows()).toHaveLength(50);
    await waitFor(() => expect(screen.getByRole('heading', { name: /^Reservas/ })).toHaveTextContent('120 reservas'));
    await user.click(screen.getByRole('button', { name: 'Mostrar mais (70)' }));
    await waitFor(() => expect(rows()).toHaveLength(100));
    // After the 50th stay shown (two stays share each check-in: the id breaks the tie), not at an offset.
    expect(reads()[1]).toEqual(expect.objectContaining({ p_limit: 50, p_after_check_in: many[49]!.check_in, p_after_id: 's049' }));
    await user.click(screen.getByRole('button', { name: 'Mostrar mais (20)' }));
    await waitFor(() => expect(rows()).toHaveLength(120));
    expect(rows().at(-1)).toBe('Hóspede 120');
    expect(new Set(rows()).size).toBe(120);
    expect(screen.queryByRole('button', { name: /^Mostrar mais/ })).not.toBeInTheDocument();
    expect(reads()).toHaveLength(3);
  }, 40_000);

  it('starts the list again from its first stays when a filter changes', async () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      rawRpcRow({ id: `s${String(i).padStart(3, '0')}`, guest_name: `Hóspede ${i + 1}`, check_in: day(-10 - i), check_out: day(-8 - i), nights: 2, host_payout: 100, actual_payout_date: i % 2 === 0 ? day(-5) : null }),
    );
    const { supabase, user } = await openFinance({ reservations: many, properties: [beach] });
    await screen.findByRole('list', { name: 'Reservas' });
    await user.click(await screen.findByRole('button', { name: 'Mostrar mais (30)' }));
    await waitFor(() => expect(rows()).toHaveLength(80));
    await user.click(screen.getByRole('button', { name: 'Pagos' }));
    // The stays not paid, from the newest: a first read of the new filter, filtered by the database.
    await waitFor(() => expect(rows()).toHaveLength(40));
    expect(rows()[0]).toBe('Hóspede 2');
    const last = supabase.requests.filter((r) => r.table === 'get_finance_reservations').at(-1)!.values;
    expect(last).toEqual(expect.objectContaining({ p_status_keys: ['pending', 'scheduled'], p_after_check_in: null, p_after_id: null, p_limit: 50 }));
    expect(screen.queryByRole('button', { name: /^Mostrar mais/ })).not.toBeInTheDocument();
  }, 40_000);

  it("asks get_finance_reservations for the first 50 stays of every property and shows the four cards by the page's formulas", async () => {
    const { supabase } = await openFinance({ reservations: [future, staying, paid], properties: [beach] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Financeiro' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Reservas' });
    expect(supabase.requests.find((r) => r.table === 'get_finance_reservations')?.values).toEqual({
      p_today: day(0),
      p_check_in_from: null,
      p_check_in_to: null,
      p_property_ids: null,
      p_status_keys: null,
      p_after_check_in: null,
      p_after_id: null,
      p_limit: 50,
    });
    // No read of every stay for the page: the list, the cards and the chart each ask the database.
    expect(supabase.requests.some((r) => r.table === 'get_reservations_consolidated')).toBe(false);
    // Total 1800; projected = check-in today or later (300); available = 1800 − 300.
    await cardsShown();
    expect(card('Total de Ganhos')).toHaveTextContent(formatBRL(1800));
    expect(card('Saldo Projetado')).toHaveTextContent(formatBRL(300));
    expect(card('Saldo Disponível')).toHaveTextContent(formatBRL(1500));
    expect(rows()).toEqual(['Júlia Rocha', 'Pedro Lima', 'Marina Costa']);
  });

  it('shows the average daily rate over the nights and the occupancy card', async () => {
    await openFinance({ reservations: [staying, paid], properties: [beach] });
    const rates = await screen.findByRole('list', { name: 'Indicadores de desempenho' });
    // (1500 + 700) / (4 + 3) nights; the figures come with the summary read, which may answer after the list shows.
    await waitFor(() => expect(within(rates).getByRole('listitem', { name: 'Diária média' })).toHaveTextContent(formatBRL(2200 / 7)));
    expect(within(rates).getByRole('listitem', { name: 'Diária média' })).toHaveTextContent('7 noites reservadas');
    expect(within(rates).getByRole('listitem', { name: 'Taxa de Ocupação' })).toHaveTextContent('%');
  });

  it('shows five skeleton rows while the reservations load', async () => {
    let answer: (rows: unknown) => void = () => undefined;
    await openFinance({ reservations: () => new Promise((resolve) => (answer = (rows) => resolve({ data: rows }))), properties: [beach] });
    const loading = screen.getByRole('status', { name: 'Carregando reservas' });
    expect(within(loading).getAllByRole('status', { hidden: true, name: 'Carregando reserva' })).toHaveLength(5);
    answer([paid]);
    expect(await screen.findByText('Marina Costa')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Carregando reservas' })).not.toBeInTheDocument();
  });

  it("shows the spec's error banner when the backend fails, and loads again on retry", async () => {
    let fail = true;
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = await openFinance({ reservations: () => (fail ? { error: { message: 'permission denied', code: '42501' }, status: 403 } : { data: [paid] }), properties: [beach] });
    expect(await screen.findByText('Erro ao carregar dados financeiros. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch financial data', expect.objectContaining({ status: 403 }));
    logged.mockRestore();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Marina Costa')).toBeInTheDocument();
    expect(screen.queryByText('Erro ao carregar dados financeiros. Tente novamente mais tarde.')).not.toBeInTheDocument();
  });

  it('shows the empty state without reservations', async () => {
    await openFinance({ reservations: [], properties: [beach] });
    expect(await screen.findByText('Nenhuma reserva encontrada')).toBeInTheDocument();
    expect(screen.getByText('Ainda não há reservas para exibir dados financeiros.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar' })).toBeDisabled();
  });

  it('leaves cancelled stays out of the list and the cards', async () => {
    await openFinance({ reservations: [paid, rawRpcRow({ id: 'x', guest_name: 'Cancelado', status: 'cancelled', host_payout: 999 })], properties: [beach] });
    await screen.findByText('Marina Costa');
    expect(screen.queryByText('Cancelado')).not.toBeInTheDocument();
    await cardsShown();
    expect(card('Total de Ganhos')).toHaveTextContent(formatBRL(1000));
  });

  it('expands one reservation at a time with its financial breakdown and channel', async () => {
    const { user } = await openFinance({ reservations: [future, paid], properties: [beach] });
    const julia = (await screen.findByText('Júlia Rocha')).closest('button')!;
    await user.click(julia);
    expect(julia).toHaveAttribute('aria-expanded', 'true');
    const detail = screen.getByRole('region', { name: 'Reserva de Júlia Rocha' });
    expect(within(detail).getByText('Detalhamento Financeiro')).toBeInTheDocument();
    expect(within(detail).getByText('Comissão Lar Temporada')).toBeInTheDocument();
    expect(within(detail).getByText('Taxa de limpeza').nextSibling).toHaveTextContent(formatBRL(90));
    expect(within(detail).getByText('Canal').nextSibling).toHaveTextContent('Lar Temporada');
    await user.click(screen.getByText('Marina Costa').closest('button')!);
    expect(julia).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByText('Detalhamento Financeiro')).toHaveLength(1);
  });

  it('narrows the list by status; Limpar and the count badge show while a filter is active', async () => {
    const { user } = await openFinance({ reservations: [future, staying, paid], properties: [beach] });
    await screen.findByText('Marina Costa');
    expect(screen.queryByRole('button', { name: 'Limpar' })).not.toBeInTheDocument();
    // From "all", unticking Pagos keeps the other two.
    await user.click(screen.getByRole('button', { name: 'Pagos' }));
    await waitFor(() => expect(rows()).toEqual(['Júlia Rocha', 'Pedro Lima']));
    expect(screen.getByLabelText('1 filtro ativo')).toBeInTheDocument();
    // The database's figures for the new filter.
    await waitFor(() => expect(card('Total de Ganhos')).toHaveTextContent(formatBRL(800)));
    await user.click(screen.getByRole('button', { name: 'Agendado (Futuras)' }));
    await waitFor(() => expect(rows()).toEqual(['Pedro Lima']));
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Limpar' })).not.toBeInTheDocument();
  });

  it("offers the custom period's 'Data inicial' and 'Data final' in dd/MM/yyyy", async () => {
    const { user } = await openFinance({ reservations: [future, staying, paid], properties: [beach] });
    await screen.findByText('Marina Costa');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Personalizado');
    const [y, m, d] = day(5).split('-');
    await user.type(screen.getByRole('textbox', { name: 'Data inicial' }), `${d}/${m}/${y}`);
    await waitFor(() => expect(rows()).toEqual(['Júlia Rocha']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Próximos 30 dias');
    expect(screen.queryByRole('textbox', { name: 'Data inicial' })).not.toBeInTheDocument();
    await waitFor(() => expect(rows()).toEqual(['Júlia Rocha']));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Período' }), 'Últimos 90 dias');
    await waitFor(() => expect(rows()).toEqual(['Pedro Lima', 'Marina Costa']));
  });

  it('offers the property filter only with more than one property, and ?property= preselects one', async () => {
    const { user } = await openFinance({ reservations: [atCity, paid], properties: [beach, city] }, `/financeiro?property=${city.id}`);
    await screen.findByText('Rui Alves');
    expect(rows()).toEqual(['Rui Alves']);
    expect(screen.getByRole('button', { name: 'Apartamento Centro' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todas as propriedades' })).toHaveAttribute('aria-pressed', 'false');
    // Selecting every property collapses to all.
    await user.click(screen.getByRole('button', { name: 'Casa da Praia' }));
    expect(screen.getByRole('button', { name: 'Todas as propriedades' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(rows()).toHaveLength(2));
  });

  it('hides the property filter with one property', async () => {
    await openFinance({ reservations: [paid], properties: [beach] });
    await screen.findByText('Marina Costa');
    expect(screen.queryByRole('button', { name: 'Todas as propriedades' })).not.toBeInTheDocument();
  });

  it('labels an unnamed property with the first 8 characters of its id', async () => {
    const unnamed = propertyRow({ id: 'abcdef12-3456', property_name: null });
    const { user } = await openFinance({ reservations: [rawRpcRow({ property_id: unnamed.id, property_name: null })], properties: [unnamed] });
    await user.click((await screen.findByText('João Silva')).closest('button')!);
    expect(screen.getByText('Propriedade abcdef12')).toBeInTheDocument();
  });

  it("draws the 'Receitas de Reservas' chart, switching grouping and channel detail", async () => {
    const { supabase, user } = await openFinance({ reservations: [future, staying, paid], properties: [beach] });
    const chart = await screen.findByRole('region', { name: 'Receitas de Reservas' });
    expect(await within(chart).findByText(/^série column Receita:/)).toBeInTheDocument();
    expect(within(chart).getByText(/^série line Reservas:/)).toBeInTheDocument();
    // Regrouped by the database: the chart's read for 'Ano'.
    await user.click(within(chart).getByRole('radio', { name: 'Ano' }));
    expect(await within(chart).findByText(/^categorias: \d{4}/)).toBeInTheDocument();
    expect(supabase.requests.filter((r) => r.table === 'get_finance_revenue_series').map((r) => (r.values as { p_grouping: string }).p_grouping)).toEqual(['month', 'year']);
    await user.click(within(chart).getByRole('switch', { name: 'Detalhado por Canal' }));
    expect(within(chart).getByText('empilhado: sim')).toBeInTheDocument();
    for (const name of ['Airbnb', 'Booking', 'VRBO', 'Lar Temporada']) expect(within(chart).getByText(new RegExp(`^série column ${name}:`))).toBeInTheDocument();
  });

  it("keeps the chart's height from the first render, so the cards and list below do not move when it draws", async () => {
    await openFinance({ reservations: [future, staying, paid], properties: [beach] });
    const chart = await screen.findByRole('region', { name: 'Receitas de Reservas' });
    const box = chart.querySelector<HTMLElement>('.mff-chart-box')!;
    const reserved = box.style.minHeight;
    const drawn = await within(chart).findByRole('figure', { name: 'Gráfico', hidden: true });
    expect(drawn.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(reserved).toBe(`${drawn.dataset.height}px`);
    expect(box.style.minHeight).toBe(reserved);
  });

  it("refuses an end before the start and shows the chart's empty state", async () => {
    const { user } = await openFinance({ reservations: [paid], properties: [beach] });
    const chart = await screen.findByRole('region', { name: 'Receitas de Reservas' });
    await user.type(within(chart).getByRole('textbox', { name: 'Início' }), '10/02/2030');
    await user.type(within(chart).getByRole('textbox', { name: 'Fim' }), '01/02/2030');
    expect(within(chart).getByText('A data final não pode ser anterior à data inicial.')).toBeInTheDocument();
    expect(within(chart).getByText('Nenhum dado para o período selecionado')).toBeInTheDocument();
    expect(within(chart).getByText('Ajuste os filtros ou adicione reservas para visualizar o gráfico')).toBeInTheDocument();
  });

  it('downloads the filtered reservations as a CSV whose total equals Total de Ganhos', async () => {
    const downloads = captureDownloads();
    const { user } = await openFinance({ reservations: [future, staying, paid], properties: [beach] });
    await screen.findByText('Marina Costa');
    await user.click(screen.getByRole('button', { name: 'Pagos' }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await user.click(within(screen.getByRole('region', { name: 'Exportar' })).getByRole('button', { name: 'Baixar CSV' }));
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    expect(downloads.click).toHaveBeenCalled();
    const lines = (await downloads.text()).split('\r\n');
    expect(lines).toHaveLength(2 + 2 + 1);
    expect(lines[lines.length - 2]?.split(';')[12]).toBe('800,00');
    await cardsShown();
    expect(card('Total de Ganhos')).toHaveTextContent(formatBRL(800));
    downloads.restore();
  });

  it('reads every stay of the filters for the CSV when the owner asks for it, not the 50 shown', async () => {
    const downloads = captureDownloads();
    const many = Array.from({ length: 1001 }, (_, i) =>
      rawRpcRow({ id: `s${String(i).padStart(4, '0')}`, guest_name: `Hóspede ${i + 1}`, check_in: day(-100 - Math.floor(i / 3)), check_out: day(-98 - Math.floor(i / 3)), nights: 2, host_payout: 100, actual_payout_date: day(-90) }),
    );
    const { supabase, user } = await openFinance({ reservations: many, properties: [beach] });
    await screen.findByRole('list', { name: 'Reservas' });
    expect(rows()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    const csv = within(screen.getByRole('region', { name: 'Exportar' })).getByRole('button', { name: 'Baixar CSV' });
    await waitFor(() => expect(csv).toBeEnabled());
    // The statements' stays, read when the panel opened, have come.
    await waitFor(() => expect(within(screen.getByRole('region', { name: 'Exportar' })).getByRole('button', { name: 'Baixar extrato' })).toBeEnabled());
    const before = supabase.requests.filter((r) => r.table === 'get_finance_reservations').length;
    await user.click(csv);
    await waitFor(() => expect(downloads.blobs).toHaveLength(1));
    // Three reads of 500, each after the last stay of the one before.
    const reads = supabase.requests.filter((r) => r.table === 'get_finance_reservations').slice(before).map((r) => r.values as Record<string, unknown>);
    expect(reads.map((r) => [r.p_limit, r.p_after_id])).toEqual([
      [500, null],
      [500, 's0499'],
      [500, 's0999'],
    ]);
    const text = await downloads.text();
    expect(text.split('\r\n')).toHaveLength(1001 + 3);
    expect(text).toContain('Hóspede 1001');
    downloads.restore();
  }, 40_000);

  it('scrolls to the chart when opened at #financial-chart', async () => {
    const scroll = jest.fn();
    Element.prototype.scrollIntoView = scroll;
    await openFinance({ reservations: [paid], properties: [beach] }, '/financeiro#financial-chart');
    await screen.findByText('Marina Costa');
    await waitFor(() => expect(scroll).toHaveBeenCalled());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('financial-chart'));
  });

});
