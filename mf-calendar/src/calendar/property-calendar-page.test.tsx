import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { FakeQuery, networkFailure, type FakeRequest, NextRoute } from '@portal/shared/testing';
import { clock } from '../clock';
import { createCalendarBackend, type CalendarBackendData } from '../testing/calendar-backend';
import { blockRow, MONDAY_MORNING, propertyRow, stayRow } from '../testing/fixtures';
import { renderCalendar } from '../testing/render-calendar';
import { PropertyCalendarPage } from './property-calendar-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);


beforeEach(() => {
  jest.spyOn(clock, 'now').mockReturnValue(MONDAY_MORNING);
});
afterEach(() => jest.restoreAllMocks());

const BASE: CalendarBackendData = {
  properties: [propertyRow()],
  events: [blockRow('2025-03-20'), blockRow('2025-03-03')],
  stays: [stayRow('r1', '2025-03-14', '2025-03-17'), stayRow('r2', '2025-03-24', '2025-03-26', { status: 'cancelled' })],
};

async function openCalendar(data: CalendarBackendData = BASE, override?: Parameters<typeof createCalendarBackend>[1], propertyId = 'prop-1') {
  const backend = createCalendarBackend(data, override);
  const view = await renderCalendar(
    <Routes>
      <Route path="/propriedade/:propertyId/calendario" element={<PropertyCalendarPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: `/propriedade/${propertyId}/calendario`, supabase: backend.fake },
  );
  await screen.findByRole('grid', { name: 'Março de 2025' });
  return { ...view, backend };
}

const day = (label: RegExp | string) => screen.getByRole('button', { name: typeof label === 'string' ? new RegExp(`^${label} de março`) : label });
const usagePanel = () => screen.getByRole('region', { name: 'Uso pessoal' });
const inserts = (requests: FakeRequest[]) => requests.filter((r) => r.table === 'calendar_events' && r.operation === 'insert');

