import { firstSeen, NextRoute } from '@portal/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { toast } from '@portal/shared/ui';
import { OFFLINE_QUEUE_KEY, parseQueue } from '../offline-queue/offline-queue';
import { BOOKING_DRAFT_KEY, readBookingDraft, type BookingDraft } from '../scheduling/booking-draft';
import { clock } from '../scheduling/clock';
import { networkFailure, type FakeRequest } from '../testing/fake-supabase';
import { propertyRow, sessionRow, WEDNESDAY_MORNING } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { renderPhotos } from '../testing/render-photos';
import { ConfirmationPage } from './confirmation-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

afterEach(() => jest.restoreAllMocks());

const DRAFT: BookingDraft = { propertyId: 'prop-1', date: '2025-03-10', timeSlot: 'afternoon_13', notes: 'Portão azul' };

async function openConfirmation({
  draft = DRAFT as BookingDraft | null,
  initial = { properties: [propertyRow()] } as Parameters<typeof createPhotoBackend>[0],
  override,
  route = '/confirmacao-fotos',
}: { draft?: BookingDraft | null; initial?: Parameters<typeof createPhotoBackend>[0]; override?: Parameters<typeof createPhotoBackend>[1]; route?: string } = {}) {
  jest.spyOn(clock, 'now').mockReturnValue(WEDNESDAY_MORNING);
  if (draft) window.sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify(draft));
  const backend = createPhotoBackend(initial, override);
  const view = await renderPhotos(
    <Routes>
      <Route path="/confirmacao-fotos" element={<ConfirmationPage />} />
      <Route path="/confirmacao-sessao-fotos" element={<ConfirmationPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route, supabase: backend.handler },
  );
  return { ...view, backend };
}

const confirmButton = () => screen.findByRole('button', { name: 'Confirmar agendamento' });
const inserts = (requests: FakeRequest[]) => requests.filter((r) => r.table === 'photo_sessions' && r.operation === 'insert');

