import { ONBOARDING_STEPS, onboardingProgress } from './onboarding-steps';

describe('onboarding steps', () => {
  it('lists the six steps in order with the six-step screens estimated times', () => {
    expect(ONBOARDING_STEPS.map((s) => [s.id, s.estimatedTime])).toEqual([
      ['personal_data', '5 min'],
      ['banking_data', '3 min'],
      ['property_registration', '10 min'],
      ['photo_session', '2 h'],
      ['internal_approval', '2-3 dias'],
      ['platform_activation', '1 dia'],
    ]);
  });

  it.each([
    ['personal_data', []],
    ['banking_data', ['personal_data']],
    ['property_registration', ['personal_data', 'banking_data']],
    ['photo_session', ['property_registration']],
    ['internal_approval', ['personal_data', 'banking_data', 'property_registration', 'photo_session']],
    ['platform_activation', ['internal_approval']],
  ] as const)('%s depends on %p', (id, deps) => {
    expect(ONBOARDING_STEPS.find((step) => step.id === id)?.dependencies).toEqual(deps);
  });

  it.each([
    [0, 0],
    [1, 17],
    [2, 33],
    [3, 50],
    [4, 67],
    [5, 83],
    [6, 100],
  ])('%i of 6 steps done is %i%%', (done, percent) => {
    expect(onboardingProgress(done)).toBe(percent);
  });
});
