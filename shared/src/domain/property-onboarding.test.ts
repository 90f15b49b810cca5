import {
  derivePropertyOnboarding,
  onboardingCountText,
  onboardingStepTarget,
  type OnboardingProfile,
  type OnboardingProperty,
} from './property-onboarding';

const personal: OnboardingProfile = { full_name: 'Ana', email: 'a@x.com', phone: '11987654321', document: '52998224725', document_type: 'cpf' };
const bank: OnboardingProfile = { bank_name: 'Itaú', bank_agency: '1', bank_account: '2', bank_account_type: 'corrente' };
const property = (flags: Partial<OnboardingProperty> = {}): OnboardingProperty => ({
  id: 'p1',
  is_draft: false,
  is_verified: false,
  description: null,
  amenities: [],
  property_name: 'Casa',
  ...flags,
});

function statuses(input: Parameters<typeof derivePropertyOnboarding>[0]) {
  return derivePropertyOnboarding(input).steps.map((s) => s.status);
}

describe('per-property onboarding steps', () => {
  it.each([
    ['a new owner', { profile: null, property: null, sessions: [] }, ['available', 'blocked', 'blocked', 'blocked', 'blocked', 'blocked']],
    ['whitespace personal data', { profile: { ...personal, phone: ' ' }, property: null, sessions: [] }, ['available', 'blocked', 'blocked', 'blocked', 'blocked', 'blocked']],
    ['personal data done', { profile: personal, property: null, sessions: [] }, ['completed', 'available', 'blocked', 'blocked', 'blocked', 'blocked']],
    ['bank done, draft property', { profile: { ...personal, ...bank }, property: property({ is_draft: true }), sessions: [] }, ['completed', 'completed', 'available', 'blocked', 'blocked', 'blocked']],
    ['property registered, awaiting approval', { profile: { ...personal, ...bank }, property: property(), sessions: [] }, ['completed', 'completed', 'completed', 'available', 'available', 'blocked']],
    ['session booked, not confirmed', { profile: { ...personal, ...bank }, property: property(), sessions: [{ property_id: 'p1', status: 'pending' as const }] }, ['completed', 'completed', 'completed', 'pending', 'available', 'blocked']],
    ['session of another property', { profile: { ...personal, ...bank }, property: property(), sessions: [{ property_id: 'p2', status: 'confirmed' as const }] }, ['completed', 'completed', 'completed', 'available', 'available', 'blocked']],
    ['session confirmed', { profile: { ...personal, ...bank }, property: property(), sessions: [{ property_id: 'p1', status: 'confirmed' as const }] }, ['completed', 'completed', 'completed', 'completed', 'available', 'blocked']],
    ['active property', { profile: { ...personal, ...bank }, property: property({ is_verified: true }), sessions: [{ property_id: 'p1', status: 'completed' as const }] }, ['completed', 'completed', 'completed', 'completed', 'completed', 'completed']],
    ['active property, bank missing', { profile: personal, property: property({ is_verified: true }), sessions: [] }, ['completed', 'available', 'completed', 'completed', 'completed', 'completed']],
  ])('for %s', (_case, input, expected) => {
    expect(statuses(input)).toEqual(expected);
  });

  it('computes progress, count and next step (first available, else first pending)', () => {
    const result = derivePropertyOnboarding({ profile: { ...personal, ...bank }, property: property(), sessions: [{ property_id: 'p1', status: 'pending' }] });
    expect(result).toMatchObject({ completedCount: 3, progress: 50, isComplete: false });
    expect(result.nextStep?.id).toBe('internal_approval');

    const waitingOnPhotos = derivePropertyOnboarding({
      profile: { ...personal, ...bank },
      property: property({ is_draft: false, property_name: '' }),
      sessions: [{ property_id: 'p1', status: 'rescheduled' }],
    });
    expect(waitingOnPhotos.nextStep?.id).toBe('photo_session');
  });

  it('is complete at 100%', () => {
    const done = derivePropertyOnboarding({ profile: { ...personal, ...bank }, property: property({ is_verified: true }), sessions: [{ property_id: 'p1', status: 'completed' }] });
    expect(done).toMatchObject({ progress: 100, isComplete: true, nextStep: null });
    expect(onboardingCountText(done.completedCount)).toBe('6 de 6 etapas concluídas');
  });

  it.each([
    ['personal_data', 'p1', '/cadastro-proprietario'],
    ['banking_data', null, '/cadastro-proprietario'],
    ['property_registration', 'p1', '/cadastro-imovel/etapas?propertyId=p1'],
    ['property_registration', null, '/cadastro-imovel'],
    ['photo_session', 'p1', '/sessao-fotos-intro'],
    ['internal_approval', 'p1', null],
    ['platform_activation', 'p1', null],
  ] as const)('targets %s (property %p) at %p', (id, propertyId, target) => {
    expect(onboardingStepTarget(id, propertyId)).toBe(target);
  });
});