describe('/confirmacao-fotos', () => {
  it.each([
    ['no booking in progress', null, 'rota: /agendamento-fotos'],
    ['no slot chosen', { ...DRAFT, timeSlot: null }, 'rota: /agendamento-fotos?propertyId=prop-1'],
    ['no date chosen', { ...DRAFT, date: null }, 'rota: /agendamento-fotos?propertyId=prop-1'],
    ['a date no longer offered', { ...DRAFT, date: '2025-03-05' }, 'rota: /agendamento-fotos?propertyId=prop-1'],
  ])('goes back to scheduling with %s', async (_case, draft, route) => {
    await openConfirmation({ draft });
    expect(await screen.findByText(route)).toBeInTheDocument();
  });

  it('sums up the property, date, slot and place, each with its Editar, and the important notes', async () => {
    await openConfirmation();
    const summary = await screen.findByRole('list', { name: 'Resumo do agendamento' });
    expect(within(summary).getAllByRole('listitem').map((row) => row.textContent)).toEqual([
      'PropriedadeCasa da PraiaEditar',
      'Datasegunda-feira, 10 de março de 2025Editar',
      'HorárioTarde (13h às 17h)Editar',
      'LocalRua das Gaivotas, 100 - Centro, Florianópolis - SCObservações: Portão azulEditar',
    ]);
    expect(within(screen.getByRole('list', { name: 'Informações importantes' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Etapa 2 de 2 · Revise os dados da sessão')).toBeInTheDocument();
  });

  it.each([
    ['Editar data', 'rota: /agendamento-fotos?propertyId=prop-1'],
    ['Editar horário', 'rota: /agendamento-fotos?propertyId=prop-1'],
    ['Editar local', 'rota: /agendamento-fotos?propertyId=prop-1'],
    ['Editar propriedade', 'rota: /escolher-propriedade-fotos'],
  ])('%s goes to %s', async (link, route) => {
    const { user } = await openConfirmation();
    await user.click(await screen.findByRole('button', { name: link }));
    expect(await screen.findByText(route)).toBeInTheDocument();
  });

  it("creates the session as pending, shows 'Agendamento confirmado!' with the 24 h text, and goes to / after 3 s", async () => {
    const prepareToaster = jest.spyOn(toast, 'prepare');
    const { user, supabase, backend } = await openConfirmation();
    const shownAt = firstSeen('Agendamento confirmado!');
    const leftAt = firstSeen('rota: /');
    // The toast's code loads with the screen, so the toast shows during its 3 s, not after them.
    expect(prepareToaster).toHaveBeenCalled();
    await user.click(await confirmButton());
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmar agendamento' })).toBeInTheDocument();
    expect(await screen.findAllByText('Agendamento confirmado!')).not.toHaveLength(0);
    expect(screen.getAllByText('Nossa equipe entrará em contato 24h antes da sessão para confirmar os detalhes.').length).toBeGreaterThan(0);
    const [insert] = inserts(supabase.requests);
    expect(insert?.values).toMatchObject({
      user_id: 'u1',
      property_id: 'prop-1',
      date: '2025-03-10',
      time_slot: 'afternoon_13',
      status: 'pending',
      notes: 'Portão azul',
      address_street: 'Rua das Gaivotas',
      address_city: 'Florianópolis',
    });
    expect((insert?.values as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(backend.photoSessions).toHaveLength(1);
    expect(readBookingDraft()).toBeNull();
    expect(await screen.findByText('rota: /', undefined, { timeout: 5000 })).toBeInTheDocument();
    // The 3 s wait is real time; a timer never fires early.
    expect((await leftAt) - (await shownAt)).toBeGreaterThanOrEqual(2_950);
  }, 15_000);

  it('is the same screen at /confirmacao-sessao-fotos', async () => {
    await openConfirmation({ route: '/confirmacao-sessao-fotos' });
    expect(await confirmButton()).toBeInTheDocument();
  });

  it('refuses a property that already has a session without sending anything, and opens that session', async () => {
    const { user, supabase } = await openConfirmation({ initial: { properties: [propertyRow()], photoSessions: [sessionRow({ id: 'existing' })] } });
    await user.click(await confirmButton());
    const card = await screen.findByTestId('booking-error');
    expect(card).toHaveTextContent('Erro no agendamento');
    expect(card).toHaveTextContent('Esta propriedade já possui uma sessão de fotos agendada');
    expect(inserts(supabase.requests)).toHaveLength(0);
    expect(await confirmButton()).toBeDisabled();
    await user.click(within(card).getByRole('button', { name: 'Ver sessão agendada' }));
    expect(await screen.findByText('rota: /sessao-fotos-confirmacao?sessionId=existing')).toBeInTheDocument();
  });

  it("shows the database's duplicate refusal (a session booked elsewhere meanwhile) and then names that session", async () => {
    let listed = false;
    const { user } = await openConfirmation({
      initial: { properties: [propertyRow()], photoSessions: [sessionRow({ id: 'elsewhere' })] },
      // The list this screen loaded predates the other booking.
      override: (request) => {
        if (request.table === 'photo_sessions' && request.operation === 'select' && !('id' in request.filters) && !listed) {
          listed = true;
          return { data: [] };
        }
        return undefined;
      },
    });
    await user.click(await confirmButton());
    expect(await screen.findByText('Erro no agendamento', undefined, { timeout: 4000 })).toBeInTheDocument();
    const card = await screen.findByTestId('booking-error');
    expect(card).toHaveTextContent('Esta propriedade já possui uma sessão de fotos agendada');
    expect(await within(card).findByRole('button', { name: 'Ver sessão agendada' })).toBeInTheDocument();
  });

  it("shows 'Erro no agendamento' for another refusal, and 'Tentar novamente' sends the same booking again", async () => {
    let refuse = true;
    const { user, supabase, backend } = await openConfirmation({
      override: (request) => (refuse && request.operation === 'insert' ? { error: { code: 'PGRST204', message: 'column not found' }, status: 400 } : undefined),
    });
    await user.click(await confirmButton());
    const card = await screen.findByTestId('booking-error');
    expect(card).toHaveTextContent('Tente novamente ou entre em contato conosco.');
    refuse = false;
    await user.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findAllByText('Agendamento confirmado!')).not.toHaveLength(0);
    const [first, second] = inserts(supabase.requests).map((r) => (r.values as { id: string }).id);
    expect(second).toBe(first);
    expect(backend.photoSessions).toHaveLength(1);
  });

  it('keeps a booking confirmed offline in the browser, without sending it', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, supabase } = await openConfirmation();
    await user.click(await confirmButton());
    expect(await screen.findAllByText('Agendamento salvo localmente')).not.toHaveLength(0);
    expect(screen.getAllByText('Será enviado quando a conexão for restabelecida').length).toBeGreaterThan(0);
    expect(inserts(supabase.requests)).toHaveLength(0);
    const queue = parseQueue(window.localStorage.getItem(OFFLINE_QUEUE_KEY) ?? '[]');
    expect(queue).toEqual([
      expect.objectContaining({ userId: 'u1', propertyName: 'Casa da Praia', state: 'pending', session: expect.objectContaining({ property_id: 'prop-1', date: '2025-03-10', time_slot: 'afternoon_13', status: 'pending' }) }),
    ]);
    expect(readBookingDraft()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ir para o início' }));
    expect(await screen.findByText('rota: /')).toBeInTheDocument();
  });

  it("keeps a booking whose save fails on the network, with 'Falha na conexão. Dados salvos localmente.'", async () => {
    const { user, supabase } = await openConfirmation({ override: (request) => (request.operation === 'insert' ? networkFailure() : undefined) });
    await user.click(await confirmButton());
    expect(await screen.findAllByText(/Falha na conexão\. Dados salvos localmente\./, undefined, { timeout: 5000 })).not.toHaveLength(0);
    const queue = parseQueue(window.localStorage.getItem(OFFLINE_QUEUE_KEY) ?? '[]');
    expect(queue).toHaveLength(1);
    await waitFor(() => expect(inserts(supabase.requests).length).toBeGreaterThan(0));
    // The queued booking is the one that failed: sending it later finds the same row, never a second.
    expect(queue[0]?.id).toBe((inserts(supabase.requests)[0]?.values as { id: string }).id);
  });
});
