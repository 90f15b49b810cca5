import { NextRoute } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { clock } from '../clock';
import { createCalendarBackend, type CalendarBackendData } from '../testing/calendar-backend';
import { MONDAY_MORNING, propertyRow, trackedRow } from '../testing/fixtures';
import { renderCalendar } from '../testing/render-calendar';
import { ReservationTrackingPage } from './reservation-tracking-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);


beforeEach(() => {
  jest.spyOn(clock, 'now').mockReturnValue(MONDAY_MORNING);
});
afterEach(() => jest.restoreAllMocks());

// Today is 10 March 2025 in Brazil.
const DATA: CalendarBackendData = {
  properties: [propertyRow()],
  tracked: [
    trackedRow('past', '2025-02-20', '2025-02-23', { guest_name: 'Paulo Lima', platform: 'Booking.com', net_amount: 900 }),
    trackedRow('soon', '2025-03-12', '2025-03-15', { guest_name: 'Marina Alves', special_requests: 'Chegada após as 22h' }),
    trackedRow('later', '2025-04-15', '2025-04-19', { guest_name: 'Rafael Souza', platform: 'VRBO', status: 'pending', net_amount: 2000 }),
    trackedRow('cancel', '2025-03-20', '2025-03-22', { guest_name: 'Carla Dias', platform: 'airbnb', status: 'cancelled', net_amount: 594 }),
    trackedRow('far', '2025-06-01', '2025-06-03', { guest_name: 'Bruno Reis', platform: 'direct' }),
  ],
};

async function openTracking(data: CalendarBackendData = DATA, propertyId = 'prop-1') {
  const backend = createCalendarBackend(data);
  return renderCalendar(
    <Routes>
      <Route path="/propriedade/:propertyId/reservas" element={<ReservationTrackingPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: `/propriedade/${propertyId}/reservas`, supabase: backend.fake },
  );
}

const guests = () => within(screen.getByRole('list', { name: 'Reservas' })).getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/propriedade/{id}/reservas', () => {
  it('lists the next 30 days by default, soonest first, from the masked listing', async () => {
    const { supabase } = await openTracking();
    await screen.findByRole('list', { name: 'Reservas' });
    expect(guests()).toEqual(['Marina Alves', 'Carla Dias']);
    expect(supabase.requests).toEqual(expect.arrayContaining([expect.objectContaining({ table: 'get_reservations_secure', operation: 'rpc', values: { p_property_id: 'prop-1', p_limit: 100 } })]));
    // The cancelled stay (R$ 594) is listed and counted, in no night and no money.
    const resumo = within(screen.getByLabelText('Resumo'));
    expect(resumo.getAllByRole('definition').map((d) => d.textContent)).toEqual(['2', '3', 'R$\u00a01.200,00']);
  });

  it('reaches every stay of a property with more than 100, reading them 100 at a time', async () => {
    const tracked = Array.from({ length: 250 }, (_, i) => trackedRow(`s${i}`, '2025-03-12', '2025-03-14', { guest_name: `Hóspede ${i}`, net_amount: 100 }));
    const { supabase } = await openTracking({ properties: [propertyRow()], tracked });
    await screen.findByRole('list', { name: 'Reservas' });
    expect(supabase.requests.filter((r) => r.table === 'get_reservations_secure').map((r) => r.values)).toEqual([
      { p_property_id: 'prop-1', p_limit: 100 },
      { p_property_id: 'prop-1', p_limit: 100, p_offset: 100 },
      { p_property_id: 'prop-1', p_limit: 100, p_offset: 200 },
    ]);
    expect(guests()).toHaveLength(250);
    expect(within(screen.getByLabelText('Resumo')).getAllByRole('definition').map((d) => d.textContent)).toEqual(['250', '500', 'R$\u00a025.000,00']);
  });

  it('shows a card with guest, platform, status, dates, nights, guests, total, net and notes', async () => {
    await openTracking();
    const card = await screen.findByRole('article', { name: 'Marina Alves, 12/03/2025' });
    expect(card).toHaveTextContent('Airbnb');
    expect(card).toHaveTextContent('Confirmada');
    expect(card).toHaveTextContent('12/03/2025 – 15/03/2025');
    expect(card).toHaveTextContent('Noites3');
    expect(card).toHaveTextContent('Hóspedes2');
    expect(card).toHaveTextContent('TotalR$ 1.500,00');
    expect(card).toHaveTextContent('LíquidoR$ 1.200,00');
    expect(card).toHaveTextContent('Chegada após as 22h');
    expect(within(screen.getByRole('article', { name: 'Carla Dias, 20/03/2025' })).getByText('Cancelada')).toBeInTheDocument();
  });

  it("opens the full breakdown with 'Detalhes', the guest's contact masked", async () => {
    const { user } = await openTracking();
    const card = await screen.findByRole('article', { name: 'Marina Alves, 12/03/2025' });
    await user.click(within(card).getByRole('button', { name: 'Detalhes' }));
    const details = within(card).getByLabelText('Detalhes da reserva');
    expect(details).toHaveTextContent('Emailm***@exemplo.com');
    expect(details).toHaveTextContent('Telefone*****4321');
    expect(details).toHaveTextContent('Repasse ao proprietárioR$ 1.140,00');
  });

  it.each([
    ['Período', 'Últimos 30 dias', ['Paulo Lima']],
    ['Status', 'Cancelada', ['Carla Dias']],
    ['Plataforma', 'Airbnb', ['Marina Alves', 'Carla Dias']],
  ])('filters by %s = %s', async (label, option, expected) => {
    const { user } = await openTracking();
    await screen.findByRole('list', { name: 'Reservas' });
    await user.selectOptions(screen.getByLabelText(label), option);
    expect(guests()).toEqual(expected);
  });

  it('filters a custom period, both days included, and refuses an end before the start', async () => {
    const { user } = await openTracking();
    await screen.findByRole('list', { name: 'Reservas' });
    await user.selectOptions(screen.getByLabelText('Período'), 'Personalizado');
    await user.type(screen.getByLabelText('Data inicial'), '2025-04-01');
    await user.type(screen.getByLabelText('Data final'), '2025-06-01');
    expect(guests()).toEqual(['Bruno Reis', 'Rafael Souza']);
    await user.clear(screen.getByLabelText('Data final'));
    await user.type(screen.getByLabelText('Data final'), '2025-03-01');
    expect(screen.getByText('A data final não pode ser anterior à data inicial.')).toBeInTheDocument();
    expect(screen.getByText('Nenhuma reserva encontrada')).toBeInTheDocument();
  });

  it("says 'Nenhuma reserva encontrada' when nothing matches", async () => {
    const { user } = await openTracking();
    await screen.findByRole('list', { name: 'Reservas' });
    await user.selectOptions(screen.getByLabelText('Plataforma'), 'VRBO');
    expect(screen.getByText('Nenhuma reserva encontrada')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Resumo')).getAllByRole('definition').map((d) => d.textContent)).toEqual(['0', '0', 'R$\u00a00,00']);
  });

  it("shows the not-found screen with 'Voltar às propriedades'", async () => {
    const { user } = await openTracking(DATA, 'someone-else');
    expect(await screen.findByText('Propriedade não encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Voltar às propriedades' }));
    expect(await screen.findByText('rota: /propriedades')).toBeInTheDocument();
  });

  it('goes back to the calendar', async () => {
    const { user } = await openTracking();
    await screen.findByRole('list', { name: 'Reservas' });
    await user.click(screen.getByRole('button', { name: 'Voltar ao calendário' }));
    expect(await screen.findByText('rota: /propriedade/prop-1/calendario')).toBeInTheDocument();
  });
});
