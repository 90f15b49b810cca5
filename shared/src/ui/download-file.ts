/**
 * Hands a file made in the browser (a statement, a calendar file) to the browser's download; the anchor's download
 * attribute names it, and phones offer to open it in the app that reads its type.
 */
export function downloadFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
