import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Which modules each built JavaScript file of one app carries (written by the rspack factory). */
export type BundleContents = Record<string, Record<string, number>>;

export function readBundleContents(appDir: string): BundleContents {
  const path = join(appDir, 'stats', 'bundle-modules.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the app in production mode first`);
  return (JSON.parse(readFileSync(path, 'utf8')) as { files: BundleContents }).files;
}

/** 'react-dom/cjs/x.js' → 'react-dom'; '@supabase/auth-js/dist/x.js' → '@supabase/auth-js'; 'shared/src/ui/x.ts' → '@portal/shared/ui'. */
export function libraryOf(moduleKey: string): string {
  const shared = /^shared\/src\/([^/]+)\//.exec(moduleKey);
  if (shared) return `@portal/shared/${shared[1]}`;
  const parts = moduleKey.split('/');
  return parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : (parts[0] ?? moduleKey);
}

/**
 * shared's pure entries: not singletons, each app bundles the part it imports (rspack.base.mjs).
 * Their copies in two apps are expected; they are reported so they stay small.
 */
export const BUNDLED_PER_APP = ['@portal/shared/domain', '@portal/shared/format'];

export interface DuplicateLibrary {
  library: string;
  /** The downloaded files that carry a copy of some of its modules. */
  files: string[];
  /** Source bytes of every copy beyond the first. */
  duplicateBytes: number;
}

/**
 * Code downloaded more than once: each downloaded URL is mapped to its app's build contents (by
 * origin), and a module found in two downloaded files is a duplicate. A library split into several
 * chunks is not a duplicate; the same module in two chunks is.
 */
export function findDuplicates(downloadedUrls: string[], contentsByOrigin: Map<string, BundleContents>): DuplicateLibrary[] {
  const copies = new Map<string, { file: string; bytes: number }[]>();
  for (const url of new Set(downloadedUrls)) {
    const { origin, pathname } = new URL(url);
    const contents = contentsByOrigin.get(origin)?.[pathname.replace(/^\//, '')];
    if (!contents) continue;
    for (const [module, bytes] of Object.entries(contents)) {
      const list = copies.get(module) ?? [];
      list.push({ file: url, bytes });
      copies.set(module, list);
    }
  }
  const byLibrary = new Map<string, DuplicateLibrary>();
  for (const [module, list] of copies) {
    if (list.length < 2) continue;
    const library = libraryOf(module);
    const entry = byLibrary.get(library) ?? { library, files: [], duplicateBytes: 0 };
    entry.files = [...new Set([...entry.files, ...list.map((copy) => copy.file)])];
    entry.duplicateBytes += list.slice(1).reduce((sum, copy) => sum + copy.bytes, 0);
    byLibrary.set(library, entry);
  }
  return [...byLibrary.values()].sort((a, b) => b.duplicateBytes - a.duplicateBytes);
}
