import type { DocumentType } from './rows';
import { digitsOnly } from './masks';

export const DOCUMENT_MESSAGES = {
  tooShort: 'Documento inválido',
  cpf: 'CPF inválido',
  cnpj: 'CNPJ inválido',
  required: 'CPF/CNPJ é obrigatório',
  digitCount: 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos',
} as const;


const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function isRepeated(digits: string): boolean {
  return /^(\d)\1*$/.test(digits);
}

function cpfDigit(digits: string, length: number): number {
  let sum = 0;
  for (let i = 0; i < length; i += 1) sum += Number(digits[i]) * (length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

function cnpjDigit(digits: string, weights: number[]): number {
  let sum = 0;
  weights.forEach((weight, i) => {
    sum += Number(digits[i]) * weight;
  });
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** CPF check digits; punctuation is ignored, repeated-digit numbers (111.111.111-11) are rejected. */
export function isValidCpf(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits.length !== 11 || isRepeated(digits)) return false;
  return cpfDigit(digits, 9) === Number(digits[9]) && cpfDigit(digits, 10) === Number(digits[10]);
}

/** CNPJ check digits; punctuation is ignored, repeated-digit numbers are rejected. */
export function isValidCnpj(value: string): boolean {
  const digits = digitsOnly(value);
  if (digits.length !== 14 || isRepeated(digits)) return false;
  return cnpjDigit(digits, CNPJ_WEIGHTS_1) === Number(digits[12]) && cnpjDigit(digits, CNPJ_WEIGHTS_2) === Number(digits[13]);
}

/**
 * Owner wizard rule for `documento`: null when valid, else the message to show.
 * "At least 11 characters" counts what was typed (mask included), as the spec words it; the check digits
 * then decide between 'CPF inválido' and 'CNPJ inválido'.
 */
export function validateDocument(type: DocumentType, value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (text.length < 11) return DOCUMENT_MESSAGES.tooShort;
  if (type === 'cpf') return isValidCpf(text) ? null : DOCUMENT_MESSAGES.cpf;
  return isValidCnpj(text) ? null : DOCUMENT_MESSAGES.cnpj;
}

/** Account modal rule: required, then 11 or 14 digits. The modal does not check digits (the wizard does). */
export function validateAccountDocument(value: string | null | undefined): string | null {
  if ((value ?? '').trim() === '') return DOCUMENT_MESSAGES.required;
  const count = digitsOnly(value ?? '').length;
  return count === 11 || count === 14 ? null : DOCUMENT_MESSAGES.digitCount;
}
