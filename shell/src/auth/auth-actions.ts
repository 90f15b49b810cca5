import { authErrorOutcome, UNEXPECTED_AUTH_ERROR, type AuthErrorOutcome } from './auth-errors';
import type { AuthMode } from './auth-form-rules';
import { getSupabase } from '@portal/shared/supabase';

export interface AuthCredentials {
  email: string;
  password: string;
}

/** Success, or the message (and timed mode switch) the spec's error catalogue assigns. */
export type AuthResult = { ok: true } | ({ ok: false } & AuthErrorOutcome);

function failure(mode: AuthMode, error: { message?: string; code?: string } | string): AuthResult {
  return { ok: false, ...authErrorOutcome(mode, error) };
}

async function guarded(run: () => Promise<AuthResult>): Promise<AuthResult> {
  try {
    return await run();
  } catch {
    return { ok: false, message: UNEXPECTED_AUTH_ERROR };
  }
}

export function signIn({ email, password }: AuthCredentials): Promise<AuthResult> {
  return guarded(async () => {
    const { error } = await (await getSupabase()).auth.signInWithPassword({ email: email.trim(), password });
    return error ? failure('signIn', error) : { ok: true };
  });
}

export function signUp({ email, password }: AuthCredentials): Promise<AuthResult> {
  return guarded(async () => {
    const { data, error } = await (await getSupabase()).auth.signUp({
      email: email.trim(),
      password,
      // Confirmation links bring the owner back to the site root.
      options: { emailRedirectTo: `${window.location.origin}/` },
    });
    if (error) return failure('signUp', error);
    // With confirmation on, the server hides an existing account behind a user without identities.
    if (data.user && data.user.identities?.length === 0) return failure('signUp', 'User already registered');
    // A backend that confirms e-mails automatically also signs the owner in; the product's sign-up ends
    // on the sign-in form all the same ('já pode fazer login'), so that session is not kept.
    if (data.session) await (await getSupabase()).auth.signOut({ scope: 'local' });
    return { ok: true };
  });
}

export function sendPasswordReset(email: string): Promise<AuthResult> {
  return guarded(async () => {
    const { error } = await (await getSupabase()).auth.resetPasswordForEmail(email.trim(), {
      redirectTo: `${window.location.origin}/auth`,
    });
    return error ? failure('forgot', error) : { ok: true };
  });
}

export function updatePassword(password: string): Promise<AuthResult> {
  return guarded(async () => {
    const { error } = await (await getSupabase()).auth.updateUser({ password });
    return error ? { ok: false, message: 'não conseguimos salvar sua nova senha. pode tentar novamente?' } : { ok: true };
  });
}
