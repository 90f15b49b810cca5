import type { Alert } from './alerts';
import { deriveAlerts } from './alerts';
import { onboardingFlags, overallOnboardingStatus, type OnboardingFlags, type OnboardingStatus } from './onboarding-status';
import { derivePropertyOnboarding, type OnboardingProfile, type OnboardingProperty, type PropertyOnboarding } from './property-onboarding';
import { photoCoverage } from './photo-session';
import { quickMenuItems, type QuickMenuItem } from './quick-menu';
import type { PhotoSessionRow } from './rows';

export interface OwnerOverviewInput {
  profile: (OnboardingProfile & { id?: string }) | null | undefined;
  properties: readonly OnboardingProperty[];
  photoSessions: ReadonlyArray<Pick<PhotoSessionRow, 'id' | 'property_id' | 'status' | 'date' | 'time_slot'>>;
  /** The owner chose to start onboarding (e.g. 'Cadastrar Propriedade'), even before saving anything. */
  startedOnboarding?: boolean;
  supportUrl?: string | null;
  dismissedAlertIds?: ReadonlySet<string>;
}

export interface OwnerOverview {
  status: OnboardingStatus;
  /** The six steps of the owner's most advanced property (or of none yet). */
  onboarding: PropertyOnboarding;
  flags: OnboardingFlags;
  /** Every property has a completed photo session. */
  allPropertiesPhotographed: boolean;
  /** Some property still has no completed photo session. */
  somePropertyLacksCompletedSession: boolean;
  quickMenu: QuickMenuItem[];
  alerts: Alert[];
}

/**
 * The owner-level view the shell and every remote read (spec part 1 §4, part 2 §4). An owner with
 * several properties is as far along as the most advanced one: one active property unlocks the
 * portal even while another is still a draft.
 */
export function deriveOwnerOverview(input: OwnerOverviewInput): OwnerOverview {
  const { profile, properties, photoSessions } = input;
  const candidates = properties.length > 0 ? properties : [null];
  const perProperty = candidates.map((property) => derivePropertyOnboarding({ profile, property, photoSessions }));
  const onboarding = perProperty.reduce((best, current) => (current.progress > best.progress ? current : best));
  const hasStarted = Boolean(input.startedOnboarding || profile);
  const status = overallOnboardingStatus({ hasStarted, progress: onboarding.progress, properties });
  const flags = onboardingFlags({ status, properties, stepStatuses: onboarding.steps.map((step) => step.status) });

  const { allPropertiesPhotographed, somePropertyLacksCompletedSession } = photoCoverage(properties, photoSessions);
  const onlyProperty = properties.length === 1 ? properties[0] : undefined;

  return {
    status,
    onboarding,
    flags,
    allPropertiesPhotographed,
    somePropertyLacksCompletedSession,
    quickMenu: quickMenuItems({
      propertyCount: properties.length,
      allPropertiesPhotographed,
      somePropertyLacksCompletedSession,
      showOnboarding: flags.showOnboarding,
      onboarded: flags.onboarded,
      featuresBlocked: flags.featuresBlocked,
      singlePropertyId: onlyProperty?.id ?? null,
      supportUrl: input.supportUrl ?? null,
    }),
    alerts: deriveAlerts({ showAlerts: flags.showAlerts, nextStep: onboarding.nextStep, photoSessions, dismissedIds: input.dismissedAlertIds }),
  };
}
