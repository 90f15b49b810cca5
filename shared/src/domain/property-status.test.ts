import { displayPropertyStatus, PROPERTY_STATUS_LABELS, propertyStanding } from './property-status';
import { propertyRow } from '../testing/rows';

// Complete (a studio: no bedrooms), with the shortest description that counts.
const basics = propertyRow({ id: 'p1', bedrooms: 0, description: 'x'.repeat(100), amenities: ['wifi'] });

const session = (status: 'pending' | 'rescheduled' | 'confirmed' | 'completed' | 'cancelled', propertyId = 'p1') => ({
  id: `s-${propertyId}-${status}`,
  property_id: propertyId,
  status,
  date: '2026-12-14',
  time_slot: 'morning_08' as const,
});

describe('display property status', () => {
  it.each([
    ['a verified finished property', { ...basics, is_draft: false, is_verified: true }, [], 'active'],
    // A draft cannot book photos: however complete, it is still to be finished.
    ['a complete draft (basics, 100-char description, an amenity)', { ...basics, is_draft: true, is_verified: false }, [], 'draft'],
    ['a draft with a 99-char description', { ...basics, description: 'x'.repeat(99), is_draft: true, is_verified: false }, [], 'draft'],
    ['a finished property without a session', { ...basics, is_draft: false, is_verified: false }, [], 'pending_photos'],
    ['a finished property with a booked session', { ...basics, is_draft: false, is_verified: false }, [session('pending')], 'pending_photos'],
    ['a finished property with a confirmed session', { ...basics, is_draft: false, is_verified: false }, [session('confirmed')], 'pending_photos'],
    ["a finished property with another property's completed session", { ...basics, is_draft: false, is_verified: false }, [session('completed', 'p2')], 'pending_photos'],
    // The provider approves only after a completed session.
    ['a finished property with a completed session', { ...basics, is_draft: false, is_verified: false }, [session('completed')], 'pending_approval'],
    ['a finished unverified property without a name', { ...basics, property_name: '', is_draft: false, is_verified: false }, [], 'draft'],
  ] as const)('shows %s as %s', (_case, property, photoSessions, status) => {
    expect(displayPropertyStatus(property, photoSessions)).toBe(status);
  });

  it('always shows a sample property as active', () => {
    expect(displayPropertyStatus({ ...basics, id: 'sample-1', is_draft: true, is_verified: false }, [], new Set(['sample-1']))).toBe('active');
  });

  it.each([
    ['draft', 'Rascunho', 'Finalizar cadastro'],
    ['pending_photos', 'Aguardando fotos', 'Agendar fotos'],
    ['pending_approval', 'Aguardando aprovação', 'Aguardar aprovação'],
    ['pending_internal', 'Aprovação interna', 'Aguardar ativação'],
    ['active', 'Ativo', 'Gerenciar'],
  ] as const)('labels %s as %s with next action %s', (status, label, nextAction) => {
    expect(PROPERTY_STATUS_LABELS[status]).toEqual({ label, nextAction });
  });
});

describe('where a property stands: status, next action and where it is done', () => {
  const finished = { ...basics, is_draft: false, is_verified: false };
  it.each([
    ['a draft', { ...basics, is_draft: true, is_verified: false }, [], 'Rascunho', 'Finalizar cadastro', '/cadastro-imovel/etapas?edit=p1', null],
    ['a finished property without a session', finished, [session('cancelled')], 'Aguardando fotos', 'Agendar fotos', '/agendamento-fotos?propertyId=p1', null],
    [
      'a finished property with a booked session',
      finished,
      [session('pending')],
      'Aguardando fotos',
      'Aguardar confirmação da sessão',
      '/sessao-fotos-confirmacao?sessionId=s-p1-pending',
      'Sessão de fotos agendada para 14/12/2026, Manhã (8h às 12h)',
    ],
    [
      'a finished property with a confirmed session',
      finished,
      [session('confirmed')],
      'Aguardando fotos',
      'Aguardar a sessão de fotos',
      '/sessao-fotos-confirmacao?sessionId=s-p1-confirmed',
      'Sessão de fotos confirmada para 14/12/2026, Manhã (8h às 12h)',
    ],
    ['a photographed property', finished, [session('completed')], 'Aguardando aprovação', 'Aguardar aprovação', null, 'Fotos concluídas: nossa equipe está revisando o cadastro.'],
    ['an active property', { ...finished, is_verified: true }, [session('completed')], 'Ativo', 'Gerenciar', '/propriedade/p1/calendario', null],
  ] as const)('%s: %s, %s at %p', (_case, property, photoSessions, label, next, route, detail) => {
    const standing = propertyStanding(property, photoSessions);
    expect(standing).toMatchObject({ label, next: { label: next, route }, detail });
  });
});
