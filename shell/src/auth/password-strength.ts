const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_STRENGTH_MESSAGE =
  'sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.';

/** At least 8 characters with an uppercase letter, a lowercase letter, a digit and a symbol (accented letters count as letters). */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    /\p{Lu}/u.test(password) &&
    /\p{Ll}/u.test(password) &&
    /\p{Nd}/u.test(password) &&
    /[^\p{L}\p{N}\s]/u.test(password)
  );
}

/** bcrypt, which keeps passwords on the server, reads 72 bytes: longer ones are refused there too. */
const PASSWORD_MAX_BYTES = 72;
export const PASSWORD_TOO_LONG_MESSAGE = 'sua senha pode ter no máximo 72 caracteres (menos se tiver acentos ou emojis).';

export function isTooLongPassword(password: string): boolean {
  return new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES;
}
