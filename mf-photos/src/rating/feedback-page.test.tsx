import { firstSeen, NextRoute } from '@portal/shared/testing';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { toast } from '@portal/shared/ui';
import type { PhotoSessionRecord } from '../session-api/photo-session-record';
import type { FakeRequest } from '../testing/fake-supabase';
import { propertyRow, ratingRow, sessionRow } from '../testing/fixtures';
import { createPhotoBackend } from '../testing/photo-backend';
import { renderPhotos } from '../testing/render-photos';
import type { UserRating } from './get-ratings';
import { FeedbackPage } from './feedback-page';

jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

const COMPLETED = sessionRow({ status: 'completed' });

async function openFeedback({
  photoSessions = [COMPLETED],
  ratings = [],
  route = '/feedback-sessao-fotos?sessionId=sess-1&propertyName=Casa%20da%20Praia',
  override,
}: { photoSessions?: PhotoSessionRecord[]; ratings?: UserRating[]; route?: string; override?: Parameters<typeof createPhotoBackend>[1] } = {}) {
  const backend = createPhotoBackend({ properties: [propertyRow()], photoSessions, ratings }, override);
  const view = await renderPhotos(
    <Routes>
      <Route path="/feedback-sessao-fotos" element={<FeedbackPage />} />
      <Route path="*" element={<NextRoute />} />
    </Routes>,
    { route, supabase: backend.handler },
  );
  return { ...view, backend };
}

const send = () => screen.getByRole('button', { name: 'Enviar Feedback' });
const inserts = (requests: FakeRequest[]) => requests.filter((r) => r.table === 'user_ratings' && r.operation === 'insert');

