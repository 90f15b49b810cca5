import { BASIC_PROPERTY_FIELDS, hasValue, PROPERTY_DESCRIPTION_MIN_LENGTH, type PropertyRow } from '@portal/shared/domain';

export type PropertyWizardValues = Partial<
  Pick<
    PropertyRow,
    | 'property_name'
    | 'location_type'
    | 'property_type'
    | 'property_type_other'
    | 'address_street'
    | 'address_number'
    | 'address_neighborhood'
    | 'address_city'
    | 'address_state'
    | 'address_postal_code'
    | 'bedrooms'
    | 'bathrooms'
    | 'guest_capacity'
    | 'area_sqm'
    | 'has_garage'
    | 'description'
    | 'amenities'
    | 'house_rules_options'
    | 'house_rules'
  >
>;

/**
 * Step 1 required fields with their labels (spec part 2 §5). The spec lists property_name here although the
 * name input sits on step 2 ('Preparar Anúncio'); the rule is kept as written, so the form that owns step 1 must
 * show the name. Neighborhood is marked required in the form but, as the spec says, not enforced.
 */
const STEP1_LABELS: Record<(typeof BASIC_PROPERTY_FIELDS)[number], string> = {
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

/** Step 1's required fields are the basic fields a draft needs before it can wait for photos. */
export const PROPERTY_STEP1_REQUIRED = BASIC_PROPERTY_FIELDS.map((field) => ({ field, label: STEP1_LABELS[field] }));

export const PROPERTY_MINIMUMS = { bedrooms: 0, bathrooms: 0, guest_capacity: 1, area_sqm: 0 } as const;

// Messages the spec does not quote.
export const PROPERTY_WIZARD_MESSAGES = {
  required: (label: string) => `${label}: campo obrigatório`,
  minimum: (label: string, min: number) => `${label}: mínimo ${min}`,
  description: `A descrição deve ter pelo menos ${PROPERTY_DESCRIPTION_MIN_LENGTH} caracteres`,
  amenities: 'Selecione pelo menos uma comodidade',
  houseRules: 'Selecione pelo menos uma regra da casa',
} as const;

export const PROPERTY_WIZARD_TOASTS = {
  requiredFields: { title: 'Campos obrigatórios', description: 'Os campos destacados em vermelho são obrigatórios.' },
  saveFailed: { title: 'Erro ao salvar', description: 'Não foi possível salvar automaticamente. Suas alterações locais foram mantidas.' },
  draftFailed: { title: 'Erro ao salvar rascunho', description: 'Não foi possível salvar o progresso. Tente novamente.' },
  finishFailed: {
    title: 'Erro ao finalizar cadastro',
    description: 'Não foi possível finalizar o cadastro. Verifique se todos os campos estão preenchidos e tente novamente.',
  },
} as const;

/** Field → message; empty when step 1 may be left. */
export function validatePropertyStep1(values: PropertyWizardValues): Record<string, string> {
  const errors: Record<string, string> = {};
  const label = (field: string) => PROPERTY_STEP1_REQUIRED.find((r) => r.field === field)?.label ?? 'Área';
  for (const { field, label: text } of PROPERTY_STEP1_REQUIRED) {
    if (!hasValue(values[field])) errors[field] = PROPERTY_WIZARD_MESSAGES.required(text);
  }
  for (const [field, min] of Object.entries(PROPERTY_MINIMUMS) as Array<[keyof typeof PROPERTY_MINIMUMS, number]>) {
    const value = values[field];
    if (typeof value === 'number' && Number.isFinite(value) && value < min && !(field in errors)) {
      errors[field] = PROPERTY_WIZARD_MESSAGES.minimum(label(field), min);
    }
  }
  return errors;
}

/** Step 2: description of at least 100 characters, one amenity, one house-rule option. */
export function validatePropertyStep2(values: PropertyWizardValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if ((values.description ?? '').trim().length < PROPERTY_DESCRIPTION_MIN_LENGTH) errors.description = PROPERTY_WIZARD_MESSAGES.description;
  if ((values.amenities ?? []).length === 0) errors.amenities = PROPERTY_WIZARD_MESSAGES.amenities;
  if ((values.house_rules_options ?? []).length === 0) errors.house_rules_options = PROPERTY_WIZARD_MESSAGES.houseRules;
  return errors;
}

/**
 * Adds a custom amenity typed by the owner (Enter or Adicionar): blank input and duplicates are ignored.
 * Duplicates are compared trimmed and case-insensitively, so 'Lareira' and ' lareira ' are the same amenity.
 */
export function addCustomAmenity(amenities: readonly string[], input: string): string[] {
  const name = input.trim();
  if (name === '') return [...amenities];
  const key = name.toLocaleLowerCase('pt-BR');
  if (amenities.some((a) => a.trim().toLocaleLowerCase('pt-BR') === key)) return [...amenities];
  return [...amenities, name];
}
