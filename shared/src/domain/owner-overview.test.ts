import { isDashboardUnlocked } from './onboarding-status';
import { deriveOwnerOverview, type OwnerOverviewInput } from './owner-overview';
import type { OnboardingProfile, OnboardingProperty } from './property-onboarding';

const complete: OnboardingProfile = {
  full_name: 'Ana',
  email: 'a@x.com',
  phone: '11987654321',
  document: '52998224725',
  document_type: 'cpf',
  bank_name: 'Itaú',
  bank_agency: '1',
  bank_account: '2',
  bank_account_type: 'corrente',
};
const property = (id: string, flags: Partial<OnboardingProperty> = {}): OnboardingProperty => ({
  id,
  is_draft: false,
  is_verified: false,
  property_name: `Casa ${id}`,
  ...flags,
});
const session = (id: string, propertyId: string, status: 'pending' | 'confirmed' | 'completed' | 'cancelled') => ({
  id,
  property_id: propertyId,
  status,
  date: '2099-03-10',
  time_slot: 'morning' as const,
});
const overview = (input: Partial<OwnerOverviewInput>) => deriveOwnerOverview({ profile: null, properties: [], photoSessions: [], ...input });
const menu = (input: Partial<OwnerOverviewInput>) => overview(input).quickMenu.filter((item) => !item.hidden).map((item) => item.label);

describe('deriveOwnerOverview (spec part 1 §4, part 2 §4)', () => {
  it.each([
    ['a brand-new owner', {}, 'not_started'],
    ['an owner who chose to start', { startedOnboarding: true }, 'in_progress'],
    ['an owner with a saved profile', { profile: { full_name: 'Ana' } }, 'in_progress'],
    ['an owner with an active property', { profile: complete, properties: [property('a', { is_verified: true })] }, 'active'],
  ])('%s is %s', (_case, input, status) => {
    expect(overview(input).status).toBe(status);
  });

  it('reads the most advanced property: one active listing unlocks the portal while another is a draft', () => {
    const result = overview({ profile: complete, properties: [property('draft', { is_draft: true }), property('live', { is_verified: true })] });
    expect(result.status).toBe('active');
    expect(result.onboarding.progress).toBe(100);
    expect(result.flags.onboarded).toBe(true);
  });

  it.each([
    ['a brand-new owner: onboarding, photography (photos ahead) and settings', {}, ['Onboarding', 'Fotografia', 'Configurações']],
    [
      'an onboarded owner with one photographed property: no Onboarding, no Fotografia',
      { profile: complete, properties: [property('a', { is_verified: true })], photoSessions: [session('s1', 'a', 'completed')] },
      ['Calendário', 'Reservas', 'Financeiro', 'Mensagens', 'Suporte', 'Propriedades', 'Configurações'],
    ],
    [
      'an onboarded owner whose second property still lacks photos: Fotografia, no Calendário or Reservas',
      { profile: complete, properties: [property('a', { is_verified: true }), property('b')], photoSessions: [session('s1', 'a', 'completed')] },
      ['Financeiro', 'Mensagens', 'Suporte', 'Propriedades', 'Fotografia', 'Configurações'],
    ],
  ])('quick menu for %s', (_case, input, labels) => {
    expect(menu({ supportUrl: 'https://wa.me/55', ...input })).toEqual(labels);
  });

  it('lists the onboarding alert before photo-session alerts, without dismissed ones', () => {
    // Two properties: one still to book, one booked (the overview reads the most advanced).
    const input = { profile: complete, properties: [property('a'), property('b', { is_draft: true })], photoSessions: [session('s1', 'b', 'pending')] };
    const alerts = overview(input).alerts;
    expect(alerts.map((alert) => alert.type)).toEqual(['onboarding', 'photography']);
    const photo = alerts[1]!;
    expect(overview({ ...input, dismissedAlertIds: new Set([photo.id]) }).alerts.map((alert) => alert.type)).toEqual(['onboarding']);
  });

  it('raises no onboarding alert while the next step is a wait on the provider (a confirmed session)', () => {
    const alerts = overview({ profile: complete, properties: [property('a')], photoSessions: [session('s1', 'a', 'confirmed')] }).alerts;
    expect(alerts.map((alert) => alert.type)).toEqual(['photography']);
  });

  it.each([
    ['a brand-new owner', {}],
    ['an owner with a draft', { profile: complete, properties: [property('a', { is_draft: true })] }],
    ['an owner whose finished property waits for photos', { profile: complete, properties: [property('a')] }],
    ['an owner whose property has a booked session', { profile: complete, properties: [property('a')], photoSessions: [session('s1', 'a', 'pending')] }],
    ['an active owner', { profile: complete, properties: [property('a', { is_verified: true })] }],
    ['an active owner whose profile lacks the phone', { profile: { ...complete, phone: '' }, properties: [property('a', { is_verified: true })] }],
  ])('one gate for %s: the quick menu locks exactly when the dashboard is gated', (_case, input) => {
    const result = overview(input);
    const gated = !isDashboardUnlocked(result.status);
    expect(result.flags.featuresBlocked).toBe(gated);
    const locked = result.quickMenu.filter((item) => item.disabled).map((item) => item.key);
    expect(locked).toEqual(gated ? ['calendar', 'reservations', 'finance', 'messages'] : []);
  });
});
