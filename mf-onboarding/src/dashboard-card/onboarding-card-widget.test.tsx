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
    ['owner data saved', { profile: FINISHED_PROFILE }, '50%', 'Continuar cadastro', '/cadastro-imovel'],
    ['a finished property', { profile: FINISHED_PROFILE, properties: [property()] }, '75%', 'Continuar cadastro', '/sessao-fotos-intro'],
    ['photos confirmed', { profile: FINISHED_PROFILE, properties: [property()], sessions: [photoSession('confirmed')] }, '100%', 'Ver progresso detalhado', '/progresso-onboarding'],
  ])('with %s shows %s and leads with %p to %s', async (_name, data, percent, action, route) => {
    const { user } = await renderCard(data);
    expect(await screen.findByText(percent)).toBeInTheDocument();
    for (const label of ['Cadastro básico', 'Conta bancária', 'Cadastro do imóvel', 'Agendamento de fotos']) expect(screen.getByText(label)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: action }));
    expect(await screen.findByText(`Em ${route}`)).toBeInTheDocument();
  });
});
