import { isDashboardUnlocked, onboardingFlags, overallOnboardingStatus } from './onboarding-status';

const active = { is_draft: false, is_verified: true };
const pending = { is_draft: false, is_verified: false };
const draft = { is_draft: true, is_verified: false };

describe('overall onboarding status', () => {
  it.each([
    [false, 0, [], 'not_started'],
    [true, 0, [], 'in_progress'],
    [false, 33, [], 'in_progress'],
    [true, 83, [active], 'active'],
    [true, 83, [pending], 'in_progress'],
    [true, 100, [pending, draft], 'completed'],
    [true, 100, [{ is_draft: true, is_verified: true }], 'completed'],
    [true, 100, [pending, active], 'active'],
  ])('started %p at %i%% with %p is %s', (hasStarted, progress, properties, status) => {
    expect(overallOnboardingStatus({ hasStarted, progress, properties })).toBe(status);
  });
});

describe('onboarding flags', () => {
  it.each([
    ['a brand-new owner', 'not_started', [], [], { onboarded: false, showOnboarding: true, showProgressPanel: false, featuresBlocked: true }],
    ['an owner midway, no property', 'in_progress', [], [], { onboarded: false, showOnboarding: true, showProgressPanel: true, featuresBlocked: true }],
    ['an owner with a draft', 'in_progress', [draft], [], { onboarded: false, showOnboarding: false, showProgressPanel: false, featuresBlocked: true }],
    ['an owner whose finished property waits for photos', 'in_progress', [pending], [], { onboarded: false, featuresBlocked: true }],
    ['a completed owner without properties', 'completed', [], [], { onboarded: true, showOnboarding: false, showProgressPanel: false, featuresBlocked: false }],
    ['an owner with an active property', 'in_progress', [active], [], { onboarded: true, showOnboarding: false, featuresBlocked: false }],
  ] as const)('for %s (%s)', (_case, status, properties, stepStatuses, flags) => {
    expect(onboardingFlags({ status, properties, stepStatuses })).toMatchObject(flags);
  });

  it.each([
    ['in_progress', ['completed', 'available'], true],
    ['in_progress', ['completed', 'in_progress'], true],
    ['completed', ['completed', 'error'], true],
    ['in_progress', ['completed', 'locked', 'blocked', 'pending'], false],
    ['active', ['available'], false],
  ] as const)('with status %s and steps %p shows alerts: %p', (status, stepStatuses, show) => {
    expect(onboardingFlags({ status, properties: [], stepStatuses }).showAlerts).toBe(show);
  });

  it.each(['not_started', 'in_progress', 'completed', 'active'] as const)('with status %s the features are locked exactly when the dashboard is gated', (status) => {
    for (const properties of [[], [draft], [pending]]) {
      expect(onboardingFlags({ status, properties, stepStatuses: [] }).featuresBlocked).toBe(!isDashboardUnlocked(status));
    }
  });

  it.each([
    ['not_started', false],
    ['in_progress', false],
    ['completed', true],
    ['active', true],
  ] as const)('dashboard for %s is unlocked: %p', (status, unlocked) => {
    expect(isDashboardUnlocked(status)).toBe(unlocked);
  });
});
