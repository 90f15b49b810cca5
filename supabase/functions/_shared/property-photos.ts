// The property-photos bucket, as the functions reach it: through the Storage API with the service
// role (supabase-js's `storage.from(bucket)`), so hosted and the local backend remove files the same
// way. Free of any runtime, like the handlers.

export const PROPERTY_PHOTOS_BUCKET = 'property-photos';

/** The part of supabase-js's bucket API used here (StorageFileApi's list and remove). */
export interface BucketFiles {
  list(
    path: string,
    options: { limit: number; offset: number },
  ): Promise<{ data: { name: string; id: string | null }[] | null; error: { message: string } | null }>;
  remove(paths: string[]): Promise<{ data: unknown; error: { message: string } | null }>;
}

const PAGE = 100;

/**
 * Removes every object under a folder, subfolders included (Storage lists one level at a time;
 * folders come back without an id). Returns how many objects went.
 */
export async function removeFolder(bucket: BucketFiles, folder: string): Promise<number> {
  const files: string[] = [];
  const pending = [folder.replace(/\/+$/, '')];
  for (let prefix = pending.pop(); prefix !== undefined; prefix = pending.pop()) {
    for (let offset = 0; ; offset += PAGE) {
      const { data, error } = await bucket.list(prefix, { limit: PAGE, offset });
      if (error) throw new Error(`could not list ${prefix}: ${error.message}`);
      for (const entry of data ?? []) {
        const path = `${prefix}/${entry.name}`;
        if (entry.id === null) pending.push(path);
        else files.push(path);
      }
      if ((data ?? []).length < PAGE) break;
    }
  }
  for (let i = 0; i < files.length; i += PAGE) {
    const { error } = await bucket.remove(files.slice(i, i + PAGE));
    if (error) throw new Error(`could not remove files under ${folder}: ${error.message}`);
  }
  return files.length;
}