describe('/feedback-sessao-fotos', () => {
  it('asks for 1 to 5 stars, the optional aspects and a comment of up to 500 characters with its counter', async () => {
    const { user } = await openFeedback();
    expect(await screen.findByRole('radiogroup', { name: 'Como foi a sessão?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Avalie sua sessão de fotos' })).toBeInTheDocument();
    expect(screen.getByText('Casa da Praia')).toBeInTheDocument();
    expect(screen.getAllByRole('radio').map((r) => r.getAttribute('aria-label'))).toEqual(['1 estrela', '2 estrelas', '3 estrelas', '4 estrelas', '5 estrelas']);
    expect(screen.getAllByRole('checkbox').map((c) => c.parentElement?.textContent)).toEqual(['Qualidade das fotos', 'Pontualidade', 'Profissionalismo', 'Experiência geral']);
    const comment = screen.getByLabelText('Comentário (opcional)');
    expect(comment).toHaveAttribute('maxLength', '500');
    expect(screen.getByText('0/500')).toBeInTheDocument();
    await user.type(comment, 'Ótimo');
    expect(screen.getByText('5/500')).toBeInTheDocument();
  });

  it("refuses to send without stars: 'Avaliação obrigatória'", async () => {
    const { user, supabase } = await openFeedback();
    await screen.findByRole('radiogroup', { name: 'Como foi a sessão?' });
    await user.click(send());
    expect(await screen.findByRole('alert')).toHaveTextContent('Avaliação obrigatória');
    expect(inserts(supabase.requests)).toHaveLength(0);
  });

  it("stores the rating of the session, says 'Feedback enviado!' and goes to /dashboard after 3 s", async () => {
    const prepareToaster = jest.spyOn(toast, 'prepare');
    const { user, supabase, backend } = await openFeedback();
    const shownAt = firstSeen('Feedback enviado!');
    const leftAt = firstSeen('rota: /dashboard');
    // The toast's code loads with the screen, so the toast shows during its 3 s, not after them.
    expect(prepareToaster).toHaveBeenCalled();
    prepareToaster.mockRestore();
    await user.click(await screen.findByRole('radio', { name: '4 estrelas' }));
    expect(screen.getByText('Muito boa')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Experiência geral' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pontualidade' }));
    await user.type(screen.getByLabelText('Comentário (opcional)'), '  Fotógrafo pontual e cuidadoso. ');
    await user.click(send());
    expect(await screen.findAllByText('Feedback enviado!')).not.toHaveLength(0);
    expect(inserts(supabase.requests)[0]?.values).toEqual({
      user_id: 'u1',
      rating_type: 'photo_session',
      related_entity_id: 'sess-1',
      rating: 4,
      comment: 'Fotógrafo pontual e cuidadoso.',
      feedback_categories: ['punctuality', 'overall_experience'],
    });
    expect(backend.ratings).toHaveLength(1);
    expect(await screen.findByText('rota: /dashboard', undefined, { timeout: 5000 })).toBeInTheDocument();
    // The 3 s wait is real time; a timer never fires early.
    expect((await leftAt) - (await shownAt)).toBeGreaterThanOrEqual(2_950);
  }, 15_000);

  it("'Pular Avaliação' goes to /dashboard without storing anything", async () => {
    const { user, supabase } = await openFeedback();
    await user.click(await screen.findByRole('button', { name: 'Pular Avaliação' }));
    expect(await screen.findByText('rota: /dashboard')).toBeInTheDocument();
    expect(inserts(supabase.requests)).toHaveLength(0);
  });

  it.each([
    ["the database's refusal", { error: { code: 'P0001', message: 'Esta sessão de fotos já foi avaliada.' }, status: 400 }, 'Esta sessão de fotos já foi avaliada.'],
    ['another failure', { error: { code: 'PGRST204', message: 'column' }, status: 400 }, 'Tente novamente mais tarde.'],
  ])("says 'Erro ao enviar feedback' with %s", async (_case, reply, description) => {
    const { user } = await openFeedback({ override: (request) => (request.operation === 'insert' ? reply : undefined) });
    await user.click(await screen.findByRole('radio', { name: '5 estrelas' }));
    await user.click(send());
    expect(await screen.findByText('Erro ao enviar feedback', undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByText(description)).toBeInTheDocument();
    expect(screen.queryByText(/rota:/)).not.toBeInTheDocument();
  });

  it('shows a rating already given instead of the form', async () => {
    await openFeedback({ ratings: [ratingRow({ rating: 3, comment: 'Boa sessão' })] });
    expect(await screen.findByText('Você já avaliou esta sessão')).toBeInTheDocument();
    const stars = within(screen.getByRole('radiogroup', { name: 'Você já avaliou esta sessão' })).getAllByRole('radio');
    expect(stars.map((star) => (star as HTMLInputElement).checked)).toEqual([false, false, true, false, false]);
    expect(screen.getByText('Boa sessão')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar Feedback' })).not.toBeInTheDocument();
  });

  it('waits for the session to be completed before asking', async () => {
    const { user } = await openFeedback({ photoSessions: [sessionRow({ status: 'confirmed' })] });
    expect(await screen.findByText('A avaliação fica disponível quando a sessão de fotos for concluída.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ver sessão' }));
    expect(await screen.findByText('rota: /sessao-fotos-confirmacao?sessionId=sess-1')).toBeInTheDocument();
  });

  it.each([
    ['a session that is not the owner’s', '/feedback-sessao-fotos?sessionId=sess-9'],
    ['no session id', '/feedback-sessao-fotos'],
  ])("says 'Sessão não encontrada' for %s", async (_case, route) => {
    await openFeedback({ photoSessions: [COMPLETED, sessionRow({ id: 'sess-9', user_id: 'u2', status: 'completed' })], route });
    expect(await screen.findByText('Sessão não encontrada')).toBeInTheDocument();
  });

  it("says 'Erro ao carregar avaliações' when the ratings cannot be read", async () => {
    await openFeedback({ override: (request) => (request.table === 'user_ratings' && request.operation === 'select' ? { error: { code: 'PGRST000', message: 'refused' }, status: 400 } : undefined) });
    expect(await screen.findByText('Erro ao carregar avaliações')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});
