import { displayPropertyStatus, PROPERTY_STATUS_LABELS, propertyListBadge, storedPropertyStatus } from './property-status';

const basics = {
  id: 'p1',
  property_name: 'Casa da Praia',
  location_type: 'litoral' as const,
  property_type: 'casa' as const,
  address_street: 'Rua A',
  address_number: '10',
  address_city: 'Ubatuba',
  address_state: 'SP',
  address_postal_code: '11680-000',
  bedrooms: 0,
  bathrooms: 1,
  guest_capacity: 4,
  description: 'x'.repeat(100),
  amenities: ['wifi'],
};

describe('stored property status', () => {
  it.each([
    [{ is_draft: true, is_verified: false }, 'draft'],
    [{ is_draft: true, is_verified: true }, 'draft'],
    [{ is_draft: false, is_verified: true }, 'active'],
    [{ is_draft: false, is_verified: false }, 'pending_approval'],
  ])('%p is %s', (flags, status) => {
    expect(storedPropertyStatus(flags)).toBe(status);
  });
});

describe('display property status', () => {
  it.each([
    ['a verified finished property', { ...basics, is_draft: false, is_verified: true }, 'active'],
    ['a draft with basics, 100-char description and an amenity', { ...basics, is_draft: true, is_verified: false }, 'pending_photos'],
    ['a draft with a 99-char description', { ...basics, description: 'x'.repeat(99), is_draft: true, is_verified: false }, 'draft'],
    ['a draft without amenities', { ...basics, amenities: [], is_draft: true, is_verified: false }, 'draft'],
    ['a draft without a city', { ...basics, address_city: ' ', is_draft: true, is_verified: false }, 'draft'],
    ['a draft without guest capacity', { ...basics, guest_capacity: null, is_draft: true, is_verified: false }, 'draft'],
    ['a finished unverified property with a name', { ...basics, is_draft: false, is_verified: false }, 'pending_approval'],
    ['a finished unverified property without a name', { ...basics, property_name: '', is_draft: false, is_verified: false }, 'draft'],
  ])('shows %s as %s', (_case, property, status) => {
    expect(displayPropertyStatus(property)).toBe(status);
  });

  it('always shows a sample property as active', () => {
    expect(displayPropertyStatus({ ...basics, id: 'sample-1', is_draft: true, is_verified: false }, new Set(['sample-1']))).toBe('active');
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

  it.each([
    [true, 'Rascunho'],
    [false, 'Ativo'],
  ])('list badge for is_draft %p is %s', (isDraft, badge) => {
    expect(propertyListBadge({ is_draft: isDraft })).toBe(badge);
  });
});
