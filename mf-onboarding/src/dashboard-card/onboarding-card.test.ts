import type { OnboardingStepId } from '@portal/shared/domain';
import { onboardingCard } from './onboarding-card';

describe('dashboard onboarding card', () => {
  it('lists the four steps with their labels', () => {
    expect(onboardingCard(new Set()).steps.map((s) => s.label)).toEqual([
      'Cadastro básico',
      'Conta bancária',
      'Cadastro do imóvel',
      'Agendamento de fotos',
    ]);
  });

  it.each([
    [[], 0, 'Continuar cadastro', '/cadastro-proprietario'],
    [['personal_data'], 25, 'Continuar cadastro', '/cadastro-proprietario'],
    [['personal_data', 'banking_data'], 50, 'Continuar cadastro', '/cadastro-imovel'],
    [['personal_data', 'banking_data', 'property_registration'], 75, 'Continuar cadastro', '/sessao-fotos-intro'],
    [['banking_data', 'property_registration', 'photo_session'], 75, 'Continuar cadastro', '/cadastro-proprietario'],
    [['personal_data', 'banking_data', 'property_registration', 'photo_session'], 100, 'Ver progresso detalhado', '/progresso-onboarding'],
  ] as const)('with %p done shows %i%% and %s to %s', (done, percent, label, route) => {
    const card = onboardingCard(new Set<OnboardingStepId>(done));
    expect(card.percent).toBe(percent);
    expect(card.action).toEqual({ label, route });
  });
});
