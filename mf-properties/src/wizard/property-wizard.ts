import { BASIC_PROPERTY_FIELDS, hasValue, PROPERTY_DESCRIPTION_MIN_LENGTH } from '@portal/shared/domain';
import { parseBrazilianNumber } from '@portal/shared/ui';
import { WIZARD_NUMBER_DECIMALS, WIZARD_TEXT_MAX_LENGTH, type PropertyWizardValues, type WizardNumberFieldName, type WizardNumberValue } from './property-schema';

// The field kinds the steps and the field components use, from the wizard's schema.
export { WIZARD_NUMBER_DECIMALS, type PropertyWizardValues, type WizardNumberFieldName, type WizardNumberValue } from './property-schema';

/** The wizard's two steps (spec part 2 §2, §9). */
export const WIZARD_STEPS = [
  { key: 'details', title: 'Dados do Imóvel' },
  { key: 'listing', title: 'Preparar Anúncio' },
] as const;
export type WizardStep = 0 | 1;
export const LAST_STEP: WizardStep = 1;

/** Delays of spec part 2 §9, and the autosave's quiet time, which the spec leaves open. */
export const WIZARD_TIMING = {
  /** The server autosave runs once typing pauses this long, so a sentence is one write, not one per key. */
  autosaveDelayMs: 1500,
  /** 'Salvando automaticamente' hides 1000 ms after a save. */
  savedIndicatorMs: 1000,
  /** 'Propriedade cadastrada!' then the property's calendar. */
  finishRedirectMs: 2000,
  /** 'Propriedade atualizada!' then the list. */
  editRedirectMs: 1500,
  /** Not found / no permission / failed load, then the list. */
  loadErrorRedirectMs: 2000,
} as const;

/** Input max lengths: the text fields' column checks (from the schema), and a custom amenity's length. */
export const PROPERTY_FIELD_LIMITS = { ...WIZARD_TEXT_MAX_LENGTH, customAmenity: 60 } as const;

/**
 * The spec lists property_name among step 1's required fields but shows the name input on step 2
 * ('Preparar Anúncio'), beside the description it names. The screen wins (spec README: the newer screen
 * behaviour wins): step 1 requires the other ten basic fields, step 2 requires the name. A draft may
 * therefore be unnamed after step 1, which is why the lists show 'Propriedade sem nome'; a finished property
 * always has its name (the database's properties_finished_requires_basics check agrees).
 */
const BASIC_FIELD_LABELS: Record<(typeof BASIC_PROPERTY_FIELDS)[number], string> = {
  property_name: 'Nome da propriedade',
  location_type: 'Tipo de localização',
  property_type: 'Tipo de propriedade',
  address_street: 'Rua',
  address_number: 'Número',
  address_city: 'Cidade',
  address_state: 'Estado',
  address_postal_code: 'CEP',
  bedrooms: 'Quartos',
  bathrooms: 'Banheiros',
  guest_capacity: 'Capacidade de hóspedes',
};

/** Step 1's required fields with their labels (spec part 2 §5), the name left to step 2. Neighborhood is marked but not enforced. */
const PROPERTY_STEP1_REQUIRED = BASIC_PROPERTY_FIELDS.filter((field) => field !== 'property_name').map((field) => ({
  field,
  label: BASIC_FIELD_LABELS[field],
}));

const PROPERTY_MINIMUMS = { bedrooms: 0, bathrooms: 0, guest_capacity: 1, area_sqm: 0 } as const;
const MINIMUM_LABELS: Record<keyof typeof PROPERTY_MINIMUMS, string> = { bedrooms: 'Quartos', bathrooms: 'Banheiros', guest_capacity: 'Capacidade de hóspedes', area_sqm: 'Área' };

// Field messages the spec does not quote.
const PROPERTY_WIZARD_MESSAGES = {
  required: (label: string) => `${label}: campo obrigatório`,
  minimum: (label: string, min: number) => `${label}: mínimo ${min}`,
  postalCode: 'CEP inválido',
  description: `A descrição deve ter pelo menos ${PROPERTY_DESCRIPTION_MIN_LENGTH} caracteres`,
  amenities: 'Selecione pelo menos uma comodidade',
  houseRules: 'Selecione pelo menos uma regra da casa',
} as const;

export const PROPERTY_WIZARD_TOASTS = {
  requiredFields: { title: 'Campos obrigatórios', description: 'Os campos destacados em vermelho são obrigatórios.' },
  created: { title: 'Propriedade cadastrada!' },
  updated: { title: 'Propriedade atualizada!' },
} as const;

export type WizardErrors = Partial<Record<keyof PropertyWizardValues, string>>;

