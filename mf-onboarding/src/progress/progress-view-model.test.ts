import { derivePropertyOnboarding, type PhotoSessionRow, type ProfileRow, type PropertyRow } from '@portal/shared/domain';
import { canStart, completedCountText, nextStepHint, PROGRESS_BADGES, propertyLabel } from './progress-view-model';

const profile = {
  full_name: 'Ana', email: 'a@x.com', phone: '11987654321', document: '52998224725', document_type: 'cpf',
  bank_name: 'Nubank', bank_agency: '0001', bank_account: '1-2', bank_account_type: 'corrente',
} as ProfileRow;
const property = (over: Partial<PropertyRow>) => ({ id: 'p1', is_draft: false, is_verified: false, property_name: 'Casa', description: null, amenities: [], ...over }) as PropertyRow;
const session = (status: PhotoSessionRow['status']) => ({ id: 's1', property_id: 'p1', status, date: '2026-12-14', time_slot: 'morning_08' }) as PhotoSessionRow;
const statuses = (p: ReturnType<typeof derivePropertyOnboarding>) => p.steps.map((s) => s.status);

describe('progress screens', () => {
  it.each([
    ['no profile, no property', null, null, [], ['available', 'blocked', 'blocked', 'blocked', 'blocked', 'blocked'], 0, 'personal_data'],
    ['owner data done, no property', profile, null, [], ['completed', 'completed', 'available', 'blocked', 'blocked', 'blocked'], 33, 'property_registration'],
    ['a draft', profile, property({ is_draft: true }), [], ['completed', 'completed', 'available', 'blocked', 'blocked', 'blocked'], 33, 'property_registration'],
    // Approval follows a completed session: never 'Disponível' before the photos.
    ['finished, no session', profile, property({}), [], ['completed', 'completed', 'completed', 'available', 'blocked', 'blocked'], 50, 'photo_session'],
    ['finished, session booked', profile, property({}), [session('pending')], ['completed', 'completed', 'completed', 'pending', 'blocked', 'blocked'], 50, 'photo_session'],
    ['finished, session confirmed', profile, property({}), [session('confirmed')], ['completed', 'completed', 'completed', 'completed', 'pending', 'blocked'], 67, 'internal_approval'],
    ['finished, session completed', profile, property({}), [session('completed')], ['completed', 'completed', 'completed', 'completed', 'available', 'blocked'], 67, 'internal_approval'],
    ['approved by staff', profile, property({ is_verified: true }), [session('completed')], Array(6).fill('completed'), 100, null],
  ])('%s: %p at %i%%, next %p', (_name, p, prop, photoSessions, expected, percent, next) => {
    const progress = derivePropertyOnboarding({ profile: p, property: prop, photoSessions });
    expect(statuses(progress)).toEqual(expected);
    expect(progress.progress).toBe(percent);
    expect(progress.nextStep?.id ?? null).toBe(next);
    expect(progress.isComplete).toBe(percent === 100);
  });

  it.each([
    [0, '0 de 6 etapas concluídas'],
    [3, '3 de 6 etapas concluídas'],
    [6, '6 de 6 etapas concluídas'],
  ])('counts %i as %p', (count, text) => {
    expect(completedCountText(count)).toBe(text);
  });

  it('names the badges as the spec does', () => {
    expect(PROGRESS_BADGES).toEqual({ completed: 'Concluído', available: 'Disponível', blocked: 'Bloqueado', pending: 'Pendente' });
  });

  it('targets the property wizard for this property, and offers Iniciar only on available steps the owner does', () => {
    const progress = derivePropertyOnboarding({ profile, property: property({ is_draft: true }), photoSessions: [] });
    const registration = progress.steps.find((s) => s.id === 'property_registration')!;
    expect(registration.target).toBe('/cadastro-imovel/etapas?propertyId=p1');
    expect(canStart(registration)).toBe(true);
    expect(canStart({ status: 'available', target: null })).toBe(false);
    expect(canStart({ status: 'blocked', target: '/sessao-fotos-intro' })).toBe(false);
  });

  it.each([
    [{ id: 'photo_session', status: 'pending', target: '/sessao-fotos-intro' }, 'Sua sessão está agendada. Aguarde a confirmação do fotógrafo.'],
    [{ id: 'internal_approval', status: 'available', target: null }, 'Esta etapa é feita pela nossa equipe. Avisaremos quando estiver concluída.'],
    [{ id: 'internal_approval', status: 'pending', target: null }, 'Sua sessão de fotos está confirmada. A aprovação começa depois da sessão.'],
    [{ id: 'banking_data', status: 'available', target: '/cadastro-proprietario' }, 'Continue de onde parou.'],
  ] as const)('hints %p with %p', (step, hint) => {
    expect(nextStepHint(step)).toBe(hint);
  });

  it('names the booked session with its date', () => {
    const progress = derivePropertyOnboarding({ profile, property: property({}), photoSessions: [session('pending')] });
    expect(nextStepHint(progress.nextStep!, progress.photoSessionText)).toBe('Sessão de fotos agendada para 14/12/2026, Manhã (8h às 12h). Aguarde a confirmação do fotógrafo.');
    expect(progress.nextStep!.target).toBe('/sessao-fotos-confirmacao?sessionId=s1');
  });

  it('names a property without a name', () => {
    expect(propertyLabel({ property_name: '  ' })).toBe('Propriedade sem nome');
  });
});
