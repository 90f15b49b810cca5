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
 * A property the provider has activated makes the owner active even under 100% (a profile saved before a
 * field became required): the listing is live, and its owner is "onboarded" (spec) — the one gate below
 * must not lock the calendar and earnings of a live listing.
 */
export function overallOnboardingStatus(input: {
  hasStarted: boolean;
  progress: number;
  properties: readonly FlagProperty[];
}): OnboardingStatus {
  if (input.properties.some(isActiveProperty)) return 'active';
  if (input.progress >= 100) return 'completed';
  return input.hasStarted || input.progress > 0 ? 'in_progress' : 'not_started';
}

export interface OnboardingFlags {
  onboarded: boolean;
  showOnboarding: boolean;
  showProgressPanel: boolean;
  showAlerts: boolean;
  /**
   * Finance, calendar, reservations and messages are locked: the one gate every control reads (quick
   * menu, bottom bar, quick actions, the gated routes) and the dashboard's own (isDashboardUnlocked).
   */
  featuresBlocked: boolean;
}

/**
 * The gates the shell and dashboard read. Any property row counts as "a property", drafts included.
 *
 * The spec has two gates: features "blocked when there are no properties and the user is not
 * onboarded", and the dashboard replaced by the onboarding gate, with calendar, messages and finance
 * locked, while the status is neither active nor completed. Side by side they told an owner with a
 * draft that Financeiro was open (menu, bottom bar) and 'Disponível após o cadastro' (quick actions).
 * One gate: features open exactly when the dashboard does — the owner is onboarded.
 */
export function onboardingFlags(input: {
  status: OnboardingStatus;
  properties: readonly FlagProperty[];
  stepStatuses: ReadonlyArray<OnboardingStoreStepStatus | ProgressStepStatus>;
}): OnboardingFlags {
  const { status, properties, stepStatuses } = input;
  const noProperties = properties.length === 0;
  const onboarded = properties.some(isActiveProperty) || isDashboardUnlocked(status);
  return {
    onboarded,
    showOnboarding: noProperties && (status === 'not_started' || status === 'in_progress'),
    showProgressPanel: noProperties && status === 'in_progress',
    showAlerts: status !== 'active' && stepStatuses.some((s) => s === 'error' || s === 'available' || s === 'in_progress'),
    featuresBlocked: !onboarded,
  };
}

/** The dashboard shows itself only when onboarding is active or completed; otherwise the onboarding gate. */
export function isDashboardUnlocked(status: OnboardingStatus): boolean {
  return status === 'active' || status === 'completed';
}