/** Field → message; empty when step 1 may be left. */
export function validatePropertyStep1(values: PropertyWizardValues): WizardErrors {
  const errors: WizardErrors = {};
  for (const { field, label } of PROPERTY_STEP1_REQUIRED) {
    if (!hasValue(values[field])) errors[field] = PROPERTY_WIZARD_MESSAGES.required(label);
  }
  if (!errors.address_postal_code && (values.address_postal_code ?? '').replace(/\D/g, '').length !== 8) {
    errors.address_postal_code = PROPERTY_WIZARD_MESSAGES.postalCode;
  }
  for (const field of Object.keys(WIZARD_NUMBER_DECIMALS) as WizardNumberFieldName[]) {
    const unread = numberFieldError(values[field], field);
    if (unread && !(field in errors)) errors[field] = unread;
  }
  for (const [field, min] of Object.entries(PROPERTY_MINIMUMS) as Array<[keyof typeof PROPERTY_MINIMUMS, number]>) {
    const value = values[field];
    if (typeof value === 'number' && Number.isFinite(value) && value < min && !(field in errors)) {
      errors[field] = PROPERTY_WIZARD_MESSAGES.minimum(MINIMUM_LABELS[field], min);
    }
  }
  return errors;
}

/** Step 2: the name, a description of at least 100 characters, one amenity, one house-rule option. */
function validatePropertyStep2(values: PropertyWizardValues): WizardErrors {
  const errors: WizardErrors = {};
  if (!hasValue(values.property_name)) errors.property_name = PROPERTY_WIZARD_MESSAGES.required(BASIC_FIELD_LABELS.property_name);
  if (descriptionLength(values.description) < PROPERTY_DESCRIPTION_MIN_LENGTH) errors.description = PROPERTY_WIZARD_MESSAGES.description;
  if ((values.amenities ?? []).length === 0) errors.amenities = PROPERTY_WIZARD_MESSAGES.amenities;
  if ((values.house_rules_options ?? []).length === 0) errors.house_rules_options = PROPERTY_WIZARD_MESSAGES.houseRules;
  return errors;
}

export function validateWizardStep(step: WizardStep, values: PropertyWizardValues): WizardErrors {
  return step === 0 ? validatePropertyStep1(values) : validatePropertyStep2(values);
}

/** The first step with something to fix before finishing, or null when the whole wizard is valid. */
export function firstInvalidStep(values: PropertyWizardValues): WizardStep | null {
  if (Object.keys(validatePropertyStep1(values)).length > 0) return 0;
  if (Object.keys(validatePropertyStep2(values)).length > 0) return 1;
  return null;
}

/** Characters that count toward the minimum: leading and trailing spaces do not. */
function descriptionLength(description: string | null | undefined): number {
  return (description ?? '').trim().length;
}

/** The counter under the description: '37/100 caracteres (mínimo)' until the minimum, then '142 caracteres'. */
export function descriptionCounter(description: string | null | undefined): { text: string; enough: boolean } {
  const length = descriptionLength(description);
  const enough = length >= PROPERTY_DESCRIPTION_MIN_LENGTH;
  return { text: enough ? `${length} caracteres` : `${length}/${PROPERTY_DESCRIPTION_MIN_LENGTH} caracteres (mínimo)`, enough };
}

/**
 * Adds a custom amenity typed by the owner (Enter or Adicionar): blank input and duplicates are ignored.
 * Duplicates are compared trimmed and case-insensitively, so 'Lareira' and ' lareira ' are the same amenity,
 * and typing a listed amenity's label ('Wi-Fi') or id ('wifi') does not add it twice.
 */
export function addCustomAmenity(amenities: readonly string[], input: string, knownLabels: ReadonlyMap<string, string> = new Map()): string[] {
  const name = input.trim();
  if (name === '') return [...amenities];
  const key = name.toLocaleLowerCase('pt-BR');
  const same = (entry: string) =>
    entry.trim().toLocaleLowerCase('pt-BR') === key || (knownLabels.get(entry) ?? '').toLocaleLowerCase('pt-BR') === key;
  if (amenities.some(same)) return [...amenities];
  const listed = [...knownLabels.entries()].find(([id, label]) => id === key || label.toLocaleLowerCase('pt-BR') === key);
  return [...amenities, listed ? listed[0] : name];
}

/** Ticking or unticking one option of a checklist (amenities, house rules), keeping the list's order. */
export function toggleOption(selected: readonly string[], option: string): string[] {
  return selected.includes(option) ? selected.filter((item) => item !== option) : [...selected, option];
}

/** 'xxxxx-xxx' while typing (at most 9 characters, the column's limit). */
export function maskPostalCode(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** Why a number field's text cannot be stored ('Número ambíguo: …'), or null when it holds a number or nothing. */
function numberFieldError(value: WizardNumberValue | undefined, field: WizardNumberFieldName): string | null {
  return typeof value === 'string' ? parseBrazilianNumber(value, { decimals: WIZARD_NUMBER_DECIMALS[field] }).error : null;
}
