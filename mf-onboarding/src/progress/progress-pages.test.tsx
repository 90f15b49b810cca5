import { screen, within } from '@testing-library/react';
import { Route, Routes } from '@portal/shared/router';
import { FINISHED_PROFILE, ownerBackend, photoSession, property } from '../testing/fixtures';
import { renderOnboarding } from '../testing/render-onboarding';
import { OnboardingProgressPage, PropertyOnboardingPage } from './progress-pages';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

const step = (name: string) => screen.getByRole('listitem', { name: new RegExp(`^${name}:`) });

function renderProgress(route: string, data: Parameters<typeof ownerBackend>[0]) {
  return renderOnboarding(
    <Routes>
      <Route path="/progresso-onboarding" element={<OnboardingProgressPage />} />
      <Route path="/propriedade/:propertyId/onboarding" element={<PropertyOnboardingPage />} />
      <Route path="*" element={<p>Outra tela</p>} />
    </Routes>,
    { route, supabase: ownerBackend(data) },
  );
}

describe('onboarding progress screens', () => {
  it("shows 'Nenhuma propriedade encontrada' with the way to register one", async () => {
    const { user } = await renderProgress('/progresso-onboarding', { profile: FINISHED_PROFILE, properties: [] });
    expect(await screen.findByText('Nenhuma propriedade encontrada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar Propriedade' }));
    expect(await screen.findByText('Outra tela')).toBeInTheDocument();
  });

  it('derives the steps of a finished property waiting for its photo session, with the next step and Iniciar', async () => {
    const { user } = await renderProgress('/progresso-onboarding', { profile: FINISHED_PROFILE, properties: [property()], photoSessions: [] });
    expect(await screen.findByText('50%')).toBeInTheDocument();
    expect(screen.getByText('3 de 6 etapas concluídas')).toBeInTheDocument();
    expect(step('Dados pessoais')).toHaveTextContent('Concluído');
    expect(step('Sessão de fotos')).toHaveTextContent('Disponível');
    expect(step('Sessão de fotos')).toHaveTextContent('Tempo estimado: 2 h');
    // The provider approves after the photos: not open before them.
    expect(step('Aprovação interna')).toHaveTextContent('Bloqueado');
    expect(step('Ativação nas plataformas')).toHaveTextContent('Bloqueado');
    expect(within(step('Aprovação interna')).queryByRole('button')).not.toBeInTheDocument();
    const next = screen.getByRole('region', { name: 'Próxima etapa' });
    expect(next).toHaveTextContent('Sessão de fotos');
    expect(screen.getByText(/^Previsão de conclusão: \d{2}\/\d{2}\/\d{4}$/)).toBeInTheDocument();
    await user.click(within(next).getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('Outra tela')).toBeInTheDocument();
  });

  it("marks a booked session Pendente, and lets the selector switch properties", async () => {
    const { user } = await renderProgress('/progresso-onboarding', {
      profile: FINISHED_PROFILE,
      properties: [property(), property({ id: 'p2', property_name: 'Chalé da Serra', is_draft: true })],
      photoSessions: [photoSession('pending')],
    });
    expect(await screen.findByText('3 de 6 etapas concluídas')).toBeInTheDocument();
    expect(step('Sessão de fotos')).toHaveTextContent('Pendente');
    await user.click(screen.getByRole('combobox', { name: 'Propriedade' }));
    await user.click(await screen.findByRole('option', { name: 'Chalé da Serra' }));
    expect(await screen.findByText('2 de 6 etapas concluídas')).toBeInTheDocument();
    expect(step('Cadastro do imóvel')).toHaveTextContent('Disponível');
  });

  it("congratulates at 100% with 'Ver Calendário' to the property calendar", async () => {
    const { user } = await renderProgress('/propriedade/p1/onboarding', {
      profile: FINISHED_PROFILE,
      properties: [property({ is_verified: true })],
      photoSessions: [photoSession('completed')],
    });
    expect(await screen.findByText('6 de 6 etapas concluídas')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Casa da Praia' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Próxima etapa' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Ver Calendário/ }));
    expect(await screen.findByText('Outra tela')).toBeInTheDocument();
  });

  it("answers an unknown property with 'Propriedade não encontrada'", async () => {
    await renderProgress('/propriedade/p9/onboarding', { profile: FINISHED_PROFILE, properties: [property()] });
    expect(await screen.findByText('Propriedade não encontrada')).toBeInTheDocument();
  });
});
