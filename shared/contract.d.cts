export declare const LOCK_PATH: string;
export declare function compareVersions(a: string, b: string): number;
export declare function importedNames(srcDir: string, specifier: string): Set<string> | null;
export declare function readLock(): Record<string, { version: string; exports: Record<string, string>; removed?: Record<string, string> }>;
export declare function requiredEntryVersion(
  srcDir: string,
  entry: string,
  lock?: Record<string, { version: string; exports: Record<string, string> }>,
): string;
