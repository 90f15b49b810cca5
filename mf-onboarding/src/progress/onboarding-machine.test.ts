import {
  completeSteps,
  estimatedCompletionDate,
  failStep,
  initialOnboardingState,
  markSynced,
  setStepStatus,
  startOnboarding,
} from './onboarding-machine';

const NOW = new Date('2025-03-05T12:00:00Z');
const statusList = (state: ReturnType<typeof initialOnboardingState>) => state.steps.map((s) => s.status);

describe('onboarding step machine', () => {
  it('starts with every step locked and progress 0', () => {
    const state = initialOnboardingState();
    expect(statusList(state)).toEqual(Array(6).fill('locked'));
    expect(state).toMatchObject({ overallProgress: 0, hasStartedOnboarding: false, lastSyncAt: null });
  });

  it('makes the first step available when onboarding starts', () => {
    const state = startOnboarding(initialOnboardingState());
    expect(statusList(state)).toEqual(['available', 'locked', 'locked', 'locked', 'locked', 'locked']);
    expect(state.hasStartedOnboarding).toBe(true);
  });

  it('unlocks a step once all its dependencies are completed, and stamps completedAt', () => {
    let state = startOnboarding(initialOnboardingState());
    state = completeSteps(state, ['personal_data'], NOW);
    expect(statusList(state)).toEqual(['completed', 'available', 'locked', 'locked', 'locked', 'locked']);
    expect(state.steps[0]?.completedAt).toBe('2025-03-05T12:00:00.000Z');
    expect(state.overallProgress).toBe(17);

    state = completeSteps(state, ['banking_data'], NOW);
    expect(statusList(state)).toEqual(['completed', 'completed', 'available', 'locked', 'locked', 'locked']);
    expect(state.overallProgress).toBe(33);
  });

  it('keeps internal approval locked until all four steps before it are completed', () => {
    let state = completeSteps(startOnboarding(initialOnboardingState()), ['personal_data', 'banking_data', 'property_registration'], NOW);
    expect(state.steps[4]?.status).toBe('locked');
    state = completeSteps(state, ['photo_session'], NOW);
    expect(state.steps[4]?.status).toBe('available');
    expect(state.overallProgress).toBe(67);
  });

  it('records an error with its message and clears it on the next status', () => {
    let state = failStep(startOnboarding(initialOnboardingState()), 'personal_data', 'Falha ao salvar');
    expect(state.steps[0]).toMatchObject({ status: 'error', errorMessage: 'Falha ao salvar' });
    state = setStepStatus(state, 'personal_data', 'in_progress', NOW);
    expect(state.steps[0]).toMatchObject({ status: 'in_progress' });
    expect(state.steps[0]).not.toHaveProperty('errorMessage');
  });

  it('sync only stamps lastSyncAt', () => {
    const state = initialOnboardingState();
    expect(markSynced(state, NOW)).toEqual({ ...state, lastSyncAt: '2025-03-05T12:00:00.000Z' });
  });
});

describe('estimated completion date (7 days + 2 per unfinished high-priority step)', () => {
  it.each([
    [0, '2025-03-18T12:00:00.000Z'],
    [1, '2025-03-16T12:00:00.000Z'],
    [3, '2025-03-12T12:00:00.000Z'],
  ])('with %i high-priority steps completed is %s', (done, date) => {
    const state = completeSteps(initialOnboardingState(), (['personal_data', 'banking_data', 'property_registration'] as const).slice(0, done), NOW);
    expect(estimatedCompletionDate(state.steps, NOW).toISOString()).toBe(date);
  });
});
