import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { OnboardingStepId, OnboardingStoreStepStatus } from '@portal/shared/domain';
import { rootReducer, type RootState } from '@portal/shared/store';
import {
  completeSteps,
  estimatedCompletionDate,
  failStep,
  initialOnboardingState,
  markSynced,
  type OnboardingMachineState,
  setStepStatus,
  startOnboarding,
  type OnboardingStoreStep,
} from '../progress/onboarding-machine';

export interface PropertyOnboardingEntry {
  id: string;
  name: string;
  steps: OnboardingStoreStep[];
  progress: number;
  status: 'onboarding';
  /** ISO timestamp: 7 days + 2 per unfinished high-priority step from the last sync. */
  estimatedCompletionDate: string;
}

export interface OnboardingState extends OnboardingMachineState {
  isLoading: boolean;
  properties: PropertyOnboardingEntry[];
  activePropertyId: string | null;
}

export interface SyncPayload {
  /** ISO timestamp of the sync. */
  now: string;
  /** The owner has begun: a saved profile, or a step the data already completes. */
  started: boolean;
  ownerSteps: OnboardingStepId[];
  properties: Array<{ id: string; name: string; completed: OnboardingStepId[] }>;
}

function initialState(): OnboardingState {
  return { ...initialOnboardingState(), isLoading: false, properties: [], activePropertyId: null };
}

function machine(state: OnboardingState): OnboardingMachineState {
  return { steps: state.steps, overallProgress: state.overallProgress, hasStartedOnboarding: state.hasStartedOnboarding, lastSyncAt: state.lastSyncAt };
}

function withMachine(state: OnboardingState, next: OnboardingMachineState): OnboardingState {
  return { ...state, ...next };
}

function propertyEntry(id: string, name: string, completed: OnboardingStepId[], now: Date): PropertyOnboardingEntry {
  const steps = completeSteps(startOnboarding(initialOnboardingState()), completed, now);
  return {
    id,
    name,
    steps: steps.steps,
    progress: steps.overallProgress,
    status: 'onboarding',
    estimatedCompletionDate: estimatedCompletionDate(steps.steps, now).toISOString(),
  };
}

/** The active property stays while it exists; otherwise the first one, or none (spec: removing the active switches). */
function keepActive(current: string | null, properties: readonly PropertyOnboardingEntry[]): string | null {
  if (current && properties.some((p) => p.id === current)) return current;
  return properties[0]?.id ?? null;
}

/**
 * The onboarding store of spec part 1 §3–4. The spec's sync is a simulated one-second wait; here it is the real one:
 * after the owner's profile, properties and sessions load, `synced` completes what the data shows and stamps lastSyncAt.
 */
const onboardingSlice = createSlice({
  name: 'onboarding',
  initialState,
  reducers: {
    onboardingStarted: (state) => withMachine(state, startOnboarding(machine(state))),
    stepStatusChanged: (state, action: PayloadAction<{ id: OnboardingStepId; status: OnboardingStoreStepStatus; now: string }>) =>
      withMachine(state, setStepStatus(machine(state), action.payload.id, action.payload.status, new Date(action.payload.now))),
    stepsCompleted: (state, action: PayloadAction<{ ids: OnboardingStepId[]; now: string }>) =>
      withMachine(state, completeSteps(machine(state), action.payload.ids, new Date(action.payload.now))),
    stepFailed: (state, action: PayloadAction<{ id: OnboardingStepId; message: string }>) =>
      withMachine(state, failStep(machine(state), action.payload.id, action.payload.message)),
    onboardingReset: (state) => ({ ...initialState(), properties: state.properties, activePropertyId: state.activePropertyId }),
    syncStarted: (state) => {
      state.isLoading = true;
    },
    syncFailed: (state) => {
      state.isLoading = false;
    },
    synced: (state, action: PayloadAction<SyncPayload>) => {
      const { now, started, ownerSteps, properties } = action.payload;
      const at = new Date(now);
      let next = machine(state);
      if (started && !next.hasStartedOnboarding) next = startOnboarding(next);
      next = markSynced(completeSteps(next, ownerSteps, at), at);
      const entries = properties.map((p) => propertyEntry(p.id, p.name, p.completed, at));
      return { ...state, ...next, isLoading: false, properties: entries, activePropertyId: keepActive(state.activePropertyId, entries) };
    },
    activePropertyChanged: (state, action: PayloadAction<string>) => {
      if (state.properties.some((p) => p.id === action.payload)) state.activePropertyId = action.payload;
    },
    propertyRemoved: (state, action: PayloadAction<string>) => {
      state.properties = state.properties.filter((p) => p.id !== action.payload);
      state.activePropertyId = keepActive(state.activePropertyId, state.properties);
    },
  },
  selectors: {
    selectOnboarding: (state) => state,
    selectActivePropertyId: (state) => state.activePropertyId,
  },
});

export const {
  onboardingStarted,
  stepStatusChanged,
  stepsCompleted,
  stepFailed,
  onboardingReset,
  syncStarted,
  syncFailed,
  synced,
  activePropertyChanged,
  propertyRemoved,
} = onboardingSlice.actions;

// Injected at module load, never in an effect: any screen importing the slice finds its state in place.
const injectedOnboardingSlice = onboardingSlice.injectInto(rootReducer);

// The shell's RootState type is computed inside shared and cannot learn this remote's slice, so the selectors
// take the portal's state and read the injected part of it.
type WithOnboarding = { onboarding?: OnboardingState };
const own = (state: RootState) => state as unknown as WithOnboarding;

export const selectOnboarding = (state: RootState) => injectedOnboardingSlice.selectors.selectOnboarding(own(state));
