import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { DEMO_OWNER } from '@portal/supabase/seed/demo-accounts';
import { backendClient, signInSession } from '../fixtures/backend';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

// The finance page, its chart and exports, the dashboard's earnings card and /performance, for the demo
// owner, checked against figures this file computes itself from the backend's rows (never with the
// remote's own rules).

interface Row {
  id: string;
  property_id: string;
  guest_name: string;
  check_in: string;
  check_out: string;
  gross_amount: number;
  host_payout: number;
  platform: string;
  status: string;
  actual_payout_date: string | null;
}

const DAY_MS = 86_400_000;

/** Today in Brazil (UTC-3), as the portal counts it. */
function today(): string {
  return new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const cents = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
const brl = (value: number) => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\u00a0/g, ' ');
const normalized = async (locator: Locator) => (await locator.innerText()).replace(/\s+/g, ' ').trim();

let ownerId = '';
let rows: Row[] = [];
let properties: Array<{ id: string; property_name: string | null; is_draft: boolean; is_verified: boolean }> = [];

test.beforeAll(async () => {
  ownerId = (await signInSession(DEMO_OWNER.email, DEMO_OWNER.password)).user.id;
});

/** The demo owner's stays as the backend holds them now; a cancelled stay pays nothing and is not on the page. */
async function loadBackend() {
  const admin = backendClient('service');
  const reservations = await admin.from('reservations').select('*').eq('user_id', ownerId).order('check_in', { ascending: false }).limit(1000);
  if (reservations.error) throw new Error(reservations.error.message);
  rows = (reservations.data as Row[])
    .filter((r) => r.status !== 'cancelled')
    .map((r) => ({ ...r, gross_amount: Number(r.gross_amount), host_payout: Number(r.host_payout) }));
  const list = await admin.from('properties').select('id, property_name, is_draft, is_verified').eq('user_id', ownerId);
  if (list.error) throw new Error(list.error.message);
  properties = list.data as typeof properties;
}

function content(page: Page) {
  return page.locator('section.portal-page');
}

async function openFinance(page: Page, path = '/financeiro') {
  await startSignedIn(page);
  await loadBackend();
  await page.goto(path);
  await expect(content(page).getByRole('heading', { level: 1, name: 'Financeiro' })).toBeVisible({ timeout: 30_000 });
  await expect(content(page).getByRole('list', { name: 'Reservas' })).toBeVisible({ timeout: 30_000 });
}

const card = (page: Page, label: string) => content(page).getByRole('list', { name: 'Resumo financeiro' }).getByRole('listitem', { name: label });
/** The list's heading says how many reservations the filters keep: 'Reservas' and 'N reserva(s)'. */
async function expectCount(page: Page, count: number) {
  const heading = content(page).getByRole('region', { name: 'Lista de reservas' }).getByRole('heading', { level: 2 });
  await expect(heading).toHaveText(new RegExp(`^Reservas\\s*${count} reservas?$`));
}

/** The filter statuses, by this file's own reading of spec part 2 §4. */
function statusKey(r: Row, day: string): 'completed' | 'pending' | 'scheduled' {
  if (r.actual_payout_date) return 'completed';
  if (r.check_in <= day && day <= r.check_out) return 'pending';
  return 'scheduled';
}

async function brandName(page: Page): Promise<string> {
  return ((await (await page.request.get('/app-config.json')).json()) as { brandName: string }).brandName;
}

