/**
 * When a message shows on the sign-in screen (sign in, sign up, forgot password, new password): once the owner
 * has left the field or tried to submit, and from then on it follows what is typed.
 *
 * Not the portal's one rule (`@portal/shared/forms`, field-error.ts: after a failed check, until the field is
 * edited), on purpose. Spec part 1 §5 says when messages show for the owner wizard (the failing fields, after
 * 'continuar') and the account modal (a message clears when its field is edited); for the auth form it gives
 * the messages only. On this screen a message that waits for the submit would keep a newcomer guessing at the
 * password rules, and one that clears on the first key would hide the rule before the password meets it.
 * visible-error.test.ts holds the two rules side by side, case by case.
 */
export function visibleError(meta: { error?: unknown; touched?: boolean; submitFailed?: boolean }): string | undefined {
  return typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : undefined;
}
