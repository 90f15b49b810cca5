import { createContext, useContext } from 'react';
import type { FormErrors } from '@portal/shared/domain';

/**
 * The messages of the last failed 'continuar', by field. A field shows its message highlighted until the owner
 * edits it; the next 'continuar' checks the step again.
 */
export interface WizardErrors {
  errors: FormErrors;
  clear: (name: string) => void;
}

export const WizardErrorsContext = createContext<WizardErrors>({ errors: {}, clear: () => undefined });

export function useFieldError(name: string): { error: string | undefined; clear: () => void } {
  const { errors, clear } = useContext(WizardErrorsContext);
  return { error: errors[name], clear: () => clear(name) };
}

/** The id of a field's control: the highlighted fields are scrolled to and focused by it. */
export const fieldId = (name: string) => `owner-${name}`;
