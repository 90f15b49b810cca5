import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@portal/shared/router';
import { FINISHED_PROFILE, ownerBackend, photoSession, property } from '../testing/fixtures';
import { renderOnboarding } from '../testing/render-onboarding';
import { OnboardingCardWidget } from './onboarding-card-widget';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

function Where() {
  const location = useLocation();
  return <p>Em {location.pathname}</p>;
}

function renderCard(data: Parameters<typeof ownerBackend>[0]) {
  return renderOnboarding(
    <Routes>
      <Route path="/dashboard" element={<OnboardingCardWidget />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { route: '/dashboard', supabase: ownerBackend(data) },
  );
}

describe('onboarding-card widget', () => {
  it.each([
    ['nothing saved', { profile: null }, '0%', 'Continuar cadastro', '/cadastro-proprietario'],
    ['owner data saved', { profile: FINISHED_PROFILE }, '33%', 'Continuar cadastro', '/cadastro-imovel'],
    // The progress page's six-step percent, not a percent of the four steps the card lists.
    ['a finished property', { profile: FINISHED_PROFILE, properties: [property()] }, '50%', 'Continuar cadastro', '/sessao-fotos-intro'],
    ['photos booked', { profile: FINISHED_PROFILE, properties: [property()], photoSessions: [photoSession('pending')] }, '50%', 'Ver progresso detalhado', '/progresso-onboarding'],
    ['photos confirmed', { profile: FINISHED_PROFILE, properties: [property()], photoSessions: [photoSession('confirmed')] }, '67%', 'Ver progresso detalhado', '/progresso-onboarding'],
  ])('with %s shows %s and leads with %p to %s', async (_name, data, percent, action, route) => {
    const { user } = await renderCard(data);
    expect(await screen.findByText(percent)).toBeInTheDocument();
    for (const label of ['Cadastro básico', 'Conta bancária', 'Cadastro do imóvel', 'Agendamento de fotos']) expect(screen.getByText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: action }));
    expect(await screen.findByText(`Em ${route}`)).toBeInTheDocument();
  });

  it("ticks 'Agendamento de fotos' once a session is booked, with its date", async () => {
    await renderCard({ profile: FINISHED_PROFILE, properties: [property()], photoSessions: [photoSession('pending')] });
    expect(await screen.findByRole('listitem', { name: 'Agendamento de fotos: concluído' })).toHaveTextContent('Sessão de fotos agendada para 20/03/2025, Manhã (8h às 12h)');
  });
});
