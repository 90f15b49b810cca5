/**
 * The account forms show a field's message after a save attempt and hide it as soon as the owner edits
 * that field (spec part 1 §5, account modal); the next save shows whatever is still wrong.
 */
export function fieldError(meta: { error?: unknown; submitFailed?: boolean; dirtySinceLastSubmit?: boolean }): string | undefined {
  return typeof meta.error === 'string' && meta.submitFailed && !meta.dirtySinceLastSubmit ? meta.error : undefined;
}
