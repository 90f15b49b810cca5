import { downloadFile } from './download-file';

describe('downloadFile', () => {
  it('clicks a link named after the file to a URL of it, leaves nothing in the page and frees the URL afterwards', () => {
    jest.useFakeTimers();
    const revoked: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:arquivo', revokeObjectURL: (url: string) => revoked.push(url) });
    const clicked: Array<{ href: string; download: string; inPage: boolean }> = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download, inPage: document.body.contains(this) });
    });

    downloadFile(new Blob(['a;b'], { type: 'text/csv' }), 'reservas.csv');

    expect(clicked).toEqual([{ href: 'blob:arquivo', download: 'reservas.csv', inPage: true }]);
    expect(document.querySelector('a')).toBeNull();
    expect(revoked).toEqual([]);
    jest.runAllTimers();
    expect(revoked).toEqual(['blob:arquivo']);
    click.mockRestore();
    jest.useRealTimers();
  });
});
