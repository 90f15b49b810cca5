import { addCustomAmenity, validatePropertyStep1, validatePropertyStep2 } from './property-wizard';

const step1 = {
  property_name: 'Casa da Praia',
  location_type: 'litoral' as const,
  property_type: 'casa' as const,
  address_street: 'Rua A',
  address_number: '10',
  address_city: 'Ubatuba',
  address_state: 'SP',
  address_postal_code: '11680-000',
  bedrooms: 0,
  bathrooms: 0,
  guest_capacity: 1,
};

describe('property wizard step 1', () => {
  it('accepts zero bedrooms and bathrooms and one guest, without neighborhood or area', () => {
    expect(validatePropertyStep1(step1)).toEqual({});
  });

  it.each([
    ['property_name', '  ', 'Nome da propriedade: campo obrigatório'],
    ['location_type', null, 'Tipo de localização: campo obrigatório'],
    ['address_postal_code', '', 'CEP: campo obrigatório'],
    ['bedrooms', null, 'Quartos: campo obrigatório'],
    ['guest_capacity', Number.NaN, 'Capacidade de hóspedes: campo obrigatório'],
    ['guest_capacity', 0, 'Capacidade de hóspedes: mínimo 1'],
    ['bathrooms', -1, 'Banheiros: mínimo 0'],
    ['area_sqm', -0.01, 'Área: mínimo 0'],
  ])('with %s %p says %p', (field, value, message) => {
    expect(validatePropertyStep1({ ...step1, [field]: value })).toEqual({ [field]: message });
  });
});

describe('property wizard step 2', () => {
  const ok = { description: 'x'.repeat(100), amenities: ['wifi'], house_rules_options: ['rule-area-comum'] };

  it.each([
    [ok, {}],
    [{ ...ok, description: `  ${'x'.repeat(99)}  ` }, { description: 'A descrição deve ter pelo menos 100 caracteres' }],
    [{ ...ok, amenities: [] }, { amenities: 'Selecione pelo menos uma comodidade' }],
    [{ ...ok, house_rules_options: null }, { house_rules_options: 'Selecione pelo menos uma regra da casa' }],
  ])('answers %p with %p', (values, errors) => {
    expect(validatePropertyStep2(values)).toEqual(errors);
  });
});

describe('custom amenities', () => {
  it.each([
    [['wifi'], ' Lareira ', ['wifi', 'Lareira']],
    [['wifi'], '   ', ['wifi']],
    [['wifi', 'Lareira'], 'lareira', ['wifi', 'Lareira']],
    [['wifi'], 'WIFI', ['wifi']],
  ])('adding to %p the input %p gives %p', (list, input, result) => {
    expect(addCustomAmenity(list, input)).toEqual(result);
  });
});
