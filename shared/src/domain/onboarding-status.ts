import type { ProgressStepStatus } from './property-onboarding';
import { isActiveProperty } from './property-status';
import type { PropertyRow } from './rows';

/** The onboarding store's step vocabulary (older than the progress screens' one). */
export type OnboardingStoreStepStatus = 'locked' | 'available' | 'in_progress' | 'completed' | 'error';

export type OnboardingStatus = 'not_started' | 'in_progress' | 'completed' | 'active';

type FlagProperty = Pick<PropertyRow, 'is_draft' | 'is_verified'>;

/**
 * Overall status (spec part 1 §4): not_started; in_progress (begun, under 100%); completed (100% but no
 * verified non-draft property); active (100% and an active property). "Begun" is the store's started flag or
 * any progress at all — an owner whose saved data already completes a step has begun.
 */
export function overallOnboardingStatus(input: {
  hasStarted: boolean;
  progress: number;
  properties: readonly FlagProperty[];
}): OnboardingStatus {
  if (input.progress >= 100) return input.properties.some(isActiveProperty) ? 'active' : 'completed';
  return input.hasStarted || input.progress > 0 ? 'in_progress' : 'not_started';
}

export interface OnboardingFlags {
  onboarded: boolean;
  showOnboarding: boolean;
  showProgressPanel: boolean;
  showAlerts: boolean;
  /** Finance, calendar, reservations and messages are locked. */
  featuresBlocked: boolean;
}

/** The gates the shell and dashboard read. Any property row counts as "a property", drafts included. */
export function onboardingFlags(input: {
  status: OnboardingStatus;
  properties: readonly FlagProperty[];
  stepStatuses: ReadonlyArray<OnboardingStoreStepStatus | ProgressStepStatus>;
}): OnboardingFlags {
  const { status, properties, stepStatuses } = input;
  const noProperties = properties.length === 0;
  const onboarded = properties.some(isActiveProperty) || status === 'active' || status === 'completed';
  return {
    onboarded,
    showOnboarding: noProperties && (status === 'not_started' || status === 'in_progress'),
    showProgressPanel: noProperties && status === 'in_progress',
    showAlerts: status !== 'active' && stepStatuses.some((s) => s === 'error' || s === 'available' || s === 'in_progress'),
    featuresBlocked: noProperties && !onboarded,
  };
}

/** The dashboard shows itself only when onboarding is active or completed; otherwise the onboarding gate. */
export function isDashboardUnlocked(status: OnboardingStatus): boolean {
  return status === 'active' || status === 'completed';
}
