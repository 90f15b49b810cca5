import type { PropertyRow } from '@portal/shared/domain';
import type { PropertyWizardValues } from './property-wizard';

/** The columns the owner writes through the wizard. Review state (is_verified) and ownership are never among them. */
export const WIZARD_PROPERTY_FIELDS = [
  'property_name',
  'location_type',
  'property_type',
  'property_type_other',
  'address_street',
  'address_number',
  'address_neighborhood',
  'address_city',
  'address_state',
  'address_postal_code',
  'bedrooms',
  'bathrooms',
  'guest_capacity',
  'area_sqm',
  'has_garage',
  'description',
  'amenities',
  'house_rules_options',
  'house_rules',
] as const satisfies ReadonlyArray<keyof PropertyRow>;

export type WizardPropertyField = (typeof WIZARD_PROPERTY_FIELDS)[number];
export type PropertyFields = Pick<PropertyRow, WizardPropertyField>;

/** What a new wizard starts with: nothing chosen, no garage, empty lists. */
export const EMPTY_WIZARD_VALUES: PropertyWizardValues = {
  property_name: '',
  location_type: null,
  property_type: null,
  property_type_other: '',
  address_street: '',
  address_number: '',
  address_neighborhood: '',
  address_city: '',
  address_state: '',
  address_postal_code: '',
  bedrooms: null,
  bathrooms: null,
  guest_capacity: null,
  area_sqm: null,
  has_garage: false,
  description: '',
  amenities: [],
  house_rules_options: [],
  house_rules: '',
};

function textOrNull(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

function wholeOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;
}

/** Area in m², kept to the column's two decimals (numeric(10, 2)). */
function areaOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) / 100 : null;
}

function list(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is string => typeof item === 'string' && item.trim() !== '').map((item) => item.trim());
}

/**
 * The row fields the wizard sends (create, autosave, finish): text trimmed, blank text as null, counts whole,
 * the area to two decimals, lists without blanks. 'Especifique o tipo' is kept only for 'outro'.
 */
export function propertyFieldsFromValues(values: PropertyWizardValues): PropertyFields {
  const propertyType = values.property_type ?? null;
  return {
    property_name: textOrNull(values.property_name),
    location_type: values.location_type ?? null,
    property_type: propertyType,
    property_type_other: propertyType === 'outro' ? textOrNull(values.property_type_other) : null,
    address_street: textOrNull(values.address_street),
    address_number: textOrNull(values.address_number),
    address_neighborhood: textOrNull(values.address_neighborhood),
    address_city: textOrNull(values.address_city),
    address_state: textOrNull(values.address_state),
    address_postal_code: textOrNull(values.address_postal_code),
    bedrooms: wholeOrNull(values.bedrooms),
    bathrooms: wholeOrNull(values.bathrooms),
    guest_capacity: wholeOrNull(values.guest_capacity),
    area_sqm: areaOrNull(values.area_sqm),
    has_garage: values.has_garage === true,
    description: textOrNull(values.description),
    amenities: list(values.amenities),
    house_rules_options: list(values.house_rules_options),
    house_rules: textOrNull(values.house_rules),
  };
}

/** The form's values for a stored property: nulls of text columns become empty fields. */
export function wizardValuesFromProperty(row: Partial<PropertyRow>): PropertyWizardValues {
  const text = (value: string | null | undefined) => value ?? '';
  const count = (value: number | string | null | undefined) => {
    const number = typeof value === 'string' ? Number(value) : value;
    return typeof number === 'number' && Number.isFinite(number) ? number : null;
  };
  return {
    property_name: text(row.property_name),
    location_type: row.location_type ?? null,
    property_type: row.property_type ?? null,
    property_type_other: text(row.property_type_other),
    address_street: text(row.address_street),
    address_number: text(row.address_number),
    address_neighborhood: text(row.address_neighborhood),
    address_city: text(row.address_city),
    address_state: text(row.address_state),
    address_postal_code: text(row.address_postal_code),
    bedrooms: count(row.bedrooms),
    bathrooms: count(row.bathrooms),
    guest_capacity: count(row.guest_capacity),
    // PostgREST may send numeric columns as text.
    area_sqm: count(row.area_sqm),
    has_garage: row.has_garage === true,
    description: text(row.description),
    amenities: [...(row.amenities ?? [])],
    house_rules_options: [...(row.house_rules_options ?? [])],
    house_rules: text(row.house_rules),
  };
}
