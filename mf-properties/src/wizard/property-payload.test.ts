import { draftRow, propertyRow } from '../testing/fixtures';
import { propertyFieldsFromValues, wizardValuesFromProperty } from './property-payload';
import { EMPTY_WIZARD_VALUES, WIZARD_PROPERTY_FIELDS } from './property-schema';

describe('property payload', () => {
  it('never sends review state, ownership or the draft flag from the form', () => {
    const fields = propertyFieldsFromValues({ ...EMPTY_WIZARD_VALUES, ...({ is_verified: true, is_draft: false, user_id: 'x' } as object) });
    expect(Object.keys(fields).sort()).toEqual([...WIZARD_PROPERTY_FIELDS].sort());
  });

  it('sends an empty form as nulls, no garage and empty lists', () => {
    expect(propertyFieldsFromValues(EMPTY_WIZARD_VALUES)).toEqual({
      property_name: null,
      location_type: null,
      property_type: null,
      property_type_other: null,
      address_street: null,
      address_number: null,
      address_neighborhood: null,
      address_city: null,
      address_state: null,
      address_postal_code: null,
      bedrooms: null,
      bathrooms: null,
      guest_capacity: null,
      area_sqm: null,
      has_garage: false,
      description: null,
      amenities: [],
      house_rules_options: [],
      house_rules: null,
    });
  });

  it.each([
    [{ property_name: '  Casa Azul ' }, { property_name: 'Casa Azul' }],
    [{ house_rules: '   ' }, { house_rules: null }],
    [{ bedrooms: 2.9, bathrooms: 0, guest_capacity: 4 }, { bedrooms: 2, bathrooms: 0, guest_capacity: 4 }],
    [{ area_sqm: 72.345 }, { area_sqm: 72.35 }],
    [{ area_sqm: Number.NaN }, { area_sqm: null }],
    [{ property_type: 'outro' as const, property_type_other: ' Cabana ' }, { property_type: 'outro', property_type_other: 'Cabana' }],
    [{ property_type: 'casa' as const, property_type_other: 'Cabana' }, { property_type: 'casa', property_type_other: null }],
    [{ amenities: ['wifi', ' ', ' Lareira '] }, { amenities: ['wifi', 'Lareira'] }],
  ])('sends %p as %p', (values, expected) => {
    expect(propertyFieldsFromValues({ ...EMPTY_WIZARD_VALUES, ...values })).toMatchObject(expected);
  });

  it('reads a stored property back into the form unchanged', () => {
    const row = propertyRow();
    const values = wizardValuesFromProperty(row);
    const sent = propertyFieldsFromValues(values);
    for (const field of WIZARD_PROPERTY_FIELDS) expect(sent[field]).toEqual(row[field]);
  });

  it('reads nulls of a draft as empty fields, and numeric text as numbers', () => {
    expect(wizardValuesFromProperty({ ...draftRow(), area_sqm: '48.50' as unknown as number })).toMatchObject({
      property_name: '',
      description: '',
      house_rules: '',
      area_sqm: 48.5,
      amenities: [],
    });
  });
});
