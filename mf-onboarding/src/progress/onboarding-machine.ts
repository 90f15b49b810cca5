// The store-style step machine (older vocabulary: locked / available / in_progress / completed / error) as
// pure reducers: each takes a state and returns a new one, so a Redux slice can call them directly.
import {
  ONBOARDING_STEPS,
  onboardingProgress,
  type OnboardingStepId,
  onboardingStepTarget,
  type OnboardingStoreStepStatus,
  type StepPriority,
} from '@portal/shared/domain';

export interface OnboardingStoreStep {
  id: OnboardingStepId;
  title: string;
  description: string;
  status: OnboardingStoreStepStatus;
  route: string | null;
  dependencies: OnboardingStepId[];
  priority: StepPriority;
  estimatedTime: string;
  errorMessage?: string;
  /** ISO timestamp stamped when the step completes. */
  completedAt?: string;
}

export interface OnboardingMachineState {
  steps: OnboardingStoreStep[];
  /** Rounded percent of completed steps. */
  overallProgress: number;
  hasStartedOnboarding: boolean;
  lastSyncAt: string | null;
}

const BASE_COMPLETION_DAYS = 7;
const DAYS_PER_UNFINISHED_HIGH_PRIORITY_STEP = 2;

/** Everything starts locked. */
export function initialOnboardingState(): OnboardingMachineState {
  return {
    steps: ONBOARDING_STEPS.map((step) => ({
      id: step.id,
      title: step.title,
      description: step.description,
      status: 'locked',
      route: onboardingStepTarget(step.id),
      dependencies: [...step.dependencies],
      priority: step.priority,
      estimatedTime: step.estimatedTime,
    })),
    overallProgress: 0,
    hasStartedOnboarding: false,
    lastSyncAt: null,
  };
}

function settle(steps: OnboardingStoreStep[], base: OnboardingMachineState): OnboardingMachineState {
  const completed = new Set(steps.filter((s) => s.status === 'completed').map((s) => s.id));
  const unlocked = steps.map((step) =>
    step.status === 'locked' && step.dependencies.every((dep) => completed.has(dep)) ? { ...step, status: 'available' as const } : step,
  );
  return { ...base, steps: unlocked, overallProgress: onboardingProgress(completed.size) };
}

/** Starting makes the first step available. */
export function startOnboarding(state: OnboardingMachineState): OnboardingMachineState {
  const steps = state.steps.map((step, index) => (index === 0 && step.status === 'locked' ? { ...step, status: 'available' as const } : step));
  return settle(steps, { ...state, hasStartedOnboarding: true });
}

/**
 * Any status change: completing stamps completedAt; afterwards every locked step whose dependencies are all
 * completed becomes available, and progress is recalculated.
 */
export function setStepStatus(
  state: OnboardingMachineState,
  id: OnboardingStepId,
  status: OnboardingStoreStepStatus,
  now: Date,
): OnboardingMachineState {
  const steps = state.steps.map((step) => {
    if (step.id !== id) return step;
    const next: OnboardingStoreStep = { ...step, status };
    if (status === 'completed') next.completedAt = step.completedAt ?? now.toISOString();
    if (status !== 'error') delete next.errorMessage;
    return next;
  });
  return settle(steps, state);
}

function completeStep(state: OnboardingMachineState, id: OnboardingStepId, now: Date): OnboardingMachineState {
  return setStepStatus(state, id, 'completed', now);
}

/** Marks several steps done at once (auto-sync after data load). */
export function completeSteps(state: OnboardingMachineState, ids: Iterable<OnboardingStepId>, now: Date): OnboardingMachineState {
  let next = state;
  for (const id of ids) {
    if (next.steps.find((s) => s.id === id)?.status !== 'completed') next = completeStep(next, id, now);
  }
  return next;
}

export function failStep(state: OnboardingMachineState, id: OnboardingStepId, message: string): OnboardingMachineState {
  const steps = state.steps.map((step) => (step.id === id ? { ...step, status: 'error' as const, errorMessage: message } : step));
  return settle(steps, state);
}

/** The server sync is simulated: it only stamps the last sync time. */
export function markSynced(state: OnboardingMachineState, now: Date): OnboardingMachineState {
  return { ...state, lastSyncAt: now.toISOString() };
}

/** 7 days + 2 days per unfinished high-priority step, from `now`. */
export function estimatedCompletionDate(steps: ReadonlyArray<Pick<OnboardingStoreStep, 'priority' | 'status'>>, now: Date): Date {
  const unfinishedHigh = steps.filter((s) => s.priority === 'high' && s.status !== 'completed').length;
  const days = BASE_COMPLETION_DAYS + DAYS_PER_UNFINISHED_HIGH_PRIORITY_STEP * unfinishedHigh;
  return new Date(now.getTime() + days * 86_400_000);
}
