import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

/** One JavaScript or CSS file the browser downloaded. */
export interface DownloadedFile {
  url: string;
  kind: 'js' | 'css';
  /** Uncompressed bytes. */
  raw: number;
  gzip: number;
  brotli: number;
}

export interface ByteTotals {
  files: DownloadedFile[];
  js: { raw: number; gzip: number; brotli: number };
  css: { raw: number; gzip: number; brotli: number };
}

function kindOf(response: Response): DownloadedFile['kind'] | null {
  const type = response.request().resourceType();
  if (type === 'script') return 'js';
  if (type === 'stylesheet') return 'css';
  return null;
}

/**
 * Records every JavaScript and CSS response of a page. Sizes are recomputed from the bodies at
 * fixed compression levels (gzip 9, brotli 11), so the figures do not depend on how a server
 * happened to compress them.
 */
export function recordDownloads(page: Page) {
  const pending: Promise<DownloadedFile | null>[] = [];
  page.on('response', (response) => {
    const kind = kindOf(response);
    if (!kind || response.status() !== 200) return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: response.url(),
          kind,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
        }))
        .catch(() => null),
    );
  });
  return {
    async files(): Promise<DownloadedFile[]> {
      const settled = (await Promise.all(pending)).filter((file): file is DownloadedFile => file !== null);
      // A file fetched twice (a reload) is one download for the owner's cache: count it once.
      return [...new Map(settled.map((file) => [file.url, file])).values()];
    },
  };
}

export function totals(files: DownloadedFile[]): ByteTotals {
  const sum = (kind: DownloadedFile['kind']) =>
    files
      .filter((file) => file.kind === kind)
      .reduce((acc, file) => ({ raw: acc.raw + file.raw, gzip: acc.gzip + file.gzip, brotli: acc.brotli + file.brotli }), { raw: 0, gzip: 0, brotli: 0 });
  return { files, js: sum('js'), css: sum('css') };
}
