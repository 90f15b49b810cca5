// The delete-user-account function, free of any runtime: it takes the request and the few
// operations it needs, so hosted Supabase (Deno) and the local backend (Node) run the same code.
import { bearerToken, failure, NOT_AUTHENTICATED, notAPost, reply } from '../_shared/http.ts';

export interface DeleteUserAccountDeps {
  /** The user behind an access token, or null when the token is invalid or the user is gone. */
  getUser(accessToken: string): Promise<{ id: string; email: string } | null>;
  /**
   * Whether the password is the user's current one, checked under the sign-in limits (a wrong one
   * counts as a failed sign-in): 'rate_limited' when the caller already failed too often.
   */
  verifyPassword(user: { id: string; email: string }, password: string): Promise<boolean | 'rate_limited'>;
  /** Records a deletion for the user unless one was recorded in the last 24 hours (then false). */
  claimDeletionSlot(userId: string): Promise<boolean>;
  /**
   * Removes the user's files from Storage (the `{user_id}/` folder of property-photos): storage
   * objects do not follow the user's rows, and nothing would reach them after the account is gone.
   */
  removeFiles(userId: string): Promise<void>;
  /** Deletes the user; the database's cascades remove every row they own. */
  deleteUser(userId: string): Promise<void>;
}

export async function handleDeleteUserAccount(request: Request, deps: DeleteUserAccountDeps): Promise<Response> {
  const refused = notAPost(request);
  if (refused) return refused;

  const token = bearerToken(request);
  const user = token ? await deps.getUser(token) : null;
  if (!user) return failure(401, 'not_authenticated', NOT_AUTHENTICATED);

  let password: unknown;
  try {
    password = ((await request.json()) as { password?: unknown } | null)?.password;
  } catch {
    password = undefined;
  }
  if (typeof password !== 'string' || password === '') {
    return failure(400, 'password_required', 'Informe sua senha atual para deletar a conta.');
  }
  const verified = await deps.verifyPassword(user, password);
  if (verified === 'rate_limited') {
    return failure(429, 'too_many_attempts', 'Muitas tentativas com a senha errada. Aguarde alguns minutos e tente novamente.');
  }
  if (!verified) {
    return failure(400, 'invalid_password', 'Senha incorreta. Verifique sua senha e tente novamente.');
  }
  // Only a confirmed request takes the day's slot: a mistyped password may be retried at once.
  if (!(await deps.claimDeletionSlot(user.id))) {
    return failure(429, 'rate_limited', 'A exclusão desta conta já foi solicitada nas últimas 24 horas. Tente novamente mais tarde.');
  }
  try {
    await deps.removeFiles(user.id);
    await deps.deleteUser(user.id);
  } catch {
    return failure(500, 'delete_failed', 'Não foi possível deletar sua conta. Tente novamente mais tarde.');
  }
  return reply(200, { success: true, message: 'Sua conta foi removida permanentemente.' });
}
