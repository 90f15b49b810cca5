import type { PortalSupabaseClient } from '@portal/shared/supabase';

/** The private bucket of property photos (supabase/migrations/0007_property_photos.sql). */
export const PROPERTY_PHOTOS_BUCKET = 'property-photos';

/**
 * Signed URLs live one hour; every query that hands them out refetches after 50 minutes while a screen shows
 * them, so an image element never gets a URL that expires while the owner looks at it.
 */
export const SIGNED_URL_SECONDS = 60 * 60;
export const SIGNED_URL_REFRESH_SECONDS = 50 * 60;

/** The Storage failure as the api's base query reads errors: message, code and HTTP status. */
export interface StorageFailure {
  data: null;
  error: { message: string; code?: string; details: null };
  status: number;
}

export function storageFailure(error: { message: string; status?: number; statusCode?: string }): StorageFailure {
  return { data: null, error: { message: error.message, code: error.statusCode, details: null }, status: error.status ?? 500 };
}

/**
 * Signs many objects of a bucket (property photos by default) in one request and answers path → URL. A path the
 * backend could not sign (missing object) has no entry: its image shows the empty box instead of a broken one.
 */
export async function signObjects(client: PortalSupabaseClient, paths: string[], bucket: string = PROPERTY_PHOTOS_BUCKET): Promise<{ urls: Map<string, string> } | StorageFailure> {
  const urls = new Map<string, string>();
  if (paths.length === 0) return { urls };
  const { data, error } = await client.storage.from(bucket).createSignedUrls(paths, SIGNED_URL_SECONDS);
  if (error) return storageFailure(error);
  for (const signed of data ?? []) if (signed.path && signed.signedUrl && !signed.error) urls.set(signed.path, signed.signedUrl);
  return { urls };
}
