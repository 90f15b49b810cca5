import { columnLengthChecks } from '@portal/shared/testing/column-lengths';
import { columnsFromValues, EMPTY_WIZARD_VALUES, valuesFromColumns, valuesFromDraft, WIZARD_FIELD_ORDER, WIZARD_NUMBER_DECIMALS, WIZARD_PROPERTY_FIELDS, WIZARD_TEXT_MAX_LENGTH } from './property-schema';

describe('the property wizard schema', () => {
  it('lists each step’s fields in the order the owner meets them', () => {
    expect(WIZARD_FIELD_ORDER[0]).toEqual([
      'location_type',
      'address_postal_code',
      'address_street',
      'address_number',
      'address_neighborhood',
      'address_city',
      'address_state',
      'property_type',
      'property_type_other',
      'bedrooms',
      'bathrooms',
      'guest_capacity',
      'area_sqm',
      'has_garage',
    ]);
    expect(WIZARD_FIELD_ORDER[1]).toEqual(['property_name', 'description', 'amenities', 'house_rules_options', 'house_rules']);
    expect([...WIZARD_FIELD_ORDER[0], ...WIZARD_FIELD_ORDER[1]]).toEqual(WIZARD_PROPERTY_FIELDS);
  });

  it('gives every field an empty value of its kind', () => {
    expect(Object.keys(EMPTY_WIZARD_VALUES)).toEqual(WIZARD_PROPERTY_FIELDS);
    expect(EMPTY_WIZARD_VALUES).toMatchObject({ property_name: '', location_type: null, bedrooms: null, has_garage: false, amenities: [] });
  });

  it('caps each text field at its column’s length check', () => {
    const checks = columnLengthChecks('properties');
    expect(WIZARD_TEXT_MAX_LENGTH).toEqual(Object.fromEntries(Object.keys(WIZARD_TEXT_MAX_LENGTH).map((field) => [field, checks[field]])));
  });

  it('keeps counts whole and the area to two decimals', () => {
    expect(WIZARD_NUMBER_DECIMALS).toEqual({ bedrooms: 0, bathrooms: 0, guest_capacity: 0, area_sqm: 2 });
  });

  it.each([
    ['text', 'address_city', '  Búzios ', 'Búzios', 'Búzios'],
    ['blank text', 'house_rules', '   ', null, ''],
    ['a choice', 'location_type', 'litoral', 'litoral', 'litoral'],
    ['a count', 'bedrooms', 3.7, 3, 3],
    ['the area', 'area_sqm', 48.456, 48.46, 48.46],
    ['a flag', 'has_garage', true, true, true],
    ['a list', 'amenities', ['wifi', ' ', ' Lareira '], ['wifi', 'Lareira'], ['wifi', 'Lareira']],
  ] as const)('sends %s as its column and reads it back', (_kind, field, value, column, back) => {
    const columns = columnsFromValues({ ...EMPTY_WIZARD_VALUES, [field]: value });
    expect(columns[field]).toEqual(column);
    expect(valuesFromColumns(columns)[field]).toEqual(back);
  });

  it('reads numeric text from the database as a number', () => {
    expect(valuesFromColumns({ area_sqm: '48.50', bedrooms: null }).area_sqm).toBe(48.5);
  });

  it('reads a draft field by field: missing and null as empty, unreadable number text as typed, other keys ignored', () => {
    expect(valuesFromDraft({ property_name: 'Casa', bedrooms: '2', area_sqm: '1.250', location_type: null, extra: 1 })).toEqual({
      ...EMPTY_WIZARD_VALUES,
      property_name: 'Casa',
      bedrooms: 2,
      area_sqm: '1.250',
    });
    expect(valuesFromDraft({ guest_capacity: [] })).toBeNull();
    expect(valuesFromDraft('texto')).toBeNull();
  });
});
