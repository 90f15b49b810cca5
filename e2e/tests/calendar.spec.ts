import { readFile } from 'node:fs/promises';
import type { TestOwner } from '../fixtures/accounts';
import { backendClient } from '../fixtures/backend';
import { addDays, insertBlocks, MONTHS, nextMonth, ownerWithOneProperty, pageContent, storedBlocks, todayInBrazil } from '../fixtures/calendar';
import { expect, startSignedIn, test } from '../fixtures/portal-test';

interface StoredStay {
  check_in: string;
  check_out: string;
  status: string;
  platform: string;
  net_amount: number | string;
  guest_name: string;
}

/** Stays recorded by the provider, around today: past, coming, far, in each status and channel. */
async function recordStays(owner: TestOwner, propertyId: string): Promise<StoredStay[]> {
  const today = todayInBrazil();
  const stay = (name: string, from: number, nights: number, platform: string, status: string, net: number) => ({
    user_id: owner.id,
    property_id: propertyId,
    guest_name: name,
    guest_email: `${name.split(' ')[0]?.toLowerCase()}@hospede.com`,
    guest_phone: '(11) 91234-5678',
    guests: 2,
    check_in: addDays(today, from),
    check_out: addDays(today, from + nights),
    total_amount: net + 200,
    net_amount: net,
    host_payout: net,
    platform,
    status,
  });
  const rows = [
    stay('Ana Passado', -20, 3, 'airbnb', 'completed', 900),
    stay('Bruno Passado', -10, 2, 'booking', 'cancelled', 0),
    stay('Carla Próxima', 2, 3, 'airbnb', 'confirmed', 1200),
    stay('Diego Próximo', 8, 2, 'booking', 'pending', 700),
    stay('Elisa Próxima', 15, 4, 'vrbo', 'confirmed', 1800),
    stay('Fábio Próximo', 22, 2, 'direct', 'cancelled', 0),
    stay('Gabi Distante', 60, 5, 'airbnb', 'confirmed', 2500),
  ];
  const { data, error } = await backendClient('service').from('reservations').insert(rows).select('check_in,check_out,status,platform,net_amount,guest_name');
  if (error || !data) throw new Error(`reservations: ${error?.message}`);
  return data as StoredStay[];
}

/** The count the screen must show for a filter, computed from what the backend stores. */
function expectedStays(stays: StoredStay[], filter: { period: 'last30' | 'next30'; status: string; platform: string }): StoredStay[] {
  const today = todayInBrazil();
  const [from, to] = filter.period === 'next30' ? [today, addDays(today, 30)] : [addDays(today, -30), today];
  return stays.filter(
    (s) =>
      s.check_in.slice(0, 10) >= from &&
      s.check_in.slice(0, 10) <= to &&
      (filter.status === 'all' || s.status === filter.status) &&
      (filter.platform === 'all' || s.platform.toLowerCase().includes(filter.platform)),
  );
}

