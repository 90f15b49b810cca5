import { PROPERTY_STATUS_LABELS, propertyDisplayStatus, propertyStatusLabel, SAMPLE_PROPERTY_IDS } from './property-status';

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

const draft = { ...basics, is_draft: true, is_verified: false };
const finished = { ...basics, is_draft: false, is_verified: false };

describe('display status of a property (spec part 2 §4)', () => {
  it.each([
    ['finished and verified', { ...basics, is_draft: false, is_verified: true }, 'active', 'Ativo'],
    ['a draft with every basic field, a 100-character description and an amenity', draft, 'pending_photos', 'Aguardando fotos'],
    ['a draft whose description has 99 characters', { ...draft, description: 'x'.repeat(99) }, 'draft', 'Rascunho'],
    ['a draft whose 100 characters include surrounding spaces', { ...draft, description: `  ${'x'.repeat(98)}  ` }, 'draft', 'Rascunho'],
    ['a draft without description', { ...draft, description: null }, 'draft', 'Rascunho'],
    ['a draft without amenities', { ...draft, amenities: [] }, 'draft', 'Rascunho'],
    ['a draft with amenities null', { ...draft, amenities: null }, 'draft', 'Rascunho'],
    ['a draft without a name', { ...draft, property_name: null }, 'draft', 'Rascunho'],
    ['a draft with a blank city', { ...draft, address_city: '  ' }, 'draft', 'Rascunho'],
    ['a draft without guest capacity', { ...draft, guest_capacity: null }, 'draft', 'Rascunho'],
    ['a draft with 0 bedrooms and 0 bathrooms (0 is a value)', { ...draft, bedrooms: 0, bathrooms: 0 }, 'pending_photos', 'Aguardando fotos'],
    ['a verified draft (is_draft wins)', { ...draft, is_verified: true }, 'pending_photos', 'Aguardando fotos'],
    ['finished, not verified, with a name', finished, 'pending_approval', 'Aguardando aprovação'],
    ['finished, not verified, without a name', { ...finished, property_name: ' ' }, 'draft', 'Rascunho'],
  ])('%s is %s (%s)', (_case, property, status, label) => {
    expect(propertyDisplayStatus(property)).toBe(status);
    expect(propertyStatusLabel(property)).toBe(label);
  });

  it.each([
    ['an empty draft', { id: 'sample-1', is_draft: true, is_verified: false, description: null, amenities: null }],
    ['a finished unverified property', { ...finished, id: 'sample-1' }],
  ])('a sample property is always active, even %s', (_case, property) => {
    expect(propertyDisplayStatus(property, new Set(['sample-1']))).toBe('active');
  });

  it('exempts no id of the demo data, whose properties carry their real states', () => {
    expect(SAMPLE_PROPERTY_IDS.size).toBe(0);
    expect(propertyDisplayStatus({ ...draft, id: 'any' })).toBe('pending_photos');
  });

  it.each([
    ['draft', 'Rascunho', 'Finalizar cadastro'],
    ['pending_photos', 'Aguardando fotos', 'Agendar fotos'],
    ['pending_approval', 'Aguardando aprovação', 'Aguardar aprovação'],
    ['pending_internal', 'Aprovação interna', 'Aguardar ativação'],
    ['active', 'Ativo', 'Gerenciar'],
  ] as const)('labels %s %p with the next action %p', (status, label, nextAction) => {
    expect(PROPERTY_STATUS_LABELS[status]).toEqual({ label, nextAction });
  });
});
