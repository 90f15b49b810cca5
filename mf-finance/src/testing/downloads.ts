/** Captures the files a screen hands the browser to download (the object URL and the link's click) and reads them back. */
export function captureDownloads() {
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:download';
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return {
    blobs,
    click,
    /** The `index`-th file as text. */
    text: (index = 0) =>
      new Promise<string>((resolve) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.readAsText(blobs[index]!);
      }),
    restore: () => click.mockRestore(),
  };
}
