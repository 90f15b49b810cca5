import { bedroomsText, guestsText, propertyTypeLabel } from './property-labels';

describe('property labels (photo session chooser, calendar selector)', () => {
  it.each([
    ['casa', null, 'Casa'],
    ['apartamento', null, 'Apartamento'],
    ['parte_casa', null, 'Parte de casa maior'],
    ['outro', 'Chalé na serra', 'Chalé na serra'],
    ['outro', '   ', 'Chalé, Cabana ou Outro'],
    ['outro', null, 'Chalé, Cabana ou Outro'],
    [null, null, ''],
  ] as const)('type %p (other %p) reads %p', (type, other, label) => {
    expect(propertyTypeLabel({ property_type: type, property_type_other: other })).toBe(label);
  });

  it.each([
    [0, '0 quartos', '0 hóspedes'],
    [1, '1 quarto', '1 hóspede'],
    [4, '4 quartos', '4 hóspedes'],
    [null, '', ''],
  ])('%p counts as %p and %p', (count, bedrooms, guests) => {
    expect(bedroomsText(count)).toBe(bedrooms);
    expect(guestsText(count)).toBe(guests);
  });
});
