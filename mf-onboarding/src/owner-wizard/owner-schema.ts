import {
  BANK_FORM_SCHEMA,
  digitsOnly,
  FIELD_MAX_LENGTH,
  formFromProfile,
  type FormErrors,
  INPUT_LIMITS,
  profileFromForm,
  profileText,
  required,
  text,
  validateDocument,
  validateProfileForm,
  type DocumentType,
  type ProfileFields,
  type ProfileFormField,
  type ProfileFormValues,
  type SavedProfile,
} from '@portal/shared/domain';
import { apiDateToBr, parseBrDate } from '@portal/shared/format';

type OwnerDataStep = 1 | 2 | 3 | 4 | 5;
/** What a rule needs beyond the form: 'yyyy-MM-dd' in Brazil, the birth date's upper limit. */
interface OwnerRuleContext {
  today: string;
}
/** One field of the owner registration form: the step that shows it, then its preload, save, rules and length. */
type OwnerField<Value> = ProfileFormField<Value, OwnerRuleContext> & { step: OwnerDataStep };

export const BIRTH_DATE_MIN = '1925-01-01';

const M = {
  nameRequired: 'Nome é obrigatório',
  nameTooShort: 'Nome deve ter pelo menos 3 caracteres',
  nameLetters: 'Nome deve conter apenas letras e espaços',
  // Not quoted by the spec: the radio always holds cpf or cnpj, so this only shows for a tampered value.
  documentTypeInvalid: 'Tipo de documento inválido',
  birthDateFormat: 'Data deve estar no formato dd/MM/yyyy',
  birthDateRange: 'Data de nascimento inválida',
  emailRequired: 'email é obrigatório',
  emailInvalid: 'email inválido',
  phoneRequired: 'telefone é obrigatório',
  phoneInvalid: 'telefone inválido',
  cepRequired: 'CEP é obrigatório',
  cepInvalid: 'CEP inválido',
  streetRequired: 'logradouro é obrigatório',
  numberRequired: 'número é obrigatório',
  neighborhoodRequired: 'bairro é obrigatório',
  cityRequired: 'cidade é obrigatória',
  stateRequired: 'estado é obrigatório',
  // Not quoted by the spec ("the checkbox must be accepted").
  termsRequired: 'é preciso aceitar os termos para continuar',
} as const;

const LETTERS_AND_SPACES = /^[\p{L}\s]+$/u;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Birth date typed as dd/MM/yyyy, between 1925-01-01 and today inclusive. An empty field fails the format rule:
 * the spec gives dataNascimento no separate "required" message. A well-formed but impossible date (31/02/1990)
 * is reported as out of range ('Data de nascimento inválida').
 */
function birthDateRule(value: unknown, _values: unknown, { today }: OwnerRuleContext): string | null {
  const typed = text(value).trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(typed)) return M.birthDateFormat;
  const iso = parseBrDate(typed);
  return iso !== null && iso >= BIRTH_DATE_MIN && iso <= today ? null : M.birthDateRange;
}

const onStep = <Value,>(step: OwnerDataStep, item: ProfileFormField<Value, OwnerRuleContext>): OwnerField<Value> => ({ ...item, step });

/** The bank form's fields, on step 4. */
const bankStep = <Schema extends Record<string, ProfileFormField<unknown>>>(schema: Schema) =>
  Object.fromEntries(Object.entries(schema).map(([name, item]) => [name, onStep(4, item)])) as {
    [K in keyof Schema]: Schema[K] extends ProfileFormField<infer Value> ? OwnerField<Value> : never;
  };

/**
 * The owner registration form (spec part 1 §3 onboarding form shape, §5 rules), one entry per field in screen
 * order: its step, how a saved profile preloads it, the columns it saves, its rules with the spec's messages and
 * its input's max length (its column's check). The form's type, its preload, the final upsert, each step's
 * partial save and check, and the inputs' lengths derive from here. Step 4 is the bank form's own schema.
 */