describe('/propriedade/{id}/calendario', () => {
  it("opens on Brazil's current month with the property's booked, blocked, free and past days", async () => {
    const { supabase } = await openCalendar();
    expect(screen.getByRole('heading', { level: 1, name: 'Casa da Praia' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
    expect(day('14')).toHaveAccessibleName('14 de março: Reservado');
    expect(day('16')).toHaveAccessibleName('16 de março: Reservado');
    expect(day('17')).toHaveAccessibleName('17 de março: Disponível');
    expect(day('24')).toHaveAccessibleName('24 de março: Disponível');
    expect(day('20')).toHaveAccessibleName('20 de março: Bloqueado, toque para remover');
    expect(day('3')).toHaveAccessibleName('3 de março: Bloqueado');
    expect(day('3')).toBeDisabled();
    expect(day('9')).toHaveAccessibleName('9 de março: Indisponível');
    expect(day('9')).toBeDisabled();
    expect(day('10')).toHaveAccessibleName('10 de março (hoje): Disponível');
    expect(within(screen.getByRole('list', { name: 'Legenda' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Reservado', 'Bloqueado', 'Disponível']);
    expect(supabase.requests).toEqual(
      expect.arrayContaining([
        // The events of the year shown, not the property's whole history.
        expect.objectContaining({ table: 'calendar_events', operation: 'select', filters: { property_id: 'prop-1', user_id: 'u1', 'date>=': '2025-01-01', 'date<': '2026-01-01' } }),
        expect.objectContaining({ table: 'get_reservations_consolidated', operation: 'rpc', values: { p_property_id: 'prop-1', p_limit: 1000, p_offset: 0 } }),
      ]),
    );
  });

  it('shows the usage of the month and the year, and the own-use note', async () => {
    await openCalendar();
    expect(within(usagePanel()).getByText('Março de 2025').nextSibling?.textContent).toMatch(/^2 de 4 dias usados · 2 restantes/);
    expect(within(usagePanel()).getByText('Ano de 2025').nextSibling?.textContent).toMatch(/^2 de 36 dias usados · 34 restantes/);
    expect(within(usagePanel()).getByText('2 dia(s) disponível(is) para bloqueio')).toBeInTheDocument();
    expect(within(usagePanel()).getByText(/Dias não usados em um mês não passam para o seguinte/)).toBeInTheDocument();
  });

  it('moves between months, across the year', async () => {
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('grid', { name: 'Abril de 2025' })).toBeInTheDocument();
    for (let i = 0; i < 4; i += 1) await user.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(screen.getByRole('grid', { name: 'Dezembro de 2024' })).toBeInTheDocument();
    expect(within(usagePanel()).getByText('Nenhum bloqueio disponível')).toBeInTheDocument();
  });

  it("reads a year of events at a time: another year's blocks are read with that year, and counted in it only", async () => {
    const { user, supabase } = await openCalendar({ ...BASE, events: [...(BASE.events ?? []), blockRow('2026-01-05'), blockRow('2026-01-06')] });
    const yearsRead = () => supabase.requests.filter((r) => r.table === 'calendar_events' && r.operation === 'select').map((r) => r.filters['date>=']);
    expect(within(usagePanel()).getByText('Ano de 2025').nextSibling?.textContent).toMatch(/^2 de 36 dias usados/);
    for (let i = 0; i < 9; i += 1) await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('grid', { name: 'Dezembro de 2025' })).toBeInTheDocument();
    expect(yearsRead()).toEqual(['2025-01-01']);
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await screen.findByRole('grid', { name: 'Janeiro de 2026' });
    await waitFor(() => expect(within(usagePanel()).getByText('Ano de 2026').nextSibling?.textContent).toMatch(/^2 de 36 dias usados/));
    expect(yearsRead()).toEqual(['2025-01-01', '2026-01-01']);
  });

  it("blocks two days: they show blocked at once, in the usage too, and 'Datas bloqueadas' confirms", async () => {
    const { user, supabase } = await openCalendar();
    await user.click(day('11'));
    await user.click(day('12'));
    expect(screen.getByRole('region', { name: 'Dias selecionados' })).toHaveTextContent('2 dias selecionados');
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Datas bloqueadas')).toBeInTheDocument();
    expect(screen.getByText('2 dia(s) bloqueado(s) com sucesso.')).toBeInTheDocument();
    expect(inserts(supabase.requests)).toEqual([
      expect.objectContaining({
        values: [
          { property_id: 'prop-1', user_id: 'u1', date: '2025-03-11', type: 'blocked', title: 'Uso pessoal', source: 'manual' },
          { property_id: 'prop-1', user_id: 'u1', date: '2025-03-12', type: 'blocked', title: 'Uso pessoal', source: 'manual' },
        ],
      }),
    ]);
    expect(day('11')).toHaveAccessibleName('11 de março: Bloqueado, toque para remover');
    expect(within(usagePanel()).getByText('Limite mensal atingido (4/mês)')).toBeInTheDocument();
    expect(within(usagePanel()).getByText('Você já usou todos os 4 bloqueios de março')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Dias selecionados' })).not.toBeInTheDocument();
  });

  it('shows the days blocked while the save is on its way', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    const { user } = await openCalendar(BASE, async (request) => {
      if (request.operation === 'insert') await held;
      return undefined;
    });
    await user.click(day('11'));
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    await waitFor(() => expect(day('11')).toHaveAccessibleName('11 de março: Bloqueado, toque para remover'));
    expect(within(usagePanel()).getByText('Março de 2025').nextSibling?.textContent).toMatch(/^3 de 4/);
    answer();
    expect(await screen.findByText('Datas bloqueadas')).toBeInTheDocument();
  });

  it('follows the limits the database holds: at 5 a month it offers and saves a 5th day, and says so', async () => {
    const { user, supabase } = await openCalendar({ ...BASE, events: ['2025-03-03', '2025-03-20', '2025-03-21', '2025-03-22'].map((d) => blockRow(d)), limits: { blockDaysPerMonth: 5 } });
    expect(within(usagePanel()).getByText('Março de 2025').nextSibling?.textContent).toMatch(/^4 de 5 dias usados · 1 restante/);
    expect(within(usagePanel()).getByText('Você pode bloquear até 5 dias por mês para uso próprio, sem custo.')).toBeInTheDocument();
    await user.click(day('11'));
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Datas bloqueadas')).toBeInTheDocument();
    expect(inserts(supabase.requests)).toHaveLength(1);
    expect(within(usagePanel()).getByText('Limite mensal atingido (5/mês)')).toBeInTheDocument();
  });

  it('shows the error state with a retry when the limits cannot be read', async () => {
    const backend = createCalendarBackend(BASE);
    let failing = true;
    const client = backend.fake.client;
    const from = client.from;
    client.from = (table: string) => {
      // A refusal, not a network failure: it is not retried, so the error state shows at once.
      if (table === 'business_limits' && failing) return new FakeQuery(table, () => ({ error: { message: 'permission denied', code: '42501' }, status: 403 }), backend.fake.requests);
      return from(table);
    };
    const { user } = await renderCalendar(
      <Routes>
        <Route path="/propriedade/:propertyId/calendario" element={<PropertyCalendarPage />} />
      </Routes>,
      { route: '/propriedade/prop-1/calendario', supabase: backend.fake },
    );
    expect(await screen.findByText('Erro ao carregar o calendário')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: /Tentar novamente/ }));
    expect(await screen.findByRole('grid', { name: 'Março de 2025' })).toBeInTheDocument();
  });

  it('refuses a 5th day in a month with its message, and saves nothing', async () => {
    const { user, supabase } = await openCalendar({ ...BASE, events: ['2025-03-03', '2025-03-20', '2025-03-21', '2025-03-22'].map((d) => blockRow(d)) });
    await user.click(day('11'));
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Não foi possível bloquear')).toBeInTheDocument();
    expect(screen.getByText('Limite mensal excedido para março. Disponível: 0 dia(s)')).toBeInTheDocument();
    expect(inserts(supabase.requests)).toEqual([]);
    expect(day('11')).toHaveAccessibleName('11 de março: Selecionado');
  });

  it("puts the days back when the database refuses, with the database's reason", async () => {
    const { user } = await openCalendar(BASE, (request) =>
      request.operation === 'insert' ? { error: { code: 'P0001', message: '1 data(s) já bloqueada(s) ou reservada(s)' }, status: 400 } : undefined,
    );
    await user.click(day('11'));
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Não foi possível bloquear')).toBeInTheDocument();
    expect(screen.getByText('1 data(s) já bloqueada(s) ou reservada(s)')).toBeInTheDocument();
    expect(day('11')).toHaveAccessibleName('11 de março: Selecionado');
    expect(within(usagePanel()).getByText('Março de 2025').nextSibling?.textContent).toMatch(/^2 de 4/);
  });

  it("says 'Erro ao bloquear' when the save never arrives, and puts the days back", async () => {
    const { user } = await openCalendar(BASE, (request) => (request.operation === 'insert' ? networkFailure() : undefined));
    await user.click(day('11'));
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Erro ao bloquear', undefined, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText('Houve um problema ao salvar o bloqueio. Tente novamente.')).toBeInTheDocument();
    // The day shown blocked while the save was on its way goes back to the owner's selection.
    await waitFor(() => expect(day('11')).toHaveAccessibleName('11 de março: Selecionado'));
  });

  it('picks a period by its first and last day, skipping taken days', async () => {
    const { user } = await openCalendar({ ...BASE, events: [] });
    await user.click(screen.getByRole('radio', { name: 'Período' }));
    await user.click(day('13'));
    expect(screen.getByText('Agora toque no último dia do período.')).toBeInTheDocument();
    await user.click(day('18'));
    // 14 to 16 are booked.
    expect(screen.getByRole('region', { name: 'Dias selecionados' })).toHaveTextContent('3 dias selecionados');
    expect(day('13')).toHaveAttribute('aria-pressed', 'true');
    expect(day('17')).toHaveAttribute('aria-pressed', 'true');
    expect(day('18')).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('region', { name: 'Dias selecionados' })).not.toBeInTheDocument();
  });

  it('removes a coming block after asking, and frees the day', async () => {
    const { user, supabase } = await openCalendar();
    await user.click(day('20'));
    const dialog = await screen.findByRole('dialog', { name: 'Remover bloqueio?' });
    expect(within(dialog).getByText('O dia 20/03/2025 voltará a ficar disponível para reservas.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remover bloqueio' }));
    expect(await screen.findByText('Bloqueio removido')).toBeInTheDocument();
    expect(supabase.writes().filter((r) => r.table === 'calendar_events')).toEqual([
      expect.objectContaining({ operation: 'delete', filters: { property_id: 'prop-1', user_id: 'u1', date: ['2025-03-20'], type: 'blocked', source: 'manual' } }),
    ]);
    expect(day('20')).toHaveAccessibleName('20 de março: Disponível');
    expect(within(usagePanel()).getByText('Março de 2025').nextSibling?.textContent).toMatch(/^1 de 4/);
  });

  it('keeps the block when its removal fails', async () => {
    const { user } = await openCalendar(BASE, (request) => (request.operation === 'delete' ? { error: { code: '42501', message: 'refused' }, status: 403 } : undefined));
    await user.click(day('20'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover bloqueio' }));
    expect(await screen.findByText('Erro ao remover bloqueio')).toBeInTheDocument();
    expect(day('20')).toHaveAccessibleName('20 de março: Bloqueado, toque para remover');
  });

  it("shows the yearly lock when the 36 days of the year are used", async () => {
    const events = Array.from({ length: 9 }, (_, m) => [1, 2, 3, 4].map((d) => blockRow(`2025-${String(m + 1).padStart(2, '0')}-0${d}`))).flat();
    const { user } = await openCalendar({ ...BASE, events });
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    await user.click(screen.getByRole('button', { name: 'Próximo mês' }));
    expect(screen.getByRole('grid', { name: 'Outubro de 2025' })).toBeInTheDocument();
    expect(within(usagePanel()).getByText('Limite anual atingido (36/ano)')).toBeInTheDocument();
    expect(within(usagePanel()).getByText('Você já usou todas as 36 diárias de bloqueio em 2025')).toBeInTheDocument();
    expect(within(usagePanel()).getByText('Outubro de 2025').nextSibling?.textContent).toBe('0 de 4 dias usados · 0 restantes pelo limite anual');
  });

  it("says why the database kept a block it refused to remove", async () => {
    const refusal = { error: { code: 'P0001', message: 'Não é possível remover bloqueios de datas passadas' }, status: 400 };
    const { user } = await openCalendar(BASE, (request) => (request.operation === 'delete' ? refusal : undefined));
    await user.click(day('20'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remover bloqueio' }));
    expect(await screen.findByText('Não é possível remover bloqueios de datas passadas')).toBeInTheDocument();
    expect(day('20')).toHaveAccessibleName('20 de março: Bloqueado, toque para remover');
  });

  it("says 'Propriedade não encontrada.' for a property that is not the owner's, and goes back to /propriedades", async () => {
    const backend = createCalendarBackend(BASE);
    const { user } = await renderCalendar(
      <Routes>
        <Route path="/propriedade/:propertyId/calendario" element={<PropertyCalendarPage />} />
        <Route path="*" element={<NextRoute />} />
      </Routes>,
      { route: '/propriedade/other/calendario', supabase: backend.fake },
    );
    expect(await screen.findByText('Propriedade não encontrada.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Voltar às propriedades' })[0] as HTMLElement);
    expect(await screen.findByText('rota: /propriedades')).toBeInTheDocument();
  });

  it('says so when the calendar cannot be read, and tries again', async () => {
    let fail = true;
    const { user } = await renderCalendar(
      <Routes>
        <Route path="/propriedade/:propertyId/calendario" element={<PropertyCalendarPage />} />
      </Routes>,
      {
        route: '/propriedade/prop-1/calendario',
        supabase: createCalendarBackend(BASE, (request) => (fail && request.table === 'calendar_events' ? { error: { code: 'PGRST000', message: 'x' }, status: 400 } : undefined)).fake,
      },
    );
    expect(await screen.findByText('Erro ao carregar o calendário')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('grid', { name: 'Março de 2025' })).toBeInTheDocument();
  });

  it('opens the reservations and goes back to the properties', async () => {
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Reservas' }));
    expect(await screen.findByText('rota: /propriedade/prop-1/reservas')).toBeInTheDocument();
  });

  it('exports the stays and blocks as an .ics file, without guest names', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:ocupacao'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('ocupacao-casa-da-praia.ics');
    });
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Exportar calendário' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    // jsdom's Blob has no text(): read it as a browser without it would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text).toContain('SUMMARY:Reservado (Airbnb) — Casa da Praia');
    expect(text).toContain('DTSTART;VALUE=DATE:20250314');
    expect(text).toContain('SUMMARY:Uso pessoal — Casa da Praia');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(3);
  });

  it('exports the days blocked since the last export: blocking refreshes the personal blocks read for the file', async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:ocupacao'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openCalendar();
    await user.click(screen.getByRole('button', { name: 'Exportar calendário' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    await user.click(day('11'));
    await user.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Datas bloqueadas')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Exportar calendário' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[1] as Blob);
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20250311');
  });

  it("exports every personal block of the property, not only the year's on screen", async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:ocupacao'), revokeObjectURL: () => undefined });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await openCalendar({ ...BASE, events: [...(BASE.events ?? []), blockRow('2026-02-10')] });
    await user.click(screen.getByRole('button', { name: 'Exportar calendário' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0] as Blob);
    });
    expect(text).toContain('DTSTART;VALUE=DATE:20260210');
  });
});
