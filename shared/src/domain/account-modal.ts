import { type } from 'superstruct';
import { validateAccountDocument } from './document';
import type { ProfileRow } from './rows';
import { field, required, text, validateWith, type FormErrors } from './validate-with';

/** The personal-info modal edits profile columns directly; e-mail is shown read-only (it comes from login). */
export type AccountModalValues = Partial<
  Pick<
    ProfileRow,
    'full_name' | 'email' | 'phone' | 'document' | 'address_street' | 'address_number' | 'address_neighborhood' | 'address_city' | 'address_state'
  >
>;

export const ACCOUNT_MODAL_TOASTS = {
  requiredFields: { title: 'Campos obrigatórios', description: 'Preencha todos os campos obrigatórios antes de salvar.' },
  saveFailed: { title: 'Erro ao salvar', description: 'Não foi possível salvar as alterações. Tente novamente.' },
  unexpected: { title: 'Erro inesperado', description: 'Ocorreu um erro inesperado. Tente novamente.' },
  saved: { title: 'Perfil atualizado', description: 'Suas informações foram salvas com sucesso.' },
} as const;

export const accountModalStruct = type({
  full_name: field('full_name', required('Nome completo é obrigatório')),
  document: field('document', (value) => validateAccountDocument(text(value))),
});

export function validateAccountModal(values: AccountModalValues): FormErrors {
  return validateWith(accountModalStruct, values);
}

/** A field's error clears as soon as the owner edits that field. */
export function clearFieldError(errors: FormErrors, fieldName: string): FormErrors {
  if (!(fieldName in errors)) return errors;
  const { [fieldName]: _cleared, ...rest } = errors;
  return rest;
}
