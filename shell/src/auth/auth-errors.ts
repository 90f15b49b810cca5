import type { AuthMode } from './auth-form-rules';
import { PASSWORD_STRENGTH_MESSAGE, PASSWORD_TOO_LONG_MESSAGE } from './password-strength';

/** What the auth screen shows for a failure, and whether it then switches mode after a delay. */
export interface AuthErrorOutcome {
  message: string;
  switchTo?: { mode: AuthMode; afterMs: number };
}

/** A server error as supabase-js reports it (message and, on newer servers, a code), or just its message. */
export type AuthServerError = { message?: string | null; code?: string | null } | string | null | undefined;

export const UNEXPECTED_AUTH_ERROR = 'algo inesperado aconteceu. pode tentar mais uma vez?';

export const AUTH_SUCCESS_TOASTS = {
  signedUp: { title: 'conta criada!', description: 'pronto! sua conta foi criada e já pode fazer login' },
  resetSent: { title: 'email enviado!', description: 'verifique sua caixa de entrada para redefinir sua senha' },
} as const;

// Matching is case-insensitive and by containment: the server's wording varies by version
// ('Email not confirmed', 'email_not_confirmed'), and the same rule reads the code as well as the message.
function haystack(error: AuthServerError): string {
  if (typeof error === 'string') return error.toLowerCase();
  return `${error?.message ?? ''} ${error?.code ?? ''}`.toLowerCase();
}

function matches(text: string, ...needles: string[]): boolean {
  return needles.some((needle) => text.includes(needle));
}

/** Sign in (spec part 1 §8). 'Email not confirmed' switches to sign-up mode after 3 s. */
function signInErrorOutcome(error: AuthServerError): AuthErrorOutcome {
  const text = haystack(error);
  if (matches(text, 'invalid login credentials', 'invalid_credentials')) {
    return { message: 'hmm, essas credenciais não conferem. pode tentar novamente?' };
  }
  if (matches(text, 'email not confirmed', 'email_not_confirmed')) {
    return {
      message: 'parece que sua conta ainda não foi confirmada. verifique seu email ou tente criar uma nova conta.',
      switchTo: { mode: 'signUp', afterMs: 3000 },
    };
  }
  if (matches(text, 'too many requests', 'over_request_rate_limit')) {
    return { message: 'muitas tentativas. aguarde alguns segundos e tente novamente.' };
  }
  return { message: 'algo deu errado por aqui. vamos tentar de novo?' };
}

/** Sign up (spec part 1 §8). 'User already registered' switches to sign-in mode after 2 s. */
function signUpErrorOutcome(error: AuthServerError): AuthErrorOutcome {
  const text = haystack(error);
  if (matches(text, 'user already registered', 'user_already_exists')) {
    return { message: 'você já tem uma conta conosco. que tal fazer login?', switchTo: { mode: 'signIn', afterMs: 2000 } };
  }
  if (matches(text, 'only request this after')) return { message: 'aguarde alguns segundos antes de tentar novamente.' };
  if (matches(text, 'over_email_send_rate_limit')) {
    return { message: 'muitos emails enviados. aguarde um momento e tente novamente.' };
  }
  if (matches(text, 'weak', 'compromised')) return { message: PASSWORD_STRENGTH_MESSAGE };
  if (matches(text, 'longer than 72', 'no máximo 72')) return { message: PASSWORD_TOO_LONG_MESSAGE };
  return { message: 'ops, algo não funcionou. vamos tentar novamente?' };
}

/** Forgot password (spec part 1 §8). */
function forgotPasswordErrorOutcome(error: AuthServerError): AuthErrorOutcome {
  const text = haystack(error);
  if (matches(text, 'only request this after')) return { message: 'aguarde alguns segundos antes de solicitar novamente.' };
  return { message: 'não conseguimos enviar o email. pode tentar novamente?' };
}

export function authErrorOutcome(mode: AuthMode, error: AuthServerError): AuthErrorOutcome {
  if (mode === 'signIn') return signInErrorOutcome(error);
  if (mode === 'signUp') return signUpErrorOutcome(error);
  return forgotPasswordErrorOutcome(error);
}
