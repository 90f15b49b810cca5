import type { ApiError } from '@portal/shared/api';
import { ACCOUNT_MODAL_TOASTS } from '../personal-info/account-modal';
import { profileUpdateErrorToast, type Toast } from '@portal/shared/domain';

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/**
 * The toast for a failed partial update: a refusal or a failed request gets 'Erro ao salvar' with the text
 * for its database code (23505, 42501, else generic); anything else is the spec's 'Erro inesperado'.
 */
export function saveFailureToast(error: unknown): Toast {
  return isApiError(error) ? profileUpdateErrorToast(error.code) : ACCOUNT_MODAL_TOASTS.unexpected;
}
