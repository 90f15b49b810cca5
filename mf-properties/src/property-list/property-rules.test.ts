import {
  canCreateProperty,
  canDeleteProperty,
  deletePropertyConfirmation,
  financePropertyLabel,
  propertyAddressLine,
  propertyCountText,
  propertyDisplayName,
  propertyRedirectTarget,
  propertyRoutes,
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
    ['3f2a9c1e-1111-2222-3333-444455556666', null, 'Propriedade 3f2a9c1e'],
    ['3f2a9c1e-1111', 'Casa Azul', 'Casa Azul'],
  ])('labels property %s named %p as %p in finance', (id, name, label) => {
    expect(financePropertyLabel({ id, property_name: name })).toBe(label);
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

  it('builds the card buttons routes', () => {
    expect(propertyRoutes.earnings('p1')).toBe('/financeiro?property=p1');
    expect(propertyRoutes.onboarding('p1')).toBe('/propriedade/p1/onboarding');
  });
});
