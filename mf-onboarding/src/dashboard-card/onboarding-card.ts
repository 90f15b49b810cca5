import type { derivePropertyOnboarding, OnboardingStepId } from '@portal/shared/domain';

const DASHBOARD_ONBOARDING_STEPS = [
  { id: 'personal_data', label: 'Cadastro básico' },
  { id: 'banking_data', label: 'Conta bancária' },
  { id: 'property_registration', label: 'Cadastro do imóvel' },
  { id: 'photo_session', label: 'Agendamento de fotos' },
] as const satisfies ReadonlyArray<{ id: OnboardingStepId; label: string }>;

export interface OnboardingCard {
  /** `note`: the booked session with its date, under 'Agendamento de fotos'. */
  steps: Array<{ id: OnboardingStepId; label: string; done: boolean; note: string | null }>;
  /** The six-step percent of the progress pages: the card and the page never disagree. */
  percent: number;
  action: { label: 'Continuar cadastro' | 'Ver progresso detalhado'; route: string };
}

type Onboarding = Pick<ReturnType<typeof derivePropertyOnboarding>, 'steps' | 'progress' | 'photoSessionText'>;

/**
 * The dashboard onboarding card, read off the same derivation as the progress pages, the badges and the
 * alerts. 'Agendamento de fotos' is the booking: done once a session is booked, shown with its date
 * (the six-step photo session completes only when the provider confirms it). 'Continuar cadastro' leads
 * to the first of the four not done, where it can be done; with all four done, 'Ver progresso detalhado'
 * leads to /progresso-onboarding, where the wait for the provider shows.
 */
export function onboardingCard(onboarding: Onboarding): OnboardingCard {
  const byId = new Map(onboarding.steps.map((step) => [step.id, step]));
  const steps = DASHBOARD_ONBOARDING_STEPS.map(({ id, label }) => {
    const status = byId.get(id)?.status;
    const booked = id === 'photo_session' && status === 'pending';
    return { id, label, done: status === 'completed' || booked, note: id === 'photo_session' && onboarding.photoSessionText ? onboarding.photoSessionText : null };
  });
  const firstPending = steps.find((step) => !step.done);
  const route = firstPending ? byId.get(firstPending.id)?.target : null;
  return {
    steps,
    percent: onboarding.progress,
    action: firstPending ? { label: 'Continuar cadastro', route: route ?? '/progresso-onboarding' } : { label: 'Ver progresso detalhado', route: '/progresso-onboarding' },
  };
}