export const OWNER_FORM_SCHEMA = {
  // Step 1 'dados pessoais'.
  nome: onStep(
    1,
    profileText('nome', 'full_name', INPUT_LIMITS.name, [
      required(M.nameRequired),
      (value) => (text(value).trim().length < 3 ? M.nameTooShort : null),
      (value) => (LETTERS_AND_SPACES.test(text(value).trim()) ? null : M.nameLetters),
    ]),
  ),
  tipoDocumento: {
    step: 1,
    fromProfile: (profile) => profile.document_type ?? 'cpf',
    toProfile: (values) => ({ document_type: (values.tipoDocumento as DocumentType | undefined) ?? 'cpf' }),
    rules: [(value) => (value === 'cpf' || value === 'cnpj' ? null : M.documentTypeInvalid)],
  } as OwnerField<DocumentType>,
  documento: onStep(
    1,
    profileText('documento', 'document', FIELD_MAX_LENGTH.document, [(value, values) => validateDocument(values.tipoDocumento === 'cnpj' ? 'cnpj' : 'cpf', text(value))], { masked: true }),
  ),
  /** Typed 'dd/MM/yyyy'; saved as yyyy-MM-dd. */
  dataNascimento: {
    step: 1,
    fromProfile: (profile) => apiDateToBr(profile.birth_date),
    toProfile: (values) => ({ birth_date: parseBrDate(text(values.dataNascimento)) }),
    rules: [birthDateRule],
  } as OwnerField<string>,
  // Step 2 'contato'.
  email: onStep(
    2,
    profileText('email', 'email', INPUT_LIMITS.email, [required(M.emailRequired), (value) => (EMAIL_SHAPE.test(text(value).trim()) ? null : M.emailInvalid)]),
  ),
  telefone: onStep(
    2,
    profileText('telefone', 'phone', FIELD_MAX_LENGTH.phone, [required(M.phoneRequired), (value) => (digitsOnly(text(value)).length >= 10 ? null : M.phoneInvalid)], { masked: true }),
  ),
  // Step 3 'endereço'.
  cep: onStep(3, profileText('cep', 'address_cep', FIELD_MAX_LENGTH.cep, [required(M.cepRequired), (value) => (digitsOnly(text(value)).length === 8 ? null : M.cepInvalid)], { masked: true })),
  logradouro: onStep(3, profileText('logradouro', 'address_street', 200, [required(M.streetRequired)])),
  numero: onStep(3, profileText('numero', 'address_number', 20, [required(M.numberRequired)])),
  complemento: onStep(3, profileText('complemento', 'address_complement', 100)),
  bairro: onStep(3, profileText('bairro', 'address_neighborhood', 100, [required(M.neighborhoodRequired)])),
  cidade: onStep(3, profileText('cidade', 'address_city', 100, [required(M.cityRequired)])),
  estado: onStep(3, profileText('estado', 'address_state', 50, [required(M.stateRequired)])),
  // Step 4 'dados bancários'.
  ...bankStep(BANK_FORM_SCHEMA),
  // Step 5 'termos'.
  aceito: {
    step: 5,
    fromProfile: (profile) => profile.terms_accepted === true,
    toProfile: (values) => ({ terms_accepted: values.aceito === true }),
    rules: [(value) => (value === true ? null : M.termsRequired)],
  } as OwnerField<boolean>,
};

type Schema = typeof OWNER_FORM_SCHEMA;
export type OwnerFormField = keyof Schema;

/** The form's values; a field is missing until its step is reached. */
export type OwnerFormValues = Partial<ProfileFormValues<Schema>>;

const entries = Object.entries(OWNER_FORM_SCHEMA) as Array<[OwnerFormField, OwnerField<unknown>]>;
const fieldsOfStep = (step: OwnerDataStep) => Object.fromEntries(entries.filter(([, item]) => item.step === step));

/** The step that shows each field. */
export const OWNER_FIELD_STEP = Object.fromEntries(entries.map(([name, item]) => [name, item.step])) as Record<OwnerFormField, OwnerDataStep>;

/** Form values preloaded from a saved profile (none: the form's empty values). */
export function ownerFormFromProfile(profile: SavedProfile | null | undefined): Required<OwnerFormValues> {
  return formFromProfile(OWNER_FORM_SCHEMA, profile);
}

/** Every profile column of the form, for the final upsert: empty text as null. */
export function profileFromOwnerForm(values: OwnerFormValues): Required<ProfileFields> {
  return profileFromForm(OWNER_FORM_SCHEMA, values) as Required<ProfileFields>;
}

/** The profile columns each step saves. */
const stepColumns = (step: OwnerDataStep) => Object.keys(profileFromForm(fieldsOfStep(step), {})) as Array<keyof ProfileFields>;
export const OWNER_STEP_COLUMNS: Record<OwnerDataStep, ReadonlyArray<keyof ProfileFields>> = {
  1: stepColumns(1),
  2: stepColumns(2),
  3: stepColumns(3),
  4: stepColumns(4),
  5: stepColumns(5),
};

/** The errors of one step's fields (1–5), by their rules; the values may hold anything (a tampered form). `today` is 'yyyy-MM-dd'. */
export function validateOwnerFields(step: OwnerDataStep, values: Partial<Record<OwnerFormField, unknown>>, today: string): FormErrors {
  return validateProfileForm(fieldsOfStep(step), values, { today });
}
