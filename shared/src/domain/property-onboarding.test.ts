import {
  derivePropertyOnboarding,
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
  property_name: 'Casa',
  ...flags,
});

const session = (status: 'pending' | 'rescheduled' | 'confirmed' | 'completed' | 'cancelled', propertyId = 'p1') => ({
  id: `s-${propertyId}`,
  property_id: propertyId,
  status,
  date: '2026-12-14',
  time_slot: 'morning_08' as const,
});

function statuses(input: Parameters<typeof derivePropertyOnboarding>[0]) {
  return derivePropertyOnboarding(input).steps.map((s) => s.status);
}

describe('per-property onboarding steps', () => {
  it.each([
    ['a new owner', { profile: null, property: null, photoSessions: [] }, ['available', 'blocked', 'blocked', 'blocked', 'blocked', 'blocked']],
    ['whitespace personal data', { profile: { ...personal, phone: ' ' }, property: null, photoSessions: [] }, ['available', 'blocked', 'blocked', 'blocked', 'blocked', 'blocked']],
    ['personal data done', { profile: personal, property: null, photoSessions: [] }, ['completed', 'available', 'blocked', 'blocked', 'blocked', 'blocked']],
    ['bank done, draft property', { profile: { ...personal, ...bank }, property: property({ is_draft: true }), photoSessions: [] }, ['completed', 'completed', 'available', 'blocked', 'blocked', 'blocked']],
    // The provider approves only after a completed session: approval is not open before the photos.
    ['property registered, no session yet', { profile: { ...personal, ...bank }, property: property(), photoSessions: [] }, ['completed', 'completed', 'completed', 'available', 'blocked', 'blocked']],
    ['session booked, not confirmed', { profile: { ...personal, ...bank }, property: property(), photoSessions: [session('pending')] }, ['completed', 'completed', 'completed', 'pending', 'blocked', 'blocked']],
    ['session cancelled', { profile: { ...personal, ...bank }, property: property(), photoSessions: [session('cancelled')] }, ['completed', 'completed', 'completed', 'available', 'blocked', 'blocked']],
    ['session of another property', { profile: { ...personal, ...bank }, property: property(), photoSessions: [session('confirmed', 'p2')] }, ['completed', 'completed', 'completed', 'available', 'blocked', 'blocked']],
    ['session confirmed, not yet done', { profile: { ...personal, ...bank }, property: property(), photoSessions: [session('confirmed')] }, ['completed', 'completed', 'completed', 'completed', 'pending', 'blocked']],
    ['session completed, awaiting approval', { profile: { ...personal, ...bank }, property: property(), photoSessions: [session('completed')] }, ['completed', 'completed', 'completed', 'completed', 'available', 'blocked']],
    ['active property', { profile: { ...personal, ...bank }, property: property({ is_verified: true }), photoSessions: [session('completed')] }, ['completed', 'completed', 'completed', 'completed', 'completed', 'completed']],
    ['active property, bank missing', { profile: personal, property: property({ is_verified: true }), photoSessions: [] }, ['completed', 'available', 'completed', 'completed', 'completed', 'completed']],
  ])('for %s', (_case, input, expected) => {
    expect(statuses(input)).toEqual(expected);
  });

  it('after booking, the next step is the booked session itself, leading to it with its date', () => {
    const result = derivePropertyOnboarding({ profile: { ...personal, ...bank }, property: property(), photoSessions: [session('pending')] });
    expect(result).toMatchObject({ completedCount: 3, progress: 50, isComplete: false });
    expect(result.nextStep).toMatchObject({ id: 'photo_session', status: 'pending', target: '/sessao-fotos-confirmacao?sessionId=s-p1' });
    expect(result.photoSession).toMatchObject({ id: 's-p1', date: '2026-12-14' });
  });

  it('once confirmed, the next step is the approval, waiting for the session', () => {
    const result = derivePropertyOnboarding({ profile: { ...personal, ...bank }, property: property(), photoSessions: [session('confirmed')] });
    expect(result.nextStep).toMatchObject({ id: 'internal_approval', status: 'pending' });
    expect(result.photoSession?.status).toBe('confirmed');
  });

  it('without a session, the next step is booking one', () => {
    const result = derivePropertyOnboarding({ profile: { ...personal, ...bank }, property: property(), photoSessions: [] });
    expect(result.nextStep).toMatchObject({ id: 'photo_session', status: 'available', target: '/sessao-fotos-intro' });
    expect(result.photoSession).toBeNull();
  });

  it('is complete at 100%', () => {
    const done = derivePropertyOnboarding({ profile: { ...personal, ...bank }, property: property({ is_verified: true }), photoSessions: [session('completed')] });
    expect(done).toMatchObject({ progress: 100, isComplete: true, nextStep: null });
    expect(done.completedCount).toBe(6);
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
