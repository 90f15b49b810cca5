import { getSupabase } from '@portal/shared/supabase';
import { uploadPercent, type UploadFailure } from './photo-rules';
import { PHOTO_COLUMNS, photoObjectPaths, STORED_PHOTO_TYPE, type PropertyPhotoRow } from './photo-storage';
import { PROPERTY_PHOTOS_BUCKET } from '@portal/shared/api';
import { sendStorageObject, StorageNetworkError, StorageUploadError } from './send-storage-object';

/** Where the backend is, as the running deployment configured it (app-config.json). */
export interface StorageConnection {
  supabaseUrl: string;
  anonKey: string;
}

/** A photo ready to go up: already downscaled, with its thumbnail. */
export interface PreparedPhoto {
  photo: Blob;
  thumbnail: Blob;
  width: number | null;
  height: number | null;
}

export interface UploadPropertyPhotoInput {
  connection: StorageConnection;
  userId: string;
  propertyId: string;
  /** Made by the browser: it names the objects and is the row's id. */
  photoId: string;
  prepared: PreparedPhoto;
  /** Main or gallery, and where in the gallery: asked once the files are stored, from what the owner sees then. */
  slot: () => { is_main: boolean; position: number };
  /** 0–100 across the photo and its thumbnail. */
  onProgress?: (percent: number) => void;
  /** Both objects are stored; the row is being written. */
  onSaving?: () => void;
  signal?: AbortSignal;
}

/** Why an upload did not complete, for the message; `aborted` when the owner removed it while it was going up. */
export class PhotoUploadFailure extends Error {
  constructor(
    readonly failure: UploadFailure,
    readonly aborted = false,
  ) {
    super(failure.kind === 'database' ? failure.message : `Photo upload failed (${failure.kind})`);
    this.name = 'PhotoUploadFailure';
  }
}

/** A new photo id, made by the browser: it names the objects and is the row's id. */
export { newClientId as newPhotoId } from '@portal/shared/outbox';

function asFailure(error: unknown): PhotoUploadFailure {
  if (error instanceof PhotoUploadFailure) return error;
  if (error instanceof StorageUploadError) return new PhotoUploadFailure({ kind: 'storage', status: error.status, code: error.code });
  if (error instanceof StorageNetworkError) return new PhotoUploadFailure({ kind: 'network' }, error.aborted);
  return new PhotoUploadFailure({ kind: 'network' });
}

/**
 * Stores one photo: the photo and its thumbnail objects, then its `property_photos` row. When any step fails the
 * objects already stored are removed, so a failed upload leaves nothing behind; the same photo id can be sent again.
 */
export async function uploadPropertyPhoto(input: UploadPropertyPhotoInput): Promise<PropertyPhotoRow> {
  const { connection, userId, propertyId, photoId, prepared, signal } = input;
  const client = await getSupabase();
  const { path, thumbnailPath } = photoObjectPaths(userId, propertyId, photoId);
  const parts = [
    { path, body: prepared.photo },
    { path: thumbnailPath, body: prepared.thumbnail },
  ];
  const sizes = parts.map((part) => part.body.size);
  const stored: string[] = [];
  try {
    const { data: auth } = await client.auth.getSession();
    const accessToken = auth.session?.access_token ?? connection.anonKey;
    for (const [index, part] of parts.entries()) {
      await sendStorageObject({
        ...connection,
        accessToken,
        bucket: PROPERTY_PHOTOS_BUCKET,
        path: part.path,
        body: part.body,
        contentType: STORED_PHOTO_TYPE,
        // A retry reuses the photo id: it may overwrite what an earlier attempt failed to clean up.
        upsert: true,
        onProgress: (loaded) => input.onProgress?.(uploadPercent(sizes, index, loaded)),
        signal,
      });
      stored.push(part.path);
    }
    if (signal?.aborted) throw new PhotoUploadFailure({ kind: 'network' }, true);
    input.onSaving?.();
    const { is_main, position } = input.slot();
    const { data, error } = await client
      .from('property_photos')
      .insert({
        id: photoId,
        property_id: propertyId,
        user_id: userId,
        path,
        thumbnail_path: thumbnailPath,
        is_main,
        position,
        width: prepared.width,
        height: prepared.height,
        bytes: prepared.photo.size,
      })
      .select(PHOTO_COLUMNS)
      .single();
    if (error) throw new PhotoUploadFailure({ kind: 'database', code: error.code, message: error.message });
    return data as PropertyPhotoRow;
  } catch (error) {
    if (stored.length > 0) {
      // Best effort: a removal that fails too leaves objects the retry overwrites, or the draft's deletion lists.
      await client.storage
        .from(PROPERTY_PHOTOS_BUCKET)
        .remove(stored)
        .catch(() => undefined);
    }
    throw asFailure(error);
  }
}
