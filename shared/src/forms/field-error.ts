// When a form field shows its message, for every form of the portal (spec part 1 §5): the messages of
// a failed check ('continuar', 'Próximo', a save) show on the fields that failed; a field's message
// hides as soon as the owner edits that field, and the next check shows whatever is still wrong. Text
// the field cannot read at all (a number written '1.250') says so once the owner leaves the field.

export interface FieldErrorFacts {
  /** What the form's last check said of this field ('Rua: campo obrigatório'), if anything. */
  error?: unknown;
  /** A check of the form has failed: a save, a 'continuar'. */
  checkFailed?: boolean;
  /** The owner edited the field after that check. */
  editedSinceCheck?: boolean;
  /** Why the text typed cannot be read as the field's kind of value, or null. */
  unreadable?: string | null;
  /** The owner has left the field at least once. */
  left?: boolean;
}

/** The message a field shows now, or undefined. */
export function shownFieldError({ error, checkFailed, editedSinceCheck, unreadable, left }: FieldErrorFacts): string | undefined {
  if (checkFailed && !editedSinceCheck && typeof error === 'string' && error !== '') return error;
  if (left && unreadable) return unreadable;
  return undefined;
}
