import { calendarEntry, calendarProperties, propertyAddressText, propertyFactsText, propertyName } from './calendar-properties';

const finished = (id: string) => ({ id, is_draft: false });
const draft = (id: string) => ({ id, is_draft: true });

describe('/calendario', () => {
  it.each([
    ['no property', [], { kind: 'none' }],
    ['only a draft', [draft('d')], { kind: 'none' }],
    ['one finished property', [finished('a')], { kind: 'calendar', propertyId: 'a' }],
    ['one finished property and a draft', [draft('d'), finished('a')], { kind: 'calendar', propertyId: 'a' }],
    ['several finished properties', [finished('a'), finished('b')], { kind: 'select' }],
  ])('with %s opens %p', (_case, properties, entry) => {
    expect(calendarEntry(properties)).toEqual(entry);
  });

  it('lists the finished properties only, in the given order', () => {
    expect(calendarProperties([finished('a'), draft('d'), finished('b')]).map((p) => p.id)).toEqual(['a', 'b']);
  });
});

describe('property texts', () => {
  const property = {
    property_name: 'Casa da Praia',
    property_type: 'casa' as const,
    property_type_other: null,
    bedrooms: 3,
    guest_capacity: 6,
    address_street: 'Rua das Gaivotas',
    address_number: '100',
    address_neighborhood: 'Centro',
    address_city: 'Florianópolis',
    address_state: 'SC',
  };

  it.each([
    [property, 'Casa · 3 quartos · 6 hóspedes'],
    [{ ...property, property_type: 'outro' as const, property_type_other: 'Chalé', bedrooms: 1, guest_capacity: 1 }, 'Chalé · 1 quarto · 1 hóspede'],
    [{ ...property, property_type: 'parte_casa' as const, bedrooms: null, guest_capacity: null }, 'Parte de casa maior'],
  ])('facts of %p read %s', (row, text) => {
    expect(propertyFactsText(row)).toBe(text);
  });

  it.each([
    [property, 'Rua das Gaivotas, 100 - Centro, Florianópolis/SC'],
    [{ ...property, address_street: null, address_number: null, address_neighborhood: null }, 'Florianópolis/SC'],
    [{ ...property, address_street: ' ', address_number: null, address_neighborhood: null, address_city: null, address_state: null }, 'Endereço não informado'],
  ])('address of %p reads %s', (row, text) => {
    expect(propertyAddressText(row)).toBe(text);
  });

  it.each([
    ['Casa da Praia', 'Casa da Praia'],
    ['  ', 'Propriedade sem nome'],
    [null, 'Propriedade sem nome'],
  ])('name %p reads %s', (name, text) => {
    expect(propertyName({ property_name: name })).toBe(text);
  });
});
