import { NextRoute } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { clock } from '../scheduling/clock';
import type { PhotoSessionRecord } from '../session-api/photo-session-record';
import type { FakeRequest } from '../testing/fake-supabase';
import { propertyRow, sessionRow, WEDNESDAY_MORNING } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { renderPhotos } from '../testing/render-photos';
import { checklistKey } from './checklist';
import { SessionDetailPage } from './session-detail-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

afterEach(() => jest.restoreAllMocks());

async function openDetail(photoSessions: PhotoSessionRecord[] = [sessionRow()], { route = '/sessao-fotos-confirmacao?sessionId=sess-1', override }: { route?: string; override?: Parameters<typeof createPhotoBackend>[1] } = {}) {
  jest.spyOn(clock, 'now').mockReturnValue(WEDNESDAY_MORNING);
  const backend = createPhotoBackend({ properties: [propertyRow()], photoSessions }, override);
  const view = await renderPhotos(
    <Routes>
      <Route path="/sessao-fotos-confirmacao" element={<SessionDetailPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route, supabase: backend.handler },
  );
  return { ...view, backend };
}

const facts = () =>
  within(screen.getByRole('list', { name: 'Dados da sessão' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const updates = (requests: FakeRequest[]) => requests.filter((r) => r.table === 'photo_sessions' && r.operation === 'update');
const dialogTimeout = { timeout: 5000 };

describe('/sessao-fotos-confirmacao', () => {
  it('shows the status, date and slot, address, duration and notes of the session', async () => {
    await openDetail();
    expect(await screen.findByText('Agendada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sessão de Fotos' })).toBeInTheDocument();
    expect(screen.getByText('Casa da Praia')).toBeInTheDocument();
    expect(facts()).toEqual([
      'Dataterça-feira, 11 de março de 2025',
      'HorárioManhã (8h às 12h)',
      'EndereçoRua das Gaivotas, 100 - Centro, Florianópolis - SC',
      'Duração2-3 horas',
      'ObservaçõesChave na portaria',
    ]);
  });

  it.each([
    ['pending', 'Agendada'],
    ['confirmed', 'Confirmada'],
    ['rescheduled', 'Reagendada'],
    ['cancelled', 'Cancelada'],
    ['completed', 'Concluída'],
  ] as const)('shows a %s session as %s', async (status, label) => {
    await openDetail([sessionRow({ status })]);
    expect(await screen.findByText(label)).toHaveAttribute('data-status', status);
  });

  it('shows the photographer once the team has assigned one', async () => {
    await openDetail([sessionRow({ status: 'confirmed', photographer: 'Camila Rocha' })]);
    await screen.findByText('Confirmada');
    expect(facts()).toContain('FotógrafoCamila Rocha');
  });

  it('shows the preparation guide in its five categories', async () => {
    await openDetail();
    await screen.findByText('Agendada');
    for (const category of ['Ambiente geral', 'Cama e banho', 'Decoração e cores', 'Iluminação', 'Cozinha e áreas sociais']) {
      expect(screen.getByRole('region', { name: category })).toBeInTheDocument();
    }
  });

  it.each([
    ['a session that is not there', '/sessao-fotos-confirmacao?sessionId=nao-existe'],
    ['no session id', '/sessao-fotos-confirmacao'],
  ])("says 'Sessão não encontrada' for %s", async (_case, route) => {
    const { user } = await openDetail([sessionRow()], { route });
    expect(await screen.findByText('Sessão não encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver minhas sessões' }));
    expect(await screen.findByText('rota: /sessao-fotos-intro')).toBeInTheDocument();
  });

  it("says 'Erro ao carregar sessões' when the session cannot be read", async () => {
    await openDetail([sessionRow()], { override: (request) => (request.filters.id ? { error: { code: 'PGRST000', message: 'refused' }, status: 400 } : undefined) });
    expect(await screen.findByText('Erro ao carregar sessões')).toBeInTheDocument();
  });

  it('keeps the checklist per session, all unticked at first', async () => {
    window.localStorage.setItem(checklistKey('other-session'), '["clean","light"]');
    const { user } = await openDetail();
    const list = await screen.findByRole('list', { name: 'Checklist de preparação' });
    const boxes = within(list).getAllByRole('checkbox');
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, false, false, false, false]);
    expect(screen.getByText('0 de 5 concluídos')).toBeInTheDocument();
    await user.click(within(list).getByRole('checkbox', { name: 'Objetos pessoais guardados' }));
    await user.click(within(list).getByRole('checkbox', { name: 'Todas as lâmpadas funcionando' }));
    expect(screen.getByText('2 de 5 concluídos')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(checklistKey('sess-1')) ?? '[]')).toEqual(['personal', 'lights']);
    expect(window.localStorage.getItem(checklistKey('other-session'))).toBe('["clean","light"]');
  });

  it('reschedules once: the database counts it, the badge turns Reagendada and the button is off with the reason', async () => {
    const { user, supabase, backend } = await openDetail();
    await user.click(await screen.findByRole('button', { name: 'Reagendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reagendar sessão' }, dialogTimeout);
    await user.click(within(dialog).getByRole('radio', { name: 'segunda-feira, 10 de março' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Tarde (13h às 17h)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reagendamento' }));
    expect(await screen.findByText('Sessão reagendada', undefined, dialogTimeout)).toBeInTheDocument();
    expect(updates(supabase.requests)[0]).toMatchObject({ values: { date: '2025-03-10', time_slot: 'afternoon_13' }, filters: { id: 'sess-1', user_id: 'u1' } });
    expect(backend.photoSessions[0]).toMatchObject({ status: 'rescheduled', reschedule_count: 1 });
    expect(await screen.findByText('Reagendada')).toBeInTheDocument();
    await waitFor(() => expect(facts()[0]).toBe('Datasegunda-feira, 10 de março de 2025'));
    expect(screen.getByRole('button', { name: 'Reagendar' })).toBeDisabled();
    expect(screen.getByText('Você já reagendou esta sessão uma vez.')).toBeInTheDocument();
  });

  it("shows the database's refusal of a second reschedule made from a stale screen", async () => {
    // The screen still shows the session as never moved; the database knows it was.
    let stale = true;
    const { user, backend } = await openDetail([sessionRow({ reschedule_count: 1, status: 'rescheduled' })], {
      override: (request) => {
        if (stale && request.operation === 'select' && request.filters.id) {
          stale = false;
          return { data: sessionRow() };
        }
        return undefined;
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Reagendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reagendar sessão' }, dialogTimeout);
    await user.click(within(dialog).getByRole('radio', { name: 'segunda-feira, 10 de março' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Manhã (8h às 12h)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reagendamento' }));
    expect(await screen.findByText('Erro ao reagendar sessão', undefined, dialogTimeout)).toBeInTheDocument();
    expect(screen.getByText('Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.')).toBeInTheDocument();
    expect(backend.photoSessions[0]).toMatchObject({ date: '2025-03-11', reschedule_count: 1 });
    // The screen reads the session again and now shows it as it is.
    expect(await screen.findByText('Reagendada')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reagendar' })).toBeDisabled();
  });

  it('asks for another date or slot than the current one, and for both', async () => {
    const { user, supabase } = await openDetail([sessionRow({ date: '2025-03-10' })]);
    await user.click(await screen.findByRole('button', { name: 'Reagendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reagendar sessão' }, dialogTimeout);
    await user.click(within(dialog).getByRole('radio', { name: 'segunda-feira, 10 de março' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reagendamento' }));
    expect(await screen.findByText('Dados incompletos', undefined, dialogTimeout)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Manhã (8h às 12h)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar reagendamento' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Escolha uma data ou um horário diferente do atual.');
    expect(updates(supabase.requests)).toHaveLength(0);
  });

  it('cancels with a reason, which it asks for first, and then offers to book again', async () => {
    const { user, supabase, backend } = await openDetail();
    await user.click(await screen.findByRole('button', { name: 'Cancelar sessão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar sessão de fotos' }, dialogTimeout);
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByText('Informe o motivo do cancelamento.')).toBeInTheDocument();
    expect(updates(supabase.requests)).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo do cancelamento' }), 'Reforma na cozinha');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Sessão cancelada', undefined, dialogTimeout)).toBeInTheDocument();
    expect(updates(supabase.requests)[0]?.values).toEqual({ status: 'cancelled', cancellation_reason: 'Reforma na cozinha' });
    expect(backend.photoSessions[0]).toMatchObject({ status: 'cancelled', cancellation_reason: 'Reforma na cozinha' });
    expect(await screen.findByText('Cancelada')).toBeInTheDocument();
    expect(screen.getByText('Motivo: Reforma na cozinha')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reagendar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Agendar nova sessão' }));
    expect(await screen.findByText('rota: /agendamento-fotos?propertyId=prop-1')).toBeInTheDocument();
  });

  it("shows 'Erro ao cancelar sessão' with the database's reason", async () => {
    const { user } = await openDetail([sessionRow()], {
      override: (request) => (request.operation === 'update' ? { error: { code: '42501', message: 'Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.' }, status: 403 } : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Cancelar sessão' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelar sessão de fotos' }, dialogTimeout);
    await user.type(within(dialog).getByRole('textbox', { name: 'Motivo do cancelamento' }), 'Viagem');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await screen.findByText('Erro ao cancelar sessão', undefined, dialogTimeout)).toBeInTheDocument();
    expect(screen.getByText('Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.')).toBeInTheDocument();
  });

  it("'Adicionar à agenda' downloads the session's calendar file", async () => {
    const blobs: Blob[] = [];
    Object.assign(URL, { createObjectURL: (blob: Blob) => (blobs.push(blob), 'blob:sessao'), revokeObjectURL: () => undefined });
    const downloads: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const { user } = await openDetail([sessionRow({ time_slot: 'afternoon_13' })]);
    await user.click(await screen.findByRole('button', { name: 'Adicionar à agenda' }));
    // The file is made once its library has loaded.
    await waitFor(() => expect(downloads).toEqual(['sessao-de-fotos-2025-03-11.ics']));
    expect(blobs[0]?.type).toBe('text/calendar;charset=utf-8');
    // jsdom's Blob has no text(): read it as a browser without it would.
    const content = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blobs[0]!);
    });
    expect(content).toContain('DTSTART:20250311T160000Z');
    expect(content).toContain('DTEND:20250311T200000Z');
    expect(content).toContain('SUMMARY:Sessão de fotos — Casa da Praia');
  });

  it('invites to rate a completed session, with no actions or checklist left', async () => {
    const { user } = await openDetail([sessionRow({ status: 'completed' })]);
    expect(await screen.findByText('Sessão concluída')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reagendar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Checklist de preparação' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Avaliar sessão' }));
    expect(await screen.findByText('rota: /feedback-sessao-fotos?sessionId=sess-1&propertyName=Casa%20da%20Praia')).toBeInTheDocument();
  });
});
