import {
  canCreateProperty,
  canDeleteProperty,
  deletePropertyConfirmation,
  propertyAddressLine,
  propertyCityState,
  propertyFacts,
  propertyCountText,
  propertyDisplayName,
  propertyRedirectTarget,
} from './property-rules';

describe('property fallbacks', () => {
  it.each([
    ['Casa da Praia', 'Casa da Praia'],
    ['  ', 'Propriedade sem nome'],
    [null, 'Propriedade sem nome'],
  ])('names %p as %p', (name, text) => {
    expect(propertyDisplayName({ property_name: name })).toBe(text);
  });

  it.each([
    ['Centro', 'Ubatuba', 'Centro, Ubatuba'],
    [null, 'Ubatuba', 'Ubatuba'],
    ['Centro', ' ', 'Centro'],
    [null, null, 'Endereço não informado'],
  ])('shows neighborhood %p and city %p as %p', (neighborhood, city, text) => {
    expect(propertyAddressLine({ address_neighborhood: neighborhood, address_city: city })).toBe(text);
  });

  it.each([
    ['Búzios', 'RJ', 'Búzios, RJ'],
    [null, 'RJ', 'RJ'],
    [' ', null, 'Endereço não informado'],
  ])('shows city %p and state %p as %p on the dashboard card', (city, state, text) => {
    expect(propertyCityState({ address_city: city, address_state: state })).toBe(text);
  });

  it.each([
    [{ bedrooms: 3, bathrooms: 2, area_sqm: 85 }, ['3 quartos', '2 banheiros', '85 m²']],
    [{ bedrooms: 1, bathrooms: 1, area_sqm: 42.5 }, ['1 quarto', '1 banheiro', '42,5 m²']],
    [{ bedrooms: 0, bathrooms: 0, area_sqm: 0 }, ['0 quartos', '0 banheiros', '0 m²']],
    [{ bedrooms: 2, bathrooms: 1, area_sqm: '1250.75' }, ['2 quartos', '1 banheiro', '1.250,75 m²']],
    [{ bedrooms: 2, bathrooms: null, area_sqm: null }, ['2 quartos']],
    [{ bedrooms: null, bathrooms: null, area_sqm: null }, []],
  ])('lists the facts of %p as %p', (property, texts) => {
    expect(propertyFacts(property).map((fact) => fact.text)).toEqual(texts);
  });

  it.each([
    [0, '0 imóveis'],
    [1, '1 imóvel'],
    [2, '2 imóveis'],
  ])('counts %i as %p', (count, text) => {
    expect(propertyCountText(count)).toBe(text);
  });
});

describe('draft rules', () => {
  it.each([
    [true, true],
    [false, false],
  ])('a property with is_draft %p may be deleted: %p', (isDraft, allowed) => {
    expect(canDeleteProperty({ is_draft: isDraft })).toBe(allowed);
  });

  it.each([
    [[], true],
    [[{ is_draft: false }], true],
    [[{ is_draft: false }, { is_draft: true }], false],
  ])('with %p a new property may be created: %p', (properties, allowed) => {
    expect(canCreateProperty(properties)).toBe(allowed);
  });

  it('asks to confirm deletion by name', () => {
    expect(deletePropertyConfirmation('Casa Azul')).toBe(
      'Tem certeza que deseja excluir a propriedade "Casa Azul"? Esta ação não pode ser desfeita.',
    );
  });
});

describe('property routes', () => {
  it.each([
    [{ id: 'p1', is_draft: true }, '/cadastro-imovel/etapas?edit=p1'],
    [{ id: 'p1', is_draft: false }, '/propriedade/p1/calendario'],
    [null, '/propriedades'],
  ])('redirects %p to %s', (property, route) => {
    expect(propertyRedirectTarget(property)).toBe(route);
  });

  it('encodes the id it puts in a route', () => {
    expect(propertyRedirectTarget({ id: 'a b/c', is_draft: true })).toBe('/cadastro-imovel/etapas?edit=a%20b%2Fc');
  });
});
