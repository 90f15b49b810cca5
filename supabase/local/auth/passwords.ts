// The password rule the product states (at least 8 characters with an upper-case letter, a
// lower-case letter, a digit and a symbol) and bcrypt hashing.
import bcrypt from 'bcryptjs';

export type WeakPasswordReason = 'length' | 'characters';

export function weakPasswordReasons(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = [];
  if (password.length < 8) reasons.push('length');
  if (!/[a-z]/.test(password) || !/[A-Z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    reasons.push('characters');
  }
  return reasons;
}

export const WEAK_PASSWORD_MESSAGE =
  'Password is too weak: it should be at least 8 characters and contain at least one lower-case letter, ' +
  'one upper-case letter, one digit and one symbol.';

/** bcrypt reads the first 72 bytes of a password and ignores the rest; GoTrue refuses longer ones. */
export const MAX_PASSWORD_BYTES = 72;

export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES;
}

/** GoTrue's refusal ("Password cannot be longer than 72 characters"), said so an owner understands it. */
export const PASSWORD_TOO_LONG_MESSAGE =
  'A senha pode ter no máximo 72 bytes: até 72 letras sem acento, menos se tiver acentos ou emojis. Escolha uma senha mais curta.';

export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

export function checkPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  if (!hash) return Promise.resolve(false);
  return bcrypt.compare(password, hash);
}
