/** Hands a file to the browser's download (the anchor's download attribute names it). */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
