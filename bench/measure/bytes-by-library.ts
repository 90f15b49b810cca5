import type { BundleContents } from './bundle-contents';
import { libraryOf } from './bundle-contents';
import type { DownloadedFile } from './network-bytes';

export interface LibraryShare {
  library: string;
  /** Estimated gzip bytes: each file's gzip size shared among its modules by their source size. */
  gzip: number;
}

/**
 * Where the gzip bytes of a set of downloads go, by library. A file's compressed size cannot be
 * split exactly, so it is shared out in proportion to its modules' source bytes (a file's runtime
 * code goes with its modules); files without modules (federation entries) count under their name.
 */
export function bytesByLibrary(files: DownloadedFile[], contentsByOrigin: Map<string, BundleContents>): LibraryShare[] {
  const shares = new Map<string, number>();
  const add = (library: string, gzip: number) => shares.set(library, (shares.get(library) ?? 0) + gzip);
  for (const file of files.filter((downloaded) => downloaded.kind === 'js')) {
    const { origin, pathname } = new URL(file.url);
    const fileName = pathname.replace(/^\//, '');
    const modules = Object.entries(contentsByOrigin.get(origin)?.[fileName] ?? {});
    const source = modules.reduce((sum, [, bytes]) => sum + bytes, 0);
    if (source === 0) {
      add(`${fileName.replace(/\.[0-9a-f]{8}\.js$/, '.js')} of ${origin} (runtime)`, file.gzip);
      continue;
    }
    for (const [module, bytes] of modules) add(libraryOf(module), (file.gzip * bytes) / source);
  }
  return [...shares.entries()].map(([library, gzip]) => ({ library, gzip: Math.round(gzip) })).sort((a, b) => b.gzip - a.gzip);
}
