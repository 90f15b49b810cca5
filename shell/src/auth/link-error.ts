/**
 * An e-mailed link that can no longer be used (expired, already used) brings the owner back with
 * `#error=…&error_description=…` in the URL; the screen says so instead of failing silently.
 */
export function linkErrorFromHash(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.get('error') && !params.get('error_code')) return null;
  return 'este link expirou ou já foi usado. peça um novo e tente de novo.';
}
