import { ONBOARDING_STEPS, onboardingProgress, type OnboardingStepId } from './onboarding-steps';
import { displayPropertyStatus, liveSessionOf, sessionWhenText, type PropertyDisplayStatus } from './property-status';
import type { PhotoSessionRow, ProfileRow, PropertyRow } from './rows';
import { isBlank } from './validate-with';

/** Vocabulary of the six-step progress screens. */
export type ProgressStepStatus = 'pending' | 'available' | 'blocked' | 'completed';

export type OnboardingProfile = Partial<
  Pick<ProfileRow, 'full_name' | 'email' | 'phone' | 'document' | 'document_type' | 'birth_date' | 'bank_name' | 'bank_agency' | 'bank_account' | 'bank_account_type'>
>;
export type OnboardingProperty = Pick<PropertyRow, 'id' | 'is_draft' | 'is_verified'> &
  Partial<Pick<PropertyRow, 'property_name' | 'location_type' | 'property_type' | 'address_street' | 'address_number' | 'address_city' | 'address_state' | 'address_postal_code' | 'bedrooms' | 'bathrooms' | 'guest_capacity'>>;
export type OnboardingSession = Pick<PhotoSessionRow, 'id' | 'property_id' | 'status' | 'date' | 'time_slot'>;

const filled = (...values: unknown[]) => values.every((v) => !isBlank(v));

function hasPersonalData(profile: OnboardingProfile | null | undefined): boolean {
  return !!profile && filled(profile.full_name, profile.email, profile.phone, profile.document, profile.document_type);
}

function hasBankData(profile: OnboardingProfile | null | undefined): boolean {
  return !!profile && filled(profile.bank_name, profile.bank_agency, profile.bank_account, profile.bank_account_type);
}

/**
 * Where each step's "Iniciar"/"Continuar" leads; approval and activation are the provider's and have none.
 * A booked photo session leads to that session (its date and status), not to booking another.
 */
export function onboardingStepTarget(id: OnboardingStepId, propertyId?: string | null, bookedSessionId?: string | null): string | null {
  switch (id) {
    case 'personal_data':
    case 'banking_data':
      return '/cadastro-proprietario';
    case 'property_registration':
      return propertyId ? `/cadastro-imovel/etapas?propertyId=${encodeURIComponent(propertyId)}` : '/cadastro-imovel';
    case 'photo_session':
      return bookedSessionId ? `/sessao-fotos-confirmacao?sessionId=${encodeURIComponent(bookedSessionId)}` : '/sessao-fotos-intro';
    default:
      return null;
  }
}

export interface ProgressStep {
  id: OnboardingStepId;
  title: string;
  description: string;
  estimatedTime: string;
  status: ProgressStepStatus;
  target: string | null;
}

export interface PropertyOnboarding {
  steps: ProgressStep[];
  completedCount: number;
  /** Rounded percent of 6. */
  progress: number;
  isComplete: boolean;
  nextStep: ProgressStep | null;
  /** The booked or confirmed session the property waits on, with its date; null when none. */
  photoSession: OnboardingSession | null;
  /** 'Sessão de fotos agendada para 14/12/2026, Manhã (8h às 12h)', or null without one. */
  photoSessionText: string | null;
}

/**
 * The six steps of one property as the progress screens show them (spec part 1 §4, part 2 §4).
 *
 * Readings chosen where the spec is loose:
 * - A step whose own condition is met shows completed even if an earlier step is not (an active property whose
 *   owner never filled the phone still shows its activation done); "blocked until ..." applies otherwise.
 * - 'pending' is used for the photo session once it is booked but not yet confirmed — the owner has acted and
 *   waits on the provider — and for the internal approval once the session is confirmed but not yet done:
 *   the provider approves only after a completed session (and the property shows 'Aguardando fotos' until then).
 * - platform_activation is "available once internal approval is complete", but approval completes exactly when the
 *   property is active, which already completes activation; so with row data it goes blocked → completed.
 */
export function derivePropertyOnboarding(input: {
  profile: OnboardingProfile | null | undefined;
  property: OnboardingProperty | null | undefined;
  photoSessions: readonly OnboardingSession[];
  sampleIds?: ReadonlySet<string>;
}): PropertyOnboarding {
  const { profile, property, photoSessions } = input;
  const personal = hasPersonalData(profile);
  const bank = hasBankData(profile);
  const registered = !!property && !property.is_draft;
  const status: PropertyDisplayStatus | null = property ? displayPropertyStatus(property, photoSessions, input.sampleIds) : null;
  const propertySessions = property ? photoSessions.filter((s) => s.property_id === property.id) : [];
  const active = status === 'active';
  // An active listing has been photographed (auto-sync reads it the same way), even without a session row.
  const photosDone = active || propertySessions.some((s) => s.status === 'confirmed' || s.status === 'completed');
  const photosBooked = propertySessions.some((s) => s.status === 'pending' || s.status === 'rescheduled');
  const photoSession = property ? liveSessionOf(property.id, photoSessions) : null;
  const awaitingApproval = status === 'pending_approval' || status === 'pending_internal';

  const statusOf: Record<OnboardingStepId, ProgressStepStatus> = {
    personal_data: personal ? 'completed' : 'available',
    banking_data: bank ? 'completed' : personal ? 'available' : 'blocked',
    property_registration: registered ? 'completed' : personal && bank ? 'available' : 'blocked',
    photo_session: photosDone ? 'completed' : !registered ? 'blocked' : photosBooked ? 'pending' : 'available',
    internal_approval: active ? 'completed' : awaitingApproval ? 'available' : photosDone && registered ? 'pending' : 'blocked',
    platform_activation: active ? 'completed' : 'blocked',
  };

  const steps = ONBOARDING_STEPS.map((step) => ({
    id: step.id,
    title: step.title,
    description: step.description,
    estimatedTime: step.estimatedTime,
    status: statusOf[step.id],
    target: onboardingStepTarget(step.id, property?.id, photoSession?.id),
  }));
  const completedCount = steps.filter((s) => s.status === 'completed').length;
  const progress = onboardingProgress(completedCount);
  return {
    steps,
    completedCount,
    progress,
    isComplete: progress === 100,
    nextStep: steps.find((s) => s.status === 'available') ?? steps.find((s) => s.status === 'pending') ?? null,
    photoSession,
    photoSessionText: photoSession ? sessionWhenText(photoSession) : null,
  };
}
