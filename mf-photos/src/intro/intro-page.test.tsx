import { NextRoute } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { OFFLINE_QUEUE_KEY } from '../offline-queue/offline-queue';
import { propertyRow, sessionRow } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { renderPhotos } from '../testing/render-photos';
import { IntroPage } from './intro-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

async function openIntro(backend = createPhotoBackend({ properties: [propertyRow()] }).handler) {
  return renderPhotos(
    <Routes>
      <Route path="/sessao-fotos-intro" element={<IntroPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route: '/sessao-fotos-intro', supabase: backend },
  );
}

describe('/sessao-fotos-intro', () => {
  it('shows the four benefits, the five preparation tips and the start button with its claims', async () => {
    await openIntro();
    expect(screen.getByRole('heading', { level: 1, name: 'Sessão de fotos profissional' })).toBeInTheDocument();
    const benefits = within(screen.getByRole('list', { name: 'O que está incluído' })).getAllByRole('listitem');
    expect(benefits.map((b) => b.querySelector('strong')?.textContent)).toEqual(['Fotógrafo profissional', 'Sessão de 2-3 horas', 'Sua presença é opcional', 'Imagens em alta qualidade']);
    expect(within(screen.getByRole('list', { name: 'Como preparar sua propriedade' })).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Agendar Sessão de Fotos' })).toBeInTheDocument();
    expect(screen.getByText('Apenas 2 etapas · Agendamento imediato')).toBeInTheDocument();
  });

  it('promises no confirmation the booking does not give: a new session is Agendada until the team confirms it', async () => {
    await openIntro();
    expect(screen.queryByText(/Confirmação imediata/)).not.toBeInTheDocument();
  });

  it("'Agendar Sessão de Fotos' goes to the property chooser", async () => {
    const { user } = await openIntro();
    await user.click(screen.getByRole('button', { name: 'Agendar Sessão de Fotos' }));
    expect(await screen.findByText('rota: /escolher-propriedade-fotos')).toBeInTheDocument();
  });

  it('goes back to the dashboard', async () => {
    const { user } = await openIntro();
    await user.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(await screen.findByText('rota: /dashboard')).toBeInTheDocument();
  });

  it("lists the owner's sessions with their status, each opening its detail", async () => {
    const { user } = await openIntro(
      createPhotoBackend({
        properties: [propertyRow(), propertyRow({ id: 'prop-2', property_name: 'Chalé da Serra' })],
        photoSessions: [sessionRow(), sessionRow({ id: 'sess-2', property_id: 'prop-2', status: 'completed', date: '2025-01-20', time_slot: 'afternoon' })],
      }).handler,
    );
    const list = await screen.findByRole('list', { name: 'Suas sessões de fotos' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual(['Casa da Praia11/03/2025 · Manhã (8h às 12h)Agendada', 'Chalé da Serra20/01/2025 · Tarde (13h às 17h)Concluída']);
    await user.click(within(list).getByRole('button', { name: /^Chalé da Serra/ }));
    expect(await screen.findByText('rota: /sessao-fotos-confirmacao?sessionId=sess-2')).toBeInTheDocument();
  });

  it("says 'Erro ao carregar sessões' when the sessions cannot be read, and retries", async () => {
    let fail = true;
    const tables = createPhotoBackend({ properties: [propertyRow()], photoSessions: [sessionRow()] }, (request) =>
      fail && request.table === 'photo_sessions' ? { error: { code: 'PGRST000', message: 'refused' }, status: 400 } : undefined,
    );
    const { user } = await openIntro(tables.handler);
    expect(await screen.findByText('Erro ao carregar sessões')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('list', { name: 'Suas sessões de fotos' })).toBeInTheDocument();
  });

  it('shows the bookings waiting in this browser and the ones the backend refused', async () => {
    const session = { id: 'q1', user_id: 'u1', property_id: 'prop-1', date: '2025-03-11', time_slot: 'morning_08', address_street: null, address_number: null, address_neighborhood: null, address_city: null, address_state: null, address_postal_code: null, status: 'pending', notes: null };
    window.localStorage.setItem(
      OFFLINE_QUEUE_KEY,
      JSON.stringify([
        { id: 'q1', userId: 'u1', queuedAt: '2025-03-05T13:00:00Z', propertyName: 'Casa da Praia', session, state: 'refused', reason: 'Esta propriedade já possui uma sessão de fotos agendada', attempts: 0 },
      ]),
    );
    const { user } = await openIntro();
    expect(screen.getByText('Erro na sincronização offline')).toBeInTheDocument();
    expect(screen.getByText('Esta propriedade já possui uma sessão de fotos agendada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entendi, dispensar aviso de Casa da Praia' }));
    expect(screen.queryByText('Erro na sincronização offline')).not.toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(OFFLINE_QUEUE_KEY) ?? '')).toEqual([]);
  });
});
