// The owner's buckets (property photos, message photos), as the functions reach them: through the
// Storage API with the service role (supabase-js's `storage.from(bucket)`), so hosted and the local
// backend remove files the same way. Free of any runtime, like the handlers.

export const PROPERTY_PHOTOS_BUCKET = 'property-photos';
export const MESSAGE_PHOTOS_BUCKET = 'message-photos';
/** The buckets that keep an owner's files under a folder named after their user id. */
export const OWNER_BUCKETS = [PROPERTY_PHOTOS_BUCKET, MESSAGE_PHOTOS_BUCKET] as const;

/** The part of supabase-js's bucket API used here (StorageFileApi's remove: exact object names). */
export interface BucketFiles {
  remove(paths: string[]): Promise<{ data: unknown; error: { message: string } | null }>;
}

/**
 * The exact names of up to `limit` objects of the bucket whose name starts with `prefix`: the
 * `storage_object_names` RPC (service role only), which reads storage.objects as they are. Storage's
 * own list goes a folder at a time and its answers are not names to send back: rebuilding paths from
 * them lost objects whose names hold an empty segment (`a//b.png`).
 */
export type ListObjectNames = (prefix: string, limit: number) => Promise<string[]>;

const PAGE = 100;

/**
 * Removes every object whose name starts with `folder/`, whatever the rest of the name holds, by
 * exact name. Returns how many objects went; throws when some cannot be removed.
 */
export async function removeFolder(bucket: BucketFiles, listNames: ListObjectNames, folder: string): Promise<number> {
  const prefix = `${folder.replace(/\/+$/, '')}/`;
  let removed = 0;
  let previous = '';
  for (;;) {
    const names = await listNames(prefix, PAGE);
    if (names.length === 0) return removed;
    const page = JSON.stringify(names);
    if (page === previous) throw new Error(`could not remove files under ${folder}: they are still there`);
    previous = page;
    const { error } = await bucket.remove(names);
    if (error) throw new Error(`could not remove files under ${folder}: ${error.message}`);
    removed += names.length;
  }
}

/** The exact names of up to `limit` objects of `bucket` whose name starts with `prefix` (see ListObjectNames). */
export type ListBucketObjectNames = (bucket: string, prefix: string, limit: number) => Promise<string[]>;

/** Removes the owner's folder from every owner bucket; returns how many objects went. */
export async function removeOwnerFiles(
  storage: { from(bucket: string): BucketFiles },
  listNames: ListBucketObjectNames,
  userId: string,
): Promise<number> {
  let removed = 0;
  for (const bucket of OWNER_BUCKETS) {
    removed += await removeFolder(storage.from(bucket), (prefix, limit) => listNames(bucket, prefix, limit), userId);
  }
  return removed;
}
