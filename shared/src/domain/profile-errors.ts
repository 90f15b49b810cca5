// Profile load / save failure toasts keyed by the database error code (spec part 1 §8).

export interface Toast {
  title: string;
  description: string;
}

/** A save attempted without a session (the owner wizard and the account's personal data). */
export const NOT_SIGNED_IN_TOAST: Toast = { title: 'Erro de autenticação', description: 'Você precisa estar logado para salvar os dados.' };

/** Postgres: insufficient privilege (RLS refused). */
const PERMISSION_DENIED_CODE = '42501';
/** Postgres: unique violation. */
const UNIQUE_VIOLATION_CODE = '23505';

export function profileLoadErrorToast(code?: string | null): Toast {
  return {
    title: 'Erro ao carregar perfil',
    description:
      code === PERMISSION_DENIED_CODE
        ? 'Problema de permissão. Tente fazer login novamente.'
        : 'Não foi possível carregar seus dados salvos.',
  };
}

/** Partial update failures (wizard steps, bank page). */
export function profileUpdateErrorToast(code?: string | null): Toast {
  const description =
    code === UNIQUE_VIOLATION_CODE
      ? 'Conflito de dados. Tente novamente.'
      : code === PERMISSION_DENIED_CODE
        ? 'Problema de permissão. Faça login novamente.'
        : 'Não foi possível salvar as alterações. Tente novamente.';
  return { title: 'Erro ao salvar', description };
}
