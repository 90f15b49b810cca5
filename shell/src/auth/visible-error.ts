/** A field's message shows once the owner has left the field or tried to submit. */
export function visibleError(meta: { error?: unknown; touched?: boolean; submitFailed?: boolean }): string | undefined {
  return typeof meta.error === 'string' && (meta.touched || meta.submitFailed) ? meta.error : undefined;
}