test.describe('calendar: tab, selector, personal blocks, reservation tracking and export', () => {
  test('the demo owner, with several properties, reaches the selector and opens a calendar from it', async ({ page }) => {
    await startSignedIn(page);
    await page.goto('/calendario');
    await expect(page).toHaveURL(/\/calendario\/selecionar-propriedade$/);
    const list = pageContent(page).getByRole('list', { name: 'Propriedades' });
    await expect(list.getByRole('article', { name: 'Casa da Praia em Búzios' })).toBeVisible();
    await expect(list.getByRole('article', { name: 'Apartamento Paulista' })).toBeVisible();
    // The draft has no calendar yet.
    await expect(list.getByRole('article', { name: 'Flat em Ilhabela' })).toHaveCount(0);
    await list.getByRole('button', { name: 'Ver Calendário: Apartamento Paulista' }).click();
    await expect(page).toHaveURL(/\/propriedade\/[^/]+\/calendario$/);
    await expect(pageContent(page).getByRole('heading', { level: 1, name: 'Apartamento Paulista' })).toBeVisible();
    await expect(pageContent(page).getByRole('list', { name: 'Legenda' })).toContainText('Reservado');
  });

  test('an owner with one property goes straight to its calendar', async ({ page }) => {
    const { owner, propertyId } = await ownerWithOneProperty('calendario-um');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto('/calendario');
    await expect(page).toHaveURL(new RegExp(`/propriedade/${propertyId}/calendario$`));
    await expect(pageContent(page).getByRole('heading', { level: 1, name: 'Casa do Calendário' })).toBeVisible();
    await expect(pageContent(page).getByRole('region', { name: 'Uso pessoal' })).toContainText('0 de 4 dias usados');
  });

  test('blocking two days keeps them blocked after a reload and counts them in the usage panel', async ({ page }) => {
    test.setTimeout(120_000);
    const { owner, propertyId } = await ownerWithOneProperty('calendario-bloqueio');
    const month = nextMonth();
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/calendario`);
    const content = pageContent(page);
    await content.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(content.getByRole('grid', { name: month.title })).toBeVisible();
    await content.getByRole('button', { name: `10 de ${month.name}: Disponível` }).click();
    await content.getByRole('button', { name: `11 de ${month.name}: Disponível` }).click();
    await expect(content.getByRole('region', { name: 'Dias selecionados' })).toContainText('2 dias selecionados');
    await content.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Datas bloqueadas')).toBeVisible();
    await expect(page.getByText('2 dia(s) bloqueado(s) com sucesso.')).toBeVisible();
    expect(await storedBlocks(propertyId)).toEqual([month.date(10), month.date(11)]);

    await page.reload();
    await content.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(content.getByRole('button', { name: `10 de ${month.name}: Bloqueado, toque para remover` })).toBeVisible();
    await expect(content.getByRole('button', { name: `11 de ${month.name}: Bloqueado, toque para remover` })).toBeVisible();
    const usage = content.getByRole('region', { name: 'Uso pessoal' });
    await expect(usage).toContainText('2 de 4 dias usados · 2 restantes');
    await expect(usage).toContainText('2 dia(s) disponível(is) para bloqueio');
  });

  test('a fifth day in a month is refused with its message and nothing is saved', async ({ page }) => {
    test.setTimeout(120_000);
    const { owner, propertyId } = await ownerWithOneProperty('calendario-limite');
    const month = nextMonth();
    await insertBlocks(owner, propertyId, [1, 2, 3, 4].map(month.date));
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/calendario`);
    const content = pageContent(page);
    await content.getByRole('button', { name: 'Próximo mês' }).click();
    const usage = content.getByRole('region', { name: 'Uso pessoal' });
    await expect(usage).toContainText('Limite mensal atingido (4/mês)');
    await expect(usage).toContainText(`Você já usou todos os 4 bloqueios de ${month.name}`);
    await content.getByRole('button', { name: `15 de ${month.name}: Disponível` }).click();
    await content.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Não foi possível bloquear')).toBeVisible();
    await expect(page.getByText(`Limite mensal excedido para ${month.name}. Disponível: 0 dia(s)`)).toBeVisible();
    expect(await storedBlocks(propertyId)).toEqual([1, 2, 3, 4].map(month.date));
    await page.reload();
    await content.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(content.getByRole('button', { name: `15 de ${month.name}: Disponível` })).toBeVisible();
  });

  test("a block saved while the phone is offline says 'Erro ao bloquear' and keeps the day selected", async ({ page, context }) => {
    test.setTimeout(120_000);
    const { owner, propertyId } = await ownerWithOneProperty('calendario-offline');
    const month = nextMonth();
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/calendario`);
    const content = pageContent(page);
    await content.getByRole('button', { name: 'Próximo mês' }).click();
    // No toast has shown yet on this page: the message must not depend on code still to be downloaded.
    await content.getByRole('button', { name: `12 de ${month.name}: Disponível` }).click();
    await expect(content.getByRole('region', { name: 'Dias selecionados' })).toContainText('1 dia selecionado');
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await content.getByRole('button', { name: 'Bloquear' }).click();
    await expect(page.getByText('Erro ao bloquear')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Houve um problema ao salvar o bloqueio. Tente novamente.')).toBeVisible();
    await expect(content.getByRole('region', { name: 'Dias selecionados' })).toContainText('1 dia selecionado');
    await context.setOffline(false);
    expect(await storedBlocks(propertyId)).toEqual([]);
  });

  test('on a desktop every week of the month is as tall as the others and each day sits under its weekday', async ({ page }) => {
    const { owner, propertyId } = await ownerWithOneProperty('calendario-desktop');
    await page.setViewportSize({ width: 1280, height: 800 });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/calendario`);
    const grid = pageContent(page).getByRole('grid');
    await expect(grid).toBeVisible();
    const layout = await grid.evaluate((element) => {
      const [headerRow, ...weeks] = [...element.querySelectorAll('[role=row]')];
      const headers = [...headerRow!.querySelectorAll('[role=columnheader]')].map((header) => header.getBoundingClientRect());
      const centre = (box: DOMRect) => box.left + box.width / 2;
      const heights: number[] = [];
      const offsets: number[] = [];
      for (const week of weeks) {
        const cells = [...week.querySelectorAll('[role=gridcell]')];
        heights.push(Math.max(...cells.map((cell) => cell.getBoundingClientRect().height)));
        cells.forEach((cell, column) => {
          const day = cell.querySelector('button');
          if (day) offsets.push(Math.abs(centre(day.getBoundingClientRect()) - centre(headers[column]!)));
        });
      }
      return { heights, offsets };
    });
    expect(layout.heights).toHaveLength(6);
    for (const height of layout.heights) expect(Math.abs(height - layout.heights[1]!)).toBeLessThanOrEqual(1);
    for (const offset of layout.offsets) expect(offset).toBeLessThanOrEqual(2);
  });

  test('a day more than a year ahead cannot be picked for a personal block', async ({ page }) => {
    const { owner, propertyId } = await ownerWithOneProperty('calendario-um-ano');
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/calendario`);
    const content = pageContent(page);
    // Thirteen months on, every day is further than the year ahead the owner may block.
    const [year, month] = todayInBrazil().split('-').map(Number) as [number, number];
    const later = { year: year + 1 + Math.floor(month / 12), month: (month % 12) + 1 };
    for (let step = 0; step < 13; step += 1) await content.getByRole('button', { name: 'Próximo mês' }).click();
    const name = MONTHS[later.month - 1] as string;
    await expect(content.getByRole('grid', { name: `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${later.year}` })).toBeVisible();
    const day = content.getByRole('button', { name: `15 de ${name}: Livre, bloqueio possível até um ano à frente` });
    await expect(day).toBeDisabled();
  });

  test('removing a block frees the day', async ({ page }) => {
    test.setTimeout(120_000);
    const { owner, propertyId } = await ownerWithOneProperty('calendario-remover');
    const month = nextMonth();
    await insertBlocks(owner, propertyId, [month.date(20)]);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/calendario`);
    const content = pageContent(page);
    await content.getByRole('button', { name: 'Próximo mês' }).click();
    await content.getByRole('button', { name: `20 de ${month.name}: Bloqueado, toque para remover` }).click();
    const dialog = page.getByRole('dialog', { name: 'Remover bloqueio?' });
    await dialog.getByRole('button', { name: 'Remover bloqueio' }).click();
    await expect(page.getByText('Bloqueio removido')).toBeVisible();
    await expect(content.getByRole('button', { name: `20 de ${month.name}: Disponível` })).toBeVisible();
    expect(await storedBlocks(propertyId)).toEqual([]);
    await page.reload();
    await content.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(content.getByRole('button', { name: `20 de ${month.name}: Disponível` })).toBeVisible();
  });

  test('reservation tracking shows, for each filter, the stays the backend holds, with their summary', async ({ page }) => {
    test.setTimeout(150_000);
    const { owner, propertyId } = await ownerWithOneProperty('calendario-reservas');
    const stays = await recordStays(owner, propertyId);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/reservas`);
    const content = pageContent(page);

    const cases = [
      { period: 'next30', status: 'all', platform: 'all', labels: ['Próximos 30 dias', 'Todos', 'Todas'] },
      { period: 'last30', status: 'all', platform: 'all', labels: ['Últimos 30 dias', 'Todos', 'Todas'] },
      { period: 'next30', status: 'confirmed', platform: 'all', labels: ['Próximos 30 dias', 'Confirmada', 'Todas'] },
      { period: 'next30', status: 'cancelled', platform: 'all', labels: ['Próximos 30 dias', 'Cancelada', 'Todas'] },
      { period: 'next30', status: 'pending', platform: 'all', labels: ['Próximos 30 dias', 'Pendente', 'Todas'] },
      { period: 'next30', status: 'all', platform: 'airbnb', labels: ['Próximos 30 dias', 'Todos', 'Airbnb'] },
      { period: 'next30', status: 'all', platform: 'booking', labels: ['Próximos 30 dias', 'Todos', 'Booking'] },
      { period: 'next30', status: 'all', platform: 'direct', labels: ['Próximos 30 dias', 'Todos', 'Direto'] },
      { period: 'next30', status: 'all', platform: 'vrbo', labels: ['Próximos 30 dias', 'Todos', 'VRBO'] },
      { period: 'last30', status: 'cancelled', platform: 'booking', labels: ['Últimos 30 dias', 'Cancelada', 'Booking'] },
    ] as const;
    for (const filter of cases) {
      await content.getByLabel('Período').selectOption({ label: filter.labels[0] });
      await content.getByLabel('Status').selectOption({ label: filter.labels[1] });
      await content.getByLabel('Plataforma').selectOption({ label: filter.labels[2] });
      const expected = expectedStays(stays, filter);
      const summary = content.getByLabel('Resumo');
      await expect(summary.getByRole('definition').first(), `${filter.labels.join(' / ')}`).toHaveText(String(expected.length));
      if (expected.length === 0) {
        await expect(content.getByText('Nenhuma reserva encontrada')).toBeVisible();
      } else {
        await expect(content.getByRole('list', { name: 'Reservas' }).getByRole('article')).toHaveCount(expected.length);
        for (const stay of expected) await expect(content.getByRole('heading', { level: 2, name: stay.guest_name })).toBeVisible();
      }
    }

    // The guest's contact is masked in the breakdown.
    await content.getByLabel('Período').selectOption({ label: 'Próximos 30 dias' });
    await content.getByLabel('Status').selectOption({ label: 'Todos' });
    await content.getByLabel('Plataforma').selectOption({ label: 'Todas' });
    const card = content.getByRole('article').filter({ hasText: 'Carla Próxima' });
    await card.getByRole('button', { name: 'Detalhes' }).click();
    await expect(card.getByLabel('Detalhes da reserva')).toContainText('c***@hospede.com');
    await expect(card.getByLabel('Detalhes da reserva')).toContainText('*****5678');
  });

  test('the .ics export opens with the stays and blocks, without guest names', async ({ page }) => {
    test.setTimeout(120_000);
    const { owner, propertyId } = await ownerWithOneProperty('calendario-ics', 'Casa Exportada');
    const stays = await recordStays(owner, propertyId);
    const month = nextMonth();
    await insertBlocks(owner, propertyId, [month.date(26)]);
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/calendario`);
    const download = page.waitForEvent('download');
    await pageContent(page).getByRole('button', { name: 'Exportar calendário' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('ocupacao-casa-exportada.ics');
    const calendar = await readFile(await file.path(), 'utf8');
    expect(calendar).toContain('BEGIN:VCALENDAR');
    const kept = stays.filter((s) => s.status !== 'cancelled');
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(kept.length + 1);
    for (const stay of kept) {
      expect(calendar).toContain(`DTSTART;VALUE=DATE:${stay.check_in.slice(0, 10).replace(/-/g, '')}`);
      expect(calendar).toContain(`DTEND;VALUE=DATE:${stay.check_out.slice(0, 10).replace(/-/g, '')}`);
      expect(calendar).not.toContain(stay.guest_name);
    }
    expect(calendar).toContain('SUMMARY:Uso pessoal — Casa Exportada');
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${month.date(26).replace(/-/g, '')}`);
  });
  test("tracking's summary leaves a cancelled stay's money out and keeps each figure on one line on a 360 px phone", async ({ page }) => {
    const { owner, propertyId } = await ownerWithOneProperty('calendario-resumo');
    const today = todayInBrazil();
    const stay = (name: string, from: number, nights: number, status: string, net: number) => ({
      user_id: owner.id,
      property_id: propertyId,
      guest_name: name,
      guests: 2,
      check_in: addDays(today, from),
      check_out: addDays(today, from + nights),
      total_amount: net + 200,
      net_amount: net,
      host_payout: net,
      platform: 'airbnb',
      status,
    });
    const { error } = await backendClient('service')
      .from('reservations')
      .insert([stay('Hóspede Confirmada', 3, 3, 'confirmed', 213_000), stay('Hóspede Cancelada', 9, 2, 'cancelled', 594)]);
    if (error) throw new Error(`reservations: ${error.message}`);
    await page.setViewportSize({ width: 360, height: 780 });
    await startSignedIn(page, owner.email, owner.password);
    await page.goto(`/propriedade/${propertyId}/reservas`);
    const figures = pageContent(page).getByLabel('Resumo').getByRole('definition');
    // Two listed, the cancelled one in no night and no money.
    await expect(figures).toHaveText(['2', '3', /^R\$\s213\.000,00$/]);
    // The lines each figure's text is laid out on.
    const lines = await figures.evaluateAll((cells) =>
      cells.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines).toEqual([1, 1, 1]);
  });
});
