import { derivePropertyOnboarding, type OnboardingStepId, type PhotoSessionRow, type ProfileRow, type ProgressStepStatus, type PropertyListRow, type PropertyRow } from '@portal/shared/domain';

export type ProgressBadge = 'Concluído' | 'Disponível' | 'Bloqueado' | 'Pendente';

export const PROGRESS_BADGES = {
  completed: 'Concluído',
  available: 'Disponível',
  blocked: 'Bloqueado',
  pending: 'Pendente',
} as const satisfies Record<string, ProgressBadge>;

export interface ProgressStep {
  id: OnboardingStepId;
  title: string;
  description: string;
  estimatedTime: string;
  status: ProgressStepStatus;
  target: string | null;
}

export interface PropertyProgress {
  steps: ProgressStep[];
  completedCount: number;
  /** Rounded percent of the six steps. */
  progress: number;
  isComplete: boolean;
  nextStep: ProgressStep | null;
  photoSessionText: string | null;
}

/**
 * The six steps of one property as the progress screens show them (spec part 1 §4 derivation): the same rule the
 * shell's gate reads, applied to this property alone.
 */
export function propertyProgress(input: {
  profile: ProfileRow | null | undefined;
  property: PropertyListRow | null;
  photoSessions: readonly PhotoSessionRow[];
}): PropertyProgress {
  return derivePropertyOnboarding({ profile: input.profile, property: input.property, photoSessions: input.photoSessions });
}

/** 'n de 6 etapas concluídas' */
export function completedCountText(completed: number, total = 6): string {
  return `${completed} de ${total} etapas concluídas`;
}

/**
 * What the next-step card says under its title; the provider's steps have no button, only a wait.
 * `sessionText` names the booked session with its date, so the owner sees what is booked and when.
 */
export function nextStepHint(step: Pick<ProgressStep, 'id' | 'status' | 'target'>, sessionText: string | null = null): string {
  if (step.status === 'pending' && step.id === 'photo_session') {
    return sessionText ? `${sessionText}. Aguarde a confirmação do fotógrafo.` : 'Sua sessão está agendada. Aguarde a confirmação do fotógrafo.';
  }
  if (step.status === 'pending' && step.id === 'internal_approval') {
    return `${sessionText ?? 'Sua sessão de fotos está confirmada'}. A aprovação começa depois da sessão.`;
  }
  if (!step.target) return 'Esta etapa é feita pela nossa equipe. Avisaremos quando estiver concluída.';
  return 'Continue de onde parou.';
}

/** Steps with a button: 'Iniciar' on available steps that the owner does (the spec's targets). */
export function canStart(step: Pick<ProgressStep, 'status' | 'target'>): boolean {
  return step.status === 'available' && step.target !== null;
}

export const propertyLabel = (property: Pick<PropertyRow, 'property_name'>) => (property.property_name ?? '').trim() || 'Propriedade sem nome';