async function pdfText(download: Download): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const data = new Uint8Array(await readFile(await download.path()));
  const pdf = await getDocument({ data, useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const text = await (await pdf.getPage(n)).getTextContent();
    parts.push(text.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join(' ').replace(/\s+/g, ' ');
}

test.describe('finance page', () => {
  test.setTimeout(180_000);

  test("the demo owner's cards equal the figures of the backend's rows", async ({ page }) => {
    await openFinance(page);
    const day = today();
    const month = day.slice(0, 7);
    const total = cents(rows.map((r) => r.host_payout));
    const projected = cents(rows.filter((r) => r.check_in >= day).map((r) => r.host_payout));
    const thisMonth = cents(rows.filter((r) => r.check_in.startsWith(month)).map((r) => r.host_payout));
    expect(rows.length).toBeGreaterThan(10);
    await expect(card(page, 'Total de Ganhos')).toContainText(brl(total));
    await expect(card(page, 'Saldo Projetado')).toContainText(brl(projected));
    await expect(card(page, 'Saldo Disponível')).toContainText(brl(Math.max(0, total - projected)));
    await expect(card(page, 'Ganhos do Mês')).toContainText(brl(thisMonth));
    // Average daily rate: gross over nights, each stay at least one night.
    const nights = rows.reduce((sum, r) => sum + Math.max(1, (Date.parse(r.check_out) - Date.parse(r.check_in)) / DAY_MS), 0);
    const adr = cents(rows.map((r) => r.gross_amount)) / nights;
    await expect(content(page).getByRole('listitem', { name: 'Diária média' })).toContainText(brl(adr));
    // Occupancy: per calendar month a stay touches, its nights in that month over the month's days × the
    // properties with stays, capped at 100, averaged over those months, one decimal.
    const byMonth = new Map<string, number>();
    for (const r of rows) {
      for (let night = r.check_in; night < r.check_out; night = addDays(night, 1)) byMonth.set(night.slice(0, 7), (byMonth.get(night.slice(0, 7)) ?? 0) + 1);
    }
    const propertyCount = new Set(rows.map((r) => r.property_id)).size;
    const monthly = [...byMonth].map(([month, nightsIn]) => {
      const days = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
      return Math.min(100, (nightsIn / (days * propertyCount)) * 100);
    });
    const occupancy = Math.round((monthly.reduce((sum, value) => sum + value, 0) / monthly.length) * 10) / 10;
    await expect(content(page).getByRole('listitem', { name: 'Taxa de Ocupação' })).toContainText(`${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(occupancy)}%`);
    await expectCount(page, rows.length);
  });

  test('each filter narrows the list to the backend’s count', async ({ page }) => {
    await openFinance(page);
    const day = today();
    const count = (keep: (r: Row) => boolean) => rows.filter(keep).length;

    await content(page).getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Últimos 30 dias' });
    await expectCount(page, count((r) => r.check_in >= addDays(day, -30) && r.check_in <= day));
    await expect(content(page).getByLabel('1 filtro ativo')).toBeVisible();

    await content(page).getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Próximos 30 dias' });
    await expectCount(page, count((r) => r.check_in >= day && r.check_in <= addDays(day, 30)));

    await content(page).getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Este ano' });
    await expectCount(page, count((r) => r.check_in.startsWith(day.slice(0, 4))));

    await content(page).getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Personalizado' });
    const from = addDays(day, -60);
    const to = addDays(day, -31);
    const br = (iso: string) => iso.split('-').reverse().join('/');
    await content(page).getByRole('textbox', { name: 'Data inicial' }).fill(br(from));
    await content(page).getByRole('textbox', { name: 'Data final' }).fill(br(to));
    await expectCount(page, count((r) => r.check_in >= from && r.check_in <= to));

    await content(page).getByRole('button', { name: 'Limpar' }).click();
    await expectCount(page, rows.length);

    // From "all statuses", unticking Pagos keeps Hospedando and Agendado.
    await content(page).getByRole('button', { name: 'Pagos' }).click();
    await expectCount(page, count((r) => statusKey(r, day) !== 'completed'));
    await content(page).getByRole('button', { name: 'Agendado (Futuras)' }).click();
    await expectCount(page, count((r) => statusKey(r, day) === 'pending'));
    await content(page).getByRole('button', { name: 'Todos', exact: true }).click();

    const withStays = properties.filter((p) => rows.some((r) => r.property_id === p.id));
    expect(withStays.length).toBeGreaterThan(1);
    const first = withStays[0]!;
    await content(page).getByRole('button', { name: first.property_name ?? `Propriedade ${first.id.slice(0, 8)}`, exact: true }).click();
    await expectCount(page, count((r) => r.property_id === first.id));
    await expect(card(page, 'Total de Ganhos')).toContainText(brl(cents(rows.filter((r) => r.property_id === first.id).map((r) => r.host_payout))));
  });

  test('?property= preselects that property', async ({ page }) => {
    await startSignedIn(page);
    await loadBackend();
    const property = properties.find((p) => rows.some((r) => r.property_id === p.id))!;
    await page.goto(`/financeiro?property=${property.id}`);
    await expect(content(page).getByRole('button', { name: property.property_name!, exact: true })).toHaveAttribute('aria-pressed', 'true', { timeout: 30_000 });
    await expectCount(page, rows.filter((r) => r.property_id === property.id).length);
  });

  test("'Mostrar mais' reads the next 50 stays until the list reaches the owner's last stay", async ({ page }) => {
    await openFinance(page);
    // The list's order: newest check-in first, then id.
    const ordered = [...rows].sort((a, b) => (a.check_in !== b.check_in ? (a.check_in < b.check_in ? 1 : -1) : a.id < b.id ? -1 : 1));
    expect(ordered.length).toBeGreaterThan(50);
    const list = content(page).getByRole('list', { name: 'Reservas' });
    await expect(list.locator(':scope > li')).toHaveCount(50);
    const pages = [];
    for (let shown = 50; shown < ordered.length; shown += 50) {
      pages.push(page.waitForRequest((request) => request.url().includes('/rpc/get_finance_reservations') && (request.postData() ?? '').includes('"p_after_id"') && !(request.postData() ?? '').includes('"p_after_id":null')));
      await content(page).getByRole('button', { name: `Mostrar mais (${ordered.length - shown})` }).click();
      const request = await pages.at(-1)!;
      // Each read starts after the last stay shown, not at an offset.
      expect(JSON.parse(request.postData()!)).toMatchObject({ p_after_id: ordered[shown - 1]!.id, p_after_check_in: ordered[shown - 1]!.check_in, p_limit: 50 });
      await expect(list.locator(':scope > li')).toHaveCount(Math.min(shown + 50, ordered.length));
    }
    await expect(content(page).getByRole('button', { name: /^Mostrar mais/ })).toHaveCount(0);
    await expect(list.locator(':scope > li').last().locator('.mff-row-guest')).toHaveText(ordered.at(-1)!.guest_name);
    await expectCount(page, ordered.length);
  });

  test('a row expands to its financial breakdown, one at a time', async ({ page }) => {
    await openFinance(page);
    const list = content(page).getByRole('list', { name: 'Reservas' });
    const [first, second] = [list.getByRole('button').nth(0), list.getByRole('button').nth(1)];
    // The list is drawn again when the page's remaining reads arrive; click the rows it settles on.
    await page.waitForLoadState('networkidle');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(content(page).getByText('Detalhamento Financeiro')).toHaveCount(1);
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(content(page).getByText('Detalhamento Financeiro')).toHaveCount(1);
    await expect(content(page).getByText('Canal', { exact: true })).toBeVisible();
  });

  test('the chart draws in the height its card kept, so the list below does not move', async ({ page }) => {
    await openFinance(page);
    const list = content(page).getByRole('list', { name: 'Reservas' });
    const listTop = () => list.evaluate((element) => Math.round(element.getBoundingClientRect().top + window.scrollY));
    const chart = page.locator('#financial-chart');
    await expect(chart.locator('.highcharts-container')).toHaveCount(0);
    const before = await listTop();
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('.highcharts-container')).toBeVisible({ timeout: 30_000 });
    expect(await listTop()).toBe(before);
  });

  test('#financial-chart scrolls to the chart, which switches grouping and channel detail', async ({ page }) => {
    await openFinance(page, '/financeiro#financial-chart');
    const chart = page.locator('#financial-chart');
    await expect(chart).toBeInViewport({ timeout: 30_000 });
    await expect(chart.locator('.highcharts-container')).toBeVisible({ timeout: 30_000 });
    await expect(chart.locator('.highcharts-series-group g.highcharts-series.highcharts-column-series')).toHaveCount(1);
    await expect(chart.locator('table caption')).toHaveText('Receitas por mês');
    await chart.getByRole('radio', { name: 'Semana' }).click();
    await expect(chart.locator('table caption')).toHaveText('Receitas por semana');
    await chart.getByRole('radio', { name: 'Ano' }).click();
    await expect(chart.locator('table tbody tr')).toHaveCount(new Set(rows.map((r) => r.check_in.slice(0, 4))).size);
    await chart.getByRole('switch', { name: 'Detalhado por Canal' }).check();
    await expect(chart.locator('.highcharts-series-group g.highcharts-series.highcharts-column-series')).toHaveCount(4);
    const legend = chart.locator('.highcharts-legend');
    for (const name of ['Airbnb', 'Booking', 'VRBO', await brandName(page), 'Reservas']) await expect(legend).toContainText(name);
  });

  test('the CSV and both PDFs download with the same totals as the page', async ({ page }) => {
    await openFinance(page);
    const day = today();
    const exportButton = content(page).getByRole('button', { name: 'Exportar' });
    await exportButton.click();
    const panel = content(page).getByRole('region', { name: 'Exportar' });

    // CSV: UTF-8 with BOM, ';', decimal comma, CRLF; its Total line is the Total de Ganhos card.
    const [csvDownload] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Baixar CSV' }).click()]);
    const bytes = await readFile(await csvDownload.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8').slice(1);
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toContain('Propriedade;Hóspede;Status;Entrada;Saída');
    expect(lines).toHaveLength(rows.length + 2);
    const totalLine = lines[lines.length - 1]!.split(';');
    const total = cents(rows.map((r) => r.host_payout));
    expect(totalLine[12]).toBe(total.toFixed(2).replace('.', ','));
    await expect(card(page, 'Total de Ganhos')).toContainText(brl(total));

    // Monthly statement of last month: its stays' net total is the card's for that month.
    const lastMonth = addDays(`${day.slice(0, 7)}-01`, -1).slice(0, 7);
    const monthRows = rows.filter((r) => r.check_in.startsWith(lastMonth));
    await panel.getByRole('combobox', { name: 'Extrato mensal (PDF)' }).selectOption(lastMonth);
    const [statement] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Baixar extrato' }).click()]);
    expect(statement.suggestedFilename()).toBe(`extrato-${lastMonth}.pdf`);
    const statementText = await pdfText(statement);
    expect(statementText).toContain('Extrato mensal do proprietário');
    expect(statementText).toContain(await brandName(page));
    expect(statementText).toContain(brl(cents(monthRows.map((r) => r.host_payout))));
    expect(statementText).toContain('Repasses realizados no mês');
    const paidInMonth = rows.filter((r) => r.actual_payout_date?.startsWith(lastMonth));
    if (paidInMonth.length > 0) expect(statementText).toContain(brl(cents(paidInMonth.map((r) => r.host_payout))));

    const lastDay = addDays(`${day.slice(0, 7)}-01`, -1);
    await content(page).getByRole('combobox', { name: 'Período' }).selectOption({ label: 'Personalizado' });
    await content(page).getByRole('textbox', { name: 'Data inicial' }).fill(`01/${lastMonth.slice(5, 7)}/${lastMonth.slice(0, 4)}`);
    await content(page).getByRole('textbox', { name: 'Data final' }).fill(lastDay.split('-').reverse().join('/'));
    await expect(card(page, 'Total de Ganhos')).toContainText(brl(cents(monthRows.map((r) => r.host_payout))));

    // Yearly income report: by payout date, the amount paid out this year.
    const year = Number(day.slice(0, 4));
    const paidThisYear = rows.filter((r) => r.actual_payout_date?.startsWith(`${year}-`));
    await panel.getByRole('combobox', { name: 'Informe anual de rendimentos (PDF)' }).selectOption(String(year));
    const [report] = await Promise.all([page.waitForEvent('download'), panel.getByRole('button', { name: 'Baixar informe' }).click()]);
    expect(report.suggestedFilename()).toBe(`informe-rendimentos-${year}.pdf`);
    const reportText = await pdfText(report);
    expect(reportText).toContain(`Informe anual de rendimentos ${year}`);
    expect(reportText).toContain(brl(cents(paidThisYear.map((r) => r.host_payout))));
    expect(reportText).toContain(brl(cents(paidThisYear.map((r) => r.gross_amount))));
  });

  test("on a phone each filter and each of the chart's groupings is a thumb's tap", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await openFinance(page);
    const filters = content(page).getByRole('search', { name: 'Filtros' });
    const groupings = content(page).getByRole('radiogroup').getByRole('radio');
    const targets = [...(await filters.getByRole('button').all()), ...(await groupings.all())];
    expect(targets.length).toBeGreaterThan(8);
    for (const target of targets) {
      expect((await target.boundingBox())?.height ?? 0, await target.innerText()).toBeGreaterThanOrEqual(44);
    }
  });

  test('the error banner shows when the backend fails', async ({ page }) => {
    await startSignedIn(page);
    await page.route('**/rest/v1/rpc/get_finance_reservations**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ code: 'XX000', message: 'falha simulada', details: null, hint: null }) }),
    );
    await page.goto('/financeiro');
    // Reads are retried three times (1 s, 2 s, 4 s) before the page gives up.
    await expect(content(page).getByText('Erro ao carregar dados financeiros. Tente novamente mais tarde.')).toBeVisible({ timeout: 45_000 });
  });
});

test.describe('dashboard earnings card and /performance', () => {
  test.setTimeout(120_000);

  test("the dashboard's earnings card switches tabs and leads to the finance chart", async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/dashboard');
    const earnings = content(page).getByRole('region', { name: 'Ganhos' });
    await expect(earnings).toBeVisible({ timeout: 30_000 });
    // The chart library loads when the card is about to scroll into view.
    await earnings.scrollIntoViewIfNeeded();
    await expect(earnings.getByRole('tab', { name: 'Geral' })).toHaveAttribute('aria-selected', 'true');
    await expect(earnings.locator('.highcharts-container')).toBeVisible({ timeout: 30_000 });
    await earnings.getByRole('tab', { name: 'Reservas Futuras' }).click();
    await expect(earnings.getByRole('tab', { name: 'Reservas Futuras' })).toHaveAttribute('aria-selected', 'true');
    await earnings.getByRole('tab', { name: 'Receitas' }).click();
    await expect(earnings.locator('table caption')).toHaveText('Receitas por mês');
    // On a phone the link is a thumb's tap.
    await page.setViewportSize({ width: 360, height: 740 });
    expect((await earnings.getByRole('link', { name: 'Ver análise completa' }).boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await earnings.getByRole('link', { name: 'Ver análise completa' }).click();
    await expect(page).toHaveURL(/\/financeiro#financial-chart$/);
    await expect(page.locator('#financial-chart')).toBeInViewport({ timeout: 30_000 });
  });

  test("the tip card's button opens /performance with the last 30 days' occupancy of the backend's rows", async ({ page }) => {
    await startSignedIn(page);
    await loadBackend();
    await page.goto('/dashboard');
    await content(page).getByRole('region', { name: 'Dica de desempenho' }).getByRole('button', { name: 'Ver desempenho' }).click();
    await expect(page).toHaveURL(/\/performance$/);
    await expect(content(page).getByRole('heading', { level: 1, name: 'Desempenho' })).toBeVisible({ timeout: 30_000 });

    const day = today();
    const from = Date.parse(addDays(day, -30));
    const to = Date.parse(day);
    const counted = properties.filter((p) => (!p.is_draft && p.is_verified) || rows.some((r) => r.property_id === p.id));
    const booked = rows
      .filter((r) => counted.some((p) => p.id === r.property_id))
      .reduce((sum, r) => sum + Math.max(0, Math.min(Date.parse(r.check_out), to) - Math.max(Date.parse(r.check_in), from)) / DAY_MS, 0);
    const occupancy = Math.round(Math.min(100, (booked / (30 * counted.length)) * 100) * 10) / 10;
    const total = content(page).getByRole('region', { name: 'Todas as propriedades' });
    const occupancyRow = total.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Ocupação' }) });
    await expect(occupancyRow.getByRole('cell').first()).toHaveText(`${new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 }).format(occupancy)}%`);
    await expect(content(page).getByRole('note', { name: 'Dica de desempenho' })).toBeVisible();
    expect(await normalized(total.getByRole('columnheader').nth(3))).toMatch(new RegExp(` de ${Number(day.slice(0, 4)) - 1}$`));
  });
});
