import type { UnknownAction } from '@reduxjs/toolkit';
import { createPortalStore, type RootState } from '@portal/shared/store';
import {
  activePropertyChanged,
  onboardingReset,
  onboardingStarted,
  propertyRemoved,
  selectOnboarding,
  stepFailed,
  stepsCompleted,
  synced,
  type OnboardingState,
  type SyncPayload,
} from './onboarding-slice';

const NOW = '2025-03-05T12:00:00.000Z';
/** The onboarding state of a new portal store. */
const initialState = () => selectOnboarding(createPortalStore().getState());
/** The onboarding state after `action`, through a portal store holding `state`. */
function reduce(state: OnboardingState, action: UnknownAction): OnboardingState {
  const store = createPortalStore({ onboarding: state } as Partial<RootState>);
  store.dispatch(action);
  return selectOnboarding(store.getState());
}
const statuses = (state: OnboardingState) => state.steps.map((s) => s.status);

const sync = (overrides: Partial<SyncPayload> = {}): SyncPayload => ({
  now: NOW,
  started: true,
  ownerSteps: [],
  properties: [],
  ...overrides,
});

describe('onboarding store', () => {
  it('is injected into the portal store at module load', () => {
    const store = createPortalStore();
    expect(selectOnboarding(store.getState())).toMatchObject({ steps: expect.any(Array), overallProgress: 0, hasStartedOnboarding: false, isLoading: false, properties: [], activePropertyId: null });
    store.dispatch(onboardingStarted());
    expect(selectOnboarding(store.getState()).hasStartedOnboarding).toBe(true);
  });

  it.each([
    ['start', [onboardingStarted()], ['available', 'locked', 'locked', 'locked', 'locked', 'locked'], 0],
    [
      'personal data completed',
      [onboardingStarted(), stepsCompleted({ ids: ['personal_data'], now: NOW })],
      ['completed', 'available', 'locked', 'locked', 'locked', 'locked'],
      17,
    ],
    [
      'the owner wizard finished',
      [onboardingStarted(), stepsCompleted({ ids: ['personal_data', 'banking_data'], now: NOW })],
      ['completed', 'completed', 'available', 'locked', 'locked', 'locked'],
      33,
    ],
    [
      'an error on banking data',
      [onboardingStarted(), stepsCompleted({ ids: ['personal_data'], now: NOW }), stepFailed({ id: 'banking_data', message: 'Erro ao salvar' })],
      ['completed', 'error', 'locked', 'locked', 'locked', 'locked'],
      17,
    ],
    ['reset', [onboardingStarted(), stepsCompleted({ ids: ['personal_data'], now: NOW }), onboardingReset()], Array(6).fill('locked'), 0],
  ])('after %s the steps are %p with progress %i', (_name, actions, expected, progress) => {
    const state = actions.reduce(reduce, initialState());
    expect(statuses(state)).toEqual(expected);
    expect(state.overallProgress).toBe(progress);
  });

  it('keeps the error message and stamps completedAt', () => {
    let state = reduce(initialState(), onboardingStarted());
    state = reduce(state, stepFailed({ id: 'personal_data', message: 'Não foi possível salvar' }));
    expect(state.steps[0]).toMatchObject({ status: 'error', errorMessage: 'Não foi possível salvar' });
    state = reduce(state, stepsCompleted({ ids: ['personal_data'], now: NOW }));
    expect(state.steps[0]).toMatchObject({ status: 'completed', completedAt: NOW });
    expect(state.steps[0]).not.toHaveProperty('errorMessage');
  });

  it('reset clears the started flag', () => {
    const state = [onboardingStarted(), onboardingReset()].reduce(reduce, initialState());
    expect(state.hasStartedOnboarding).toBe(false);
  });

  it('a sync completes what the data shows, starts onboarding for a begun owner and stamps lastSyncAt', () => {
    const state = reduce(initialState(), synced(sync({ ownerSteps: ['personal_data', 'banking_data'] })));
    expect(statuses(state)).toEqual(['completed', 'completed', 'available', 'locked', 'locked', 'locked']);
    expect(state).toMatchObject({ hasStartedOnboarding: true, lastSyncAt: NOW, isLoading: false, overallProgress: 33 });
  });

  it('a sync for an owner who has not begun leaves everything locked', () => {
    const state = reduce(initialState(), synced(sync({ started: false })));
    expect(statuses(state)).toEqual(Array(6).fill('locked'));
    expect(state.lastSyncAt).toBe(NOW);
  });

  it.each([
    [[], '2025-03-18T12:00:00.000Z'],
    [['personal_data', 'banking_data'], '2025-03-14T12:00:00.000Z'],
    [['personal_data', 'banking_data', 'property_registration'], '2025-03-12T12:00:00.000Z'],
  ] as const)('a property with %p done is estimated for %s (7 days + 2 per unfinished high-priority step)', (completed, date) => {
    const state = reduce(initialState(), synced(sync({ properties: [{ id: 'p1', name: 'Casa', completed: [...completed] }] })));
    expect(state.properties[0]).toMatchObject({ id: 'p1', status: 'onboarding', estimatedCompletionDate: date });
  });

  it('gives each property its own steps and progress, and keeps the active one while it exists', () => {
    let state = reduce(
      initialState(),
      synced(sync({ properties: [{ id: 'a', name: 'A', completed: ['personal_data'] }, { id: 'b', name: 'B', completed: ['personal_data', 'banking_data', 'property_registration'] }] })),
    );
    expect(state.properties.map((p) => [p.id, p.progress])).toEqual([['a', 17], ['b', 50]]);
    expect(state.activePropertyId).toBe('a');
    state = reduce(state, activePropertyChanged('b'));
    state = reduce(state, synced(sync({ properties: [{ id: 'a', name: 'A', completed: [] }, { id: 'b', name: 'B', completed: [] }] })));
    expect(state.activePropertyId).toBe('b');
    state = reduce(state, activePropertyChanged('nope'));
    expect(state.activePropertyId).toBe('b');
  });

  it('switches the active property to another when it is removed, and to none when it was the last', () => {
    let state = reduce(initialState(), synced(sync({ properties: [{ id: 'a', name: 'A', completed: [] }, { id: 'b', name: 'B', completed: [] }] })));
    state = reduce(state, propertyRemoved('a'));
    expect(state.activePropertyId).toBe('b');
    state = reduce(state, propertyRemoved('b'));
    expect(state.activePropertyId).toBeNull();
  });
});
