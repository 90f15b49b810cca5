import { NextRoute } from '@portal/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { OFFLINE_QUEUE_KEY, parseQueue } from '../offline-queue/offline-queue';
import { clock } from '../scheduling/clock';
import { checklistKey } from '../session-detail/checklist';
import type { FakeRequest } from '../testing/fake-supabase';
import { propertyRow, ratingRow, sessionRow, WEDNESDAY_MORNING } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { queuedBooking } from '../testing/queue-entry';
import { renderPhotos } from '../testing/render-photos';
import { PhotoAlertsWidget } from './photo-alerts-widget';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

afterEach(() => jest.restoreAllMocks());

async function openDashboard(initial: Parameters<typeof createPhotoBackend>[0], override?: Parameters<typeof createPhotoBackend>[1]) {
  jest.spyOn(clock, 'now').mockReturnValue(WEDNESDAY_MORNING);
  const backend = createPhotoBackend({ properties: [propertyRow()], ...initial }, override);
  const view = await renderPhotos(
    <Routes>
      <Route path="/dashboard" element={<div data-testid="slot"><PhotoAlertsWidget /></div>} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: '/dashboard', supabase: backend.handler },
  );
  return { ...view, backend };
}

const sessionInserts = (requests: FakeRequest[]) => requests.filter((r) => r.table === 'photo_sessions' && r.operation === 'insert');
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe("dashboard widget 'photo-alerts'", () => {
  it('shows nothing without a session ahead, a rating to give or a booking kept offline', async () => {
    const { supabase } = await openDashboard({ photoSessions: [sessionRow({ status: 'cancelled' }), sessionRow({ id: 'past', date: '2025-03-01' })] });
    await waitFor(() => expect(supabase.requests.filter((r) => r.table === 'photo_sessions')).not.toHaveLength(0));
    await settle();
    expect(screen.getByTestId('slot')).toBeEmptyDOMElement();
    // Nothing completed: the ratings are not even read.
    expect(supabase.requests.filter((r) => r.table === 'user_ratings')).toHaveLength(0);
  });

  it('shows the next session with its preparation, and opens its detail', async () => {
    window.localStorage.setItem(checklistKey('soon'), '["clean","beds"]');
    const { user } = await openDashboard({
      properties: [propertyRow(), propertyRow({ id: 'prop-2', property_name: 'Chalé da Serra' })],
      photoSessions: [sessionRow({ id: 'later', date: '2025-03-14' }), sessionRow({ id: 'soon', property_id: 'prop-2', status: 'confirmed', date: '2025-03-07', time_slot: 'afternoon_13' })],
    });
    const card = await screen.findByRole('region', { name: 'Próxima sessão de fotos' });
    expect(card).toHaveTextContent('Chalé da Serra');
    expect(card).toHaveTextContent('sexta-feira, 7 de março de 2025 · Tarde (13h às 17h)');
    expect(card).toHaveTextContent('Confirmada');
    expect(card).toHaveTextContent('Preparação: 2 de 5 itens');
    await user.click(within(card).getByRole('button', { name: 'Ver detalhes' }));
    expect(await screen.findByText('rota: /sessao-fotos-confirmacao?sessionId=soon')).toBeInTheDocument();
  });

  it('invites to rate a completed session not rated yet', async () => {
    const { user } = await openDashboard({ photoSessions: [sessionRow({ status: 'completed', date: '2025-02-20' })] });
    const invitation = await screen.findByRole('region', { name: 'Como foi sua sessão de fotos?' });
    expect(invitation).toHaveTextContent('As fotos de Casa da Praia foram feitas. Conte como foi a sessão.');
    await user.click(within(invitation).getByRole('button', { name: 'Avaliar sessão' }));
    expect(await screen.findByText('rota: /feedback-sessao-fotos?sessionId=sess-1&propertyName=Casa%20da%20Praia')).toBeInTheDocument();
  });

  it('does not invite to rate a session already rated', async () => {
    const { supabase } = await openDashboard({ photoSessions: [sessionRow({ status: 'completed', date: '2025-02-20' })], ratings: [ratingRow()] });
    await waitFor(() => expect(supabase.requests.some((r) => r.table === 'user_ratings')).toBe(true));
    await settle();
    expect(screen.queryByRole('region', { name: 'Como foi sua sessão de fotos?' })).not.toBeInTheDocument();
  });
});

describe('the offline queue, sent from the dashboard', () => {
  it('sends a booking kept offline once, empties the queue and shows the new session', async () => {
    window.localStorage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify([queuedBooking({ id: 'queued-1' })]));
    const { supabase, backend } = await openDashboard({});
    expect(await screen.findAllByText('Agendamento confirmado!', undefined, { timeout: 4000 })).not.toHaveLength(0);
    expect(sessionInserts(supabase.requests)).toHaveLength(1);
    expect(backend.photoSessions.map((s) => s.id)).toEqual(['queued-1']);
    expect(parseQueue(window.localStorage.getItem(OFFLINE_QUEUE_KEY) ?? '[]')).toEqual([]);
    expect(await screen.findByRole('region', { name: 'Próxima sessão de fotos' })).toHaveTextContent('terça-feira, 11 de março de 2025');
  });

  it('keeps a booking the backend refuses, with its reason, and never sends it again', async () => {
    window.localStorage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify([queuedBooking({ id: 'queued-1' })]));
    const { supabase } = await openDashboard({ photoSessions: [sessionRow({ id: 'booked-elsewhere', status: 'confirmed' })] });
    expect(await screen.findAllByText('Erro na sincronização offline', undefined, { timeout: 4000 })).not.toHaveLength(0);
    const slot = screen.getByTestId('slot');
    expect(await within(slot).findByText('Erro na sincronização offline')).toBeInTheDocument();
    expect(within(slot).getByText('Esta propriedade já possui uma sessão de fotos agendada')).toBeInTheDocument();
    expect(parseQueue(window.localStorage.getItem(OFFLINE_QUEUE_KEY) ?? '[]')).toEqual([
      expect.objectContaining({ id: 'queued-1', state: 'refused', reason: 'Esta propriedade já possui uma sessão de fotos agendada' }),
    ]);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await settle();
    expect(sessionInserts(supabase.requests)).toHaveLength(1);
  });

  it('waits while offline and sends when the connection returns', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    window.localStorage.setItem(OFFLINE_QUEUE_KEY, JSON.stringify([queuedBooking({ id: 'queued-1' })]));
    const { supabase, backend } = await openDashboard({});
    await screen.findByTestId('queued-bookings');
    await settle();
    expect(sessionInserts(supabase.requests)).toHaveLength(0);
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(backend.photoSessions.map((s) => s.id)).toEqual(['queued-1']));
    await waitFor(() => expect(screen.queryByTestId('queued-bookings')).not.toBeInTheDocument());
    expect(sessionInserts(supabase.requests)).toHaveLength(1);
  });
});
