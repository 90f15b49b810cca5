import { AMENITIES } from './listing-options';
import {
  addCustomAmenity,
  descriptionCounter,
  firstInvalidStep,
  maskPostalCode,
  toggleOption,
  validatePropertyStep1,
  validateWizardStep,
  WIZARD_STEPS,
  WIZARD_TIMING,
} from './property-wizard';

const step1 = {
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
const step2 = { property_name: 'Casa da Praia', description: 'x'.repeat(100), amenities: ['wifi'], house_rules_options: ['rule-area-comum'] };

describe('the wizard', () => {
  it("has the spec's two steps", () => {
    expect(WIZARD_STEPS.map((step) => step.title)).toEqual(['Dados do Imóvel', 'Preparar Anúncio']);
  });

  it("keeps the spec's delays", () => {
    expect(WIZARD_TIMING).toMatchObject({ savedIndicatorMs: 1000, finishRedirectMs: 2000, editRedirectMs: 1500, loadErrorRedirectMs: 2000 });
  });
});

describe('property wizard step 1', () => {
  it('requires the basic fields except the name, which step 2 asks for', () => {
    expect(Object.values(validatePropertyStep1({}))).toEqual(
      ['Tipo de localização', 'Tipo de propriedade', 'Rua', 'Número', 'Cidade', 'Estado', 'CEP', 'Quartos', 'Banheiros', 'Capacidade de hóspedes'].map((label) => `${label}: campo obrigatório`),
    );
  });

  it('accepts zero bedrooms and bathrooms and one guest, without name, neighborhood or area', () => {
    expect(validatePropertyStep1(step1)).toEqual({});
  });

  it.each([
    ['location_type', null, 'Tipo de localização: campo obrigatório'],
    ['property_type', undefined, 'Tipo de propriedade: campo obrigatório'],
    ['address_street', '  ', 'Rua: campo obrigatório'],
    ['address_number', '', 'Número: campo obrigatório'],
    ['address_city', '', 'Cidade: campo obrigatório'],
    ['address_state', '', 'Estado: campo obrigatório'],
    ['address_postal_code', '', 'CEP: campo obrigatório'],
    ['address_postal_code', '11680-00', 'CEP inválido'],
    ['bedrooms', null, 'Quartos: campo obrigatório'],
    ['bathrooms', null, 'Banheiros: campo obrigatório'],
    ['guest_capacity', Number.NaN, 'Capacidade de hóspedes: campo obrigatório'],
    ['guest_capacity', 0, 'Capacidade de hóspedes: mínimo 1'],
    ['bathrooms', -1, 'Banheiros: mínimo 0'],
    ['bedrooms', -2, 'Quartos: mínimo 0'],
    ['area_sqm', -0.01, 'Área: mínimo 0'],
  ])('with %s %p says %p', (field, value, message) => {
    expect(validatePropertyStep1({ ...step1, [field]: value })).toEqual({ [field]: message });
  });

  it('takes an area with two decimals and a CEP without its dash', () => {
    expect(validatePropertyStep1({ ...step1, area_sqm: 0.01, address_postal_code: '11680000' })).toEqual({});
  });
});

describe('property wizard step 2', () => {
  it.each([
    [step2, {}],
    [{ ...step2, property_name: ' ' }, { property_name: 'Nome da propriedade: campo obrigatório' }],
    [{ ...step2, description: `  ${'x'.repeat(99)}  ` }, { description: 'A descrição deve ter pelo menos 100 caracteres' }],
    [{ ...step2, amenities: [] }, { amenities: 'Selecione pelo menos uma comodidade' }],
    [{ ...step2, house_rules_options: null }, { house_rules_options: 'Selecione pelo menos uma regra da casa' }],
  ])('answers %p with %p', (values, errors) => {
    expect(validateWizardStep(1, values)).toEqual(errors);
  });

  it.each([
    [{}, 0],
    [step1, 1],
    [{ ...step1, ...step2 }, null],
    [{ ...step2, ...step1, bedrooms: null }, 0],
  ])('with %p the first step to fix is %p', (values, step) => {
    expect(firstInvalidStep(values)).toBe(step);
  });

  it.each([
    ['', '0/100 caracteres (mínimo)', false],
    [`  ${'a'.repeat(37)} `, '37/100 caracteres (mínimo)', false],
    ['a'.repeat(100), '100 caracteres', true],
    ['a'.repeat(142), '142 caracteres', true],
  ])('counts %p as %p', (description, text, enough) => {
    expect(descriptionCounter(description)).toEqual({ text, enough });
  });
});

describe('custom amenities', () => {
  const known = new Map<string, string>(AMENITIES.map((a) => [a.id, a.label]));

  it.each([
    [['wifi'], ' Lareira ', ['wifi', 'Lareira']],
    [['wifi'], '   ', ['wifi']],
    [['wifi', 'Lareira'], 'lareira', ['wifi', 'Lareira']],
    [['wifi'], 'WIFI', ['wifi']],
    [['wifi'], 'wi-fi', ['wifi']],
    [[], 'Piscina', ['piscina']],
    [['piscina'], 'piscina', ['piscina']],
  ])('adding to %p the input %p gives %p', (list, input, result) => {
    expect(addCustomAmenity(list, input, known)).toEqual(result);
  });

  it.each([
    [['wifi', 'tv'], 'wifi', ['tv']],
    [['tv'], 'wifi', ['tv', 'wifi']],
  ])('toggling in %p the option %p gives %p', (list, option, result) => {
    expect(toggleOption(list, option)).toEqual(result);
  });
});

describe('inputs', () => {
  it.each([
    ['', ''],
    ['116', '116'],
    ['11680', '11680'],
    ['116800', '11680-0'],
    ['11680000', '11680-000'],
    ['11680-0001234', '11680-000'],
    ['ab11.680/000', '11680-000'],
  ])('masks the CEP %p as %p', (typed, masked) => {
    expect(maskPostalCode(typed)).toBe(masked);
  });
});
