export const DELETION_CONFIRM_WORD = 'DELETAR';
const DELETION_MIN_PASSWORD_LENGTH = 6;

export const ACCOUNT_DELETION_TOASTS = {
  deleted: { title: 'Conta deletada', description: 'Sua conta foi removida permanentemente.' },
  failedTitle: 'Erro ao deletar conta',
  failedFallback: 'Não foi possível deletar sua conta. Verifique sua senha e tente novamente.',
} as const;

/** 'Deletar Conta Definitivamente' is enabled only with a 6+ character password and DELETAR typed exactly. */
export function canConfirmDeletion(password: string, word: string): boolean {
  return password.length >= DELETION_MIN_PASSWORD_LENGTH && word === DELETION_CONFIRM_WORD;
}

/** Failure toast: the server's message when it sent one, else the spec's fallback. */
export function deletionFailedToast(serverMessage?: string | null): { title: string; description: string } {
  const message = (serverMessage ?? '').trim();
  return {
    title: ACCOUNT_DELETION_TOASTS.failedTitle,
    description: message !== '' ? message : ACCOUNT_DELETION_TOASTS.failedFallback,
  };
}
