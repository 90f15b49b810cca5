import { digitsOnly, isValidCnpj, isValidCpf, type DocumentType } from '@portal/shared/domain';

/** The live check waits this long in its "checking" state before showing valid or invalid (spec part 1 §9). */
export const DOCUMENT_CHECK_DELAY_MS = 800;

const DOCUMENT_DIGITS: Record<DocumentType, number> = { cpf: 11, cnpj: 14 };

export type DocumentCheck =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'valid'; text: string }
  | { status: 'invalid'; text: string };

export const IDLE_CHECK: DocumentCheck = { status: 'idle' };

/** The check starts on blur only once the number has its type's full length (11 or 14 digits). */
export function shouldCheckDocument(type: DocumentType, value: string | null | undefined): boolean {
  return digitsOnly(value).length === DOCUMENT_DIGITS[type];
}

/**
 * The indicator after the wait. The invalid text is the spec's ('CPF inválido' / 'CNPJ inválido' followed by
 * '. Verifique os números digitados.'); the valid one is not quoted there, so 'CPF válido' / 'CNPJ válido'.
 */
export function documentCheckResult(type: DocumentType, value: string): DocumentCheck {
  const label = type === 'cpf' ? 'CPF' : 'CNPJ';
  const valid = type === 'cpf' ? isValidCpf(value) : isValidCnpj(value);
  return valid ? { status: 'valid', text: `${label} válido` } : { status: 'invalid', text: `${label} inválido. Verifique os números digitados.` };
}

/** 'xxxxx-xxx', max length 9. */
