import { derivePropertyOnboarding, type PhotoSessionRow } from '@portal/shared/domain';
import { FINISHED_PROFILE, photoSession, property } from '../testing/fixtures';
import { onboardingCard } from './onboarding-card';

const derive = (input: Partial<Parameters<typeof derivePropertyOnboarding>[0]>) =>
  derivePropertyOnboarding({ profile: null, property: null, photoSessions: [], ...input });
const session = (status: PhotoSessionRow['status']): PhotoSessionRow => ({ ...photoSession(status), id: 's1', date: '2026-12-14' });

describe('dashboard onboarding card', () => {
  it('lists the four steps with their labels', () => {
    expect(onboardingCard(derive({})).steps.map((s) => s.label)).toEqual(['Cadastro básico', 'Conta bancária', 'Cadastro do imóvel', 'Agendamento de fotos']);
  });

  it.each([
    ['nothing saved', {}, [], 'Continuar cadastro', '/cadastro-proprietario'],
    ['owner data saved', { profile: FINISHED_PROFILE }, ['personal_data', 'banking_data'], 'Continuar cadastro', '/cadastro-imovel'],
    ['a draft', { profile: FINISHED_PROFILE, property: property({ is_draft: true }) }, ['personal_data', 'banking_data'], 'Continuar cadastro', '/cadastro-imovel/etapas?propertyId=p1'],
    ['a finished property', { profile: FINISHED_PROFILE, property: property() }, ['personal_data', 'banking_data', 'property_registration'], 'Continuar cadastro', '/sessao-fotos-intro'],
    // Booked: the booking is done; the wait for its confirmation shows on the progress page.
    ['a booked session', { profile: FINISHED_PROFILE, property: property(), photoSessions: [session('pending')] }, ['personal_data', 'banking_data', 'property_registration', 'photo_session'], 'Ver progresso detalhado', '/progresso-onboarding'],
    ['a confirmed session', { profile: FINISHED_PROFILE, property: property(), photoSessions: [session('confirmed')] }, ['personal_data', 'banking_data', 'property_registration', 'photo_session'], 'Ver progresso detalhado', '/progresso-onboarding'],
  ] as const)('with %s ticks %p and leads with %s to %s', (_case, input, done, label, route) => {
    const card = onboardingCard(derive(input));
    expect(card.steps.filter((s) => s.done).map((s) => s.id)).toEqual(done);
    expect(card.action).toEqual({ label, route });
  });

  it.each([
    [{}, 0],
    [{ profile: FINISHED_PROFILE }, 33],
    [{ profile: FINISHED_PROFILE, property: property() }, 50],
    [{ profile: FINISHED_PROFILE, property: property(), photoSessions: [session('pending')] }, 50],
    [{ profile: FINISHED_PROFILE, property: property(), photoSessions: [session('confirmed')] }, 67],
  ])('shows the progress page percent (%#: %i%%)', (input, percent) => {
    const onboarding = derive(input);
    expect(onboardingCard(onboarding).percent).toBe(percent);
    expect(onboarding.progress).toBe(percent);
  });

  it('shows a booked session as booked, with its date', () => {
    const photos = onboardingCard(derive({ profile: FINISHED_PROFILE, property: property(), photoSessions: [session('pending')] })).steps[3]!;
    expect(photos).toMatchObject({ done: true, note: 'Sessão de fotos agendada para 14/12/2026, Manhã (8h às 12h)' });
  });
});
