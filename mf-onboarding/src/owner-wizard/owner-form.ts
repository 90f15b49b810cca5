import { type } from 'superstruct';
import { parseBrDate } from '@portal/shared/format';
import { digitsOnly, field, required, text, validateDocument } from '@portal/shared/domain';

// The form's fields, their type, preload and saving: owner-schema.ts. Here: each step's rules.
export type { OwnerFormValues } from './owner-schema';

export const BIRTH_DATE_MIN = '1925-01-01';

const OWNER_FORM_MESSAGES = {
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

const M = OWNER_FORM_MESSAGES;
const LETTERS_AND_SPACES = /^[\p{L}\s]+$/u;
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const nome = field(
  'nome',
  required(M.nameRequired),
  (value) => (text(value).trim().length < 3 ? M.nameTooShort : null),
  (value) => (LETTERS_AND_SPACES.test(text(value).trim()) ? null : M.nameLetters),
);

const tipoDocumento = field('tipoDocumento', (value) => (value === 'cpf' || value === 'cnpj' ? null : M.documentTypeInvalid));

const documento = field('documento', (value, values) =>
  validateDocument(values.tipoDocumento === 'cnpj' ? 'cnpj' : 'cpf', text(value)),
);

/**
 * Birth date typed as dd/MM/yyyy, between 1925-01-01 and `today` ('yyyy-MM-dd') inclusive.
 * An empty field fails the format rule: the spec gives dataNascimento no separate "required" message.
 * A well-formed but impossible date (31/02/1990) is reported as out of range ('Data de nascimento inválida').
 */
function birthDateRule(today: string) {
  return (value: unknown): string | null => {
    const typed = text(value).trim();
    if (!/^\d{2}\/\d{2}\/\d{4}$/.test(typed)) return M.birthDateFormat;
    const iso = parseBrDate(typed);
    return iso !== null && iso >= BIRTH_DATE_MIN && iso <= today ? null : M.birthDateRange;
  };
}

/** Step 1 'dados pessoais'. `today` is 'yyyy-MM-dd'. */
export function personalDataStruct(today: string) {
  return type({ nome, tipoDocumento, documento, dataNascimento: field('dataNascimento', birthDateRule(today)) });
}

export const contactStruct = type({
  email: field('email', required(M.emailRequired), (value) => (EMAIL_SHAPE.test(text(value).trim()) ? null : M.emailInvalid)),
  telefone: field('telefone', required(M.phoneRequired), (value) => (digitsOnly(text(value)).length >= 10 ? null : M.phoneInvalid)),
});

export const addressStruct = type({
  cep: field('cep', required(M.cepRequired), (value) => (digitsOnly(text(value)).length === 8 ? null : M.cepInvalid)),
  logradouro: field('logradouro', required(M.streetRequired)),
  numero: field('numero', required(M.numberRequired)),
  bairro: field('bairro', required(M.neighborhoodRequired)),
  cidade: field('cidade', required(M.cityRequired)),
  estado: field('estado', required(M.stateRequired)),
});

export const termsStruct = type({
  aceito: field('aceito', (value) => (value === true ? null : M.termsRequired)),
});
