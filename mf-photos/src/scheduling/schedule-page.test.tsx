/** @jest-environment ./src/testing/utc-environment.cjs */
import { screen } from '@testing-library/react';
import { propertyRow, sessionRow, WEDNESDAY_MORNING } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { queuedBooking } from '../testing/queue-entry';
import { OFFLINE_QUEUE_KEY } from '../offline-queue/offline-queue';
import { BOOKING_DRAFT_KEY, readBookingDraft } from './booking-draft';
import { describeScheduleScreenDates, offeredDateLabels, openSchedule } from '../testing/schedule-screen-cases';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

afterEach(() => jest.restoreAllMocks());

describeScheduleScreenDates('UTC');

/** The screen of prop-1, once its form shows. */
async function openForm(...args: Parameters<typeof openSchedule>) {
  const view = await openSchedule(...args);
  await offeredDateLabels();
  return view;
}

const slot = (name: string) => screen.getByRole('radio', { name });
const date = (name: string) => screen.getByRole('radio', { name });

describe('/agendamento-fotos', () => {
  it('offers six consecutive dates from tomorrow and the two slots, with the read-only address and the night warning', async () => {
    await openSchedule(WEDNESDAY_MORNING);
    expect(screen.getByRole('heading', { level: 1, name: 'Agendar Sessão de Fotos' })).toBeInTheDocument();
    expect(await offeredDateLabels()).toEqual([
      'quinta-feira, 6 de março',
      'sexta-feira, 7 de março',
      'sábado, 8 de março',
      'domingo, 9 de março',
      'segunda-feira, 10 de março',
      'terça-feira, 11 de março',
    ]);
    expect(slot('Manhã (8h às 12h)')).toBeInTheDocument();
    expect(slot('Tarde (13h às 17h)')).toBeInTheDocument();
    const address = screen.getByLabelText('Endereço');
    expect(address).toHaveValue('Rua das Gaivotas, 100 - Centro, Florianópolis - SC');
    expect(address).toHaveAttribute('readonly');
    expect(screen.getByText('Não realizamos sessões noturnas')).toBeInTheDocument();
    expect(screen.getByText('Casa da Praia')).toBeInTheDocument();
  });

  it("answers a slot picked before a date with 'Selecione uma data primeiro', and picks nothing", async () => {
    const { user } = await openForm(WEDNESDAY_MORNING);
    await user.click(slot('Tarde (13h às 17h)'));
    expect(await screen.findByText('Selecione uma data primeiro', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(slot('Tarde (13h às 17h)')).not.toBeChecked();
    await user.click(date('sexta-feira, 7 de março'));
    await user.click(slot('Tarde (13h às 17h)'));
    expect(slot('Tarde (13h às 17h)')).toBeChecked();
  });

  it.each([
    ['nothing chosen', []],
    ['only a date', ['sexta-feira, 7 de março']],
  ])("says 'Dados incompletos' with %s, and stays", async (_case, choices) => {
    const { user } = await openForm(WEDNESDAY_MORNING);
    for (const choice of choices) await user.click(date(choice));
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('Dados incompletos', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText('Selecione a data e horário para continuar')).toBeInTheDocument();
    expect(screen.queryByText(/rota:/)).not.toBeInTheDocument();
  });

  it('keeps the choices and the reference point, and goes on to the confirmation', async () => {
    const { user } = await openForm(WEDNESDAY_MORNING);
    await user.click(date('segunda-feira, 10 de março'));
    await user.click(slot('Manhã (8h às 12h)'));
    await user.type(screen.getByLabelText('Ponto de referência ou observações'), 'Portão azul');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByText('rota: /confirmacao-fotos')).toBeInTheDocument();
    expect(readBookingDraft()).toEqual({ propertyId: 'prop-1', date: '2025-03-10', timeSlot: 'morning_08', notes: 'Portão azul' });
  });

  it('keeps the choices as they are made, so a reload of the screen brings them back', async () => {
    const { user, unmount } = await openForm(WEDNESDAY_MORNING);
    await user.click(date('segunda-feira, 10 de março'));
    await user.click(slot('Tarde (13h às 17h)'));
    await user.type(screen.getByLabelText('Ponto de referência ou observações'), 'Portão azul');
    expect(readBookingDraft()).toEqual({ propertyId: 'prop-1', date: '2025-03-10', timeSlot: 'afternoon_13', notes: 'Portão azul' });

    unmount();
    await openForm(WEDNESDAY_MORNING);
    expect(date('segunda-feira, 10 de março')).toBeChecked();
    expect(slot('Tarde (13h às 17h)')).toBeChecked();
    expect(screen.getByLabelText('Ponto de referência ou observações')).toHaveValue('Portão azul');
  });

  it('comes back with the choices made (Editar), unless the date is no longer offered', async () => {
    window.sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ propertyId: 'prop-1', date: '2025-03-10', timeSlot: 'afternoon_13', notes: 'Portão azul' }));
    await openForm(WEDNESDAY_MORNING);
    expect(date('segunda-feira, 10 de março')).toBeChecked();
    expect(slot('Tarde (13h às 17h)')).toBeChecked();
    expect(screen.getByLabelText('Ponto de referência ou observações')).toHaveValue('Portão azul');
  });

  it('forgets a kept date the screen no longer offers', async () => {
    window.sessionStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ propertyId: 'prop-1', date: '2025-03-05', timeSlot: 'afternoon_13', notes: '' }));
    await openForm(WEDNESDAY_MORNING);
    expect(screen.getAllByRole('radio', { checked: true }).map((radio) => radio.getAttribute('aria-label'))).toEqual(['Tarde (13h às 17h)']);
  });

  it('is the same screen at /agendamento-sessao-fotos', async () => {
    await openSchedule(WEDNESDAY_MORNING, { route: '/agendamento-sessao-fotos?propertyId=prop-1' });
    expect(await offeredDateLabels()).toHaveLength(6);
  });

  it('sends an owner without a property to choose to the chooser', async () => {
    await openSchedule(WEDNESDAY_MORNING, { route: '/agendamento-fotos' });
    expect(await screen.findByText('rota: /escolher-propriedade-fotos')).toBeInTheDocument();
  });

  it('sends a draft to finishing its registration, where it can then book photos', async () => {
    const { user } = await openSchedule(WEDNESDAY_MORNING, {
      route: '/agendamento-fotos?propertyId=draft-1',
      backend: createPhotoBackend({ properties: [propertyRow(), propertyRow({ id: 'draft-1', is_draft: true })] }).handler,
    });
    expect(await screen.findByText('Finalize o cadastro antes de agendar as fotos')).toBeInTheDocument();
    expect(screen.queryByText('Propriedade não encontrada')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Finalizar cadastro' }));
    expect(await screen.findByText('rota: /cadastro-imovel/etapas?edit=draft-1')).toBeInTheDocument();
  });

  it.each([['someone else’s or missing', 'nao-existe']])("says 'Propriedade não encontrada' for a property that is %s", async (_case, id) => {
    const { user } = await openSchedule(WEDNESDAY_MORNING, {
      route: `/agendamento-fotos?propertyId=${id}`,
      backend: createPhotoBackend({ properties: [propertyRow(), propertyRow({ id: 'draft-1', is_draft: true })] }).handler,
    });
    expect(await screen.findByText('Propriedade não encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Escolher propriedade' }));
    expect(await screen.findByText('rota: /escolher-propriedade-fotos')).toBeInTheDocument();
  });

  it('refuses a property that already has a session, and opens that session', async () => {
    const { user } = await openSchedule(WEDNESDAY_MORNING, { backend: createPhotoBackend({ properties: [propertyRow()], photoSessions: [sessionRow({ status: 'confirmed' })] }).handler });
    expect(await screen.findByText('Esta propriedade já possui uma sessão de fotos agendada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver sessão agendada' }));
    expect(await screen.findByText('rota: /sessao-fotos-confirmacao?sessionId=sess-1')).toBeInTheDocument();
  });

  it('says a booking of the property already waits offline', async () => {
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.localStorage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify([queuedBooking()]));
    await openSchedule(WEDNESDAY_MORNING);
    expect(await screen.findByText('Agendamento salvo localmente')).toBeInTheDocument();
    expect(screen.getByText('Será enviado quando a conexão for restabelecida')).toBeInTheDocument();
  });
});
