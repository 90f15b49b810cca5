import { type } from 'superstruct';
import {
  digitsOnly,
  DOCUMENT_MESSAGES,
  FIELD_MAX_LENGTH,
  INPUT_LIMITS,
  type DocumentType,
  field,
  type FormErrors,
  isBlank,
  isValidCnpj,
  isValidCpf,
  maskDocument,
  maskPhone,
  NOT_SIGNED_IN_TOAST,
  partialProfileUpdate,
  type ProfileFields,
  type ProfileRow,
  required,
  text,
  validateAccountDocument,
  validateWith,
} from '@portal/shared/domain';

type Saved = string | null | undefined;
const asSaved = (value: Saved) => value ?? '';

/**
 * The personal-info modal's fields, in screen order, each named after the profile column it edits, with how the
 * saved value shows in its input and the input's max length (its column's length check; a masked input's is the
 * mask's, within the column's). E-mail is shown read-only: it comes from the login, not from the profile.
 */
export const PERSONAL_INFO_FIELDS = {
  full_name: { editable: true, show: asSaved, maxLength: INPUT_LIMITS.name },
  email: { editable: false, show: asSaved },
  phone: { editable: true, show: maskPhone, maxLength: FIELD_MAX_LENGTH.phone, masked: true },
  document: { editable: true, show: maskDocument, maxLength: FIELD_MAX_LENGTH.document, masked: true },
  address_street: { editable: true, show: asSaved, maxLength: 200 },
  address_number: { editable: true, show: asSaved, maxLength: 20 },
  address_neighborhood: { editable: true, show: asSaved, maxLength: 100 },
  address_city: { editable: true, show: asSaved, maxLength: 100 },
  address_state: { editable: true, show: asSaved, maxLength: 50 },
} satisfies Partial<Record<keyof ProfileRow, { editable: boolean; show: (value: Saved) => string; maxLength?: number; masked?: boolean }>>;

type PersonalInfoField = keyof typeof PERSONAL_INFO_FIELDS;

/** The modal's values, as its inputs hold them. */
export type PersonalInfoValues = Record<PersonalInfoField, string>;

/** The fields the owner can change. */
const EDITABLE_PERSONAL_INFO_FIELDS = (Object.keys(PERSONAL_INFO_FIELDS) as PersonalInfoField[]).filter((name) => PERSONAL_INFO_FIELDS[name].editable);

export const PERSONAL_INFO_TOASTS = {
  notSignedIn: NOT_SIGNED_IN_TOAST,
} as const;

/** Not quoted for the modal; the spec's contact rule says a phone has at least 10 digits. */
const PHONE_INVALID_MESSAGE = 'telefone inválido';

/** 11 digits are a CPF, 14 a CNPJ: the modal has no type selector, so the number decides. */
function documentTypeOf(document: string | null | undefined): DocumentType | null {
  const count = digitsOnly(document).length;
  return count === 11 ? 'cpf' : count === 14 ? 'cnpj' : null;
}

/**
 * Account modal document rule: required, 11 or 14 digits (the spec's messages), then the check digits of
 * the type that length implies — the database refuses an invalid number anyway, so the owner hears it here.
 */
function validatePersonalInfoDocument(value: unknown): string | null {
  const basic = validateAccountDocument(text(value));
  if (basic) return basic;
  return documentTypeOf(text(value)) === 'cpf'
    ? isValidCpf(text(value)) ? null : DOCUMENT_MESSAGES.cpf
    : isValidCnpj(text(value)) ? null : DOCUMENT_MESSAGES.cnpj;
}

const personalInfoStruct = type({
  full_name: field('full_name', required('Nome completo é obrigatório')),
  document: field('document', validatePersonalInfoDocument),
  phone: field('phone', (value) => (isBlank(value) || digitsOnly(text(value)).length >= 10 ? null : PHONE_INVALID_MESSAGE)),
});

export function validatePersonalInfo(values: Partial<PersonalInfoValues>): FormErrors {
  return validateWith(personalInfoStruct, values);
}

/** The modal's starting values: the saved profile (masked as the inputs show them) and the login e-mail. */
export function personalInfoFromProfile(profile: Partial<ProfileRow> | null | undefined, loginEmail: string): PersonalInfoValues {
  const values = Object.fromEntries(
    (Object.entries(PERSONAL_INFO_FIELDS) as Array<[PersonalInfoField, { show: (value: Saved) => string }]>).map(([name, field]) => [name, field.show(profile?.[name])]),
  ) as PersonalInfoValues;
  return { ...values, email: loginEmail };
}

/**
 * What 'Salvar alterações' sends: the editable fields that changed and are not empty (spec part 1 §7,
 * partial update). A changed document carries its type along, so the database checks the right digits.
 */
export function personalInfoPatch(initial: Partial<PersonalInfoValues>, values: Partial<PersonalInfoValues>): ProfileFields {
  const changed: Record<string, unknown> = {};
  for (const name of EDITABLE_PERSONAL_INFO_FIELDS) {
    if ((values[name] ?? '').trim() !== (initial[name] ?? '').trim()) changed[name] = values[name];
  }
  const patch = partialProfileUpdate(changed);
  const documentType = patch.document ? documentTypeOf(patch.document) : null;
  return documentType ? { ...patch, document_type: documentType } : patch;
}
