import { type OnboardingStepId, onboardingStepTarget } from '@portal/shared/domain';

export const DASHBOARD_ONBOARDING_STEPS = [
  { id: 'personal_data', label: 'Cadastro básico' },
  { id: 'banking_data', label: 'Conta bancária' },
  { id: 'property_registration', label: 'Cadastro do imóvel' },
  { id: 'photo_session', label: 'Agendamento de fotos' },
] as const satisfies ReadonlyArray<{ id: OnboardingStepId; label: string }>;

export interface OnboardingCard {
  steps: Array<{ id: OnboardingStepId; label: string; done: boolean }>;
  /** Rounded percent of the four steps the card lists. */
  percent: number;
  action: { label: 'Continuar cadastro' | 'Ver progresso detalhado'; route: string };
}

/**
 * The dashboard onboarding card. 'Continuar cadastro' leads to the first pending of its four steps; when all
 * four are done, 'Ver progresso detalhado' leads to /progresso-onboarding. The percent is of the four steps
 * the card shows (the spec says "percent done" next to the four; the six-step percent lives on the progress page).
 */
export function onboardingCard(completed: ReadonlySet<OnboardingStepId>): OnboardingCard {
  const steps = DASHBOARD_ONBOARDING_STEPS.map((step) => ({ id: step.id, label: step.label, done: completed.has(step.id) }));
  const firstPending = steps.find((step) => !step.done);
  const percent = Math.round((steps.filter((s) => s.done).length / steps.length) * 100);
  return {
    steps,
    percent,
    action: firstPending
      ? { label: 'Continuar cadastro', route: onboardingStepTarget(firstPending.id) ?? '/progresso-onboarding' }
      : { label: 'Ver progresso detalhado', route: '/progresso-onboarding' },
  };
}
