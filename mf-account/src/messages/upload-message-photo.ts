import { MESSAGE_PHOTOS_BUCKET } from '@portal/shared/api';
import { newClientId } from '@portal/shared/outbox';
import { acceptedPhotoType, preparePhoto, STORED_PHOTO_TYPE } from '@portal/shared/photos';
import { getSupabase } from '@portal/shared/supabase';
import { MESSAGE_TEXTS, messagePhotoPaths } from './message-rules';

export type AttachOutcome = { ok: true; path: string; thumbnail: Blob } | { ok: false; message: string };

/**
 * Attaches one photo to the message being written: downscaled in the browser as property photos are (longest side
 * 2560 px, JPEG, no EXIF), then stored with its thumbnail in the owner's folder of the conversation. The message
 * carries the photo's path; what is stored is never overwritten (the bucket allows no update).
 */
export async function uploadMessagePhoto({ file, userId, conversationId, maxBytes }: { file: File; userId: string; conversationId: string; maxBytes: number }): Promise<AttachOutcome> {
  const type = acceptedPhotoType(file);
  if (!type) return { ok: false, message: MESSAGE_TEXTS.notImage(file.name) };
  let preparation;
  try {
    preparation = await preparePhoto(file, type, maxBytes);
  } catch {
    // The image library could not be downloaded: the connection is gone.
    return { ok: false, message: MESSAGE_TEXTS.photoOffline };
  }
  if (!preparation.ok) return preparation;
  const { path, thumbnailPath } = messagePhotoPaths(userId, conversationId, newClientId());
  const bucket = (await getSupabase()).storage.from(MESSAGE_PHOTOS_BUCKET);
  const options = { contentType: STORED_PHOTO_TYPE, upsert: false };
  for (const [objectPath, body] of [
    [path, preparation.prepared.photo],
    [thumbnailPath, preparation.prepared.thumbnail],
  ] as const) {
    const { error } = await bucket.upload(objectPath, body, options).catch((thrown: unknown) => ({ error: thrown }));
    if (error) return { ok: false, message: navigator.onLine ? MESSAGE_TEXTS.photoFailed(file.name) : MESSAGE_TEXTS.photoOffline };
  }
  return { ok: true, path, thumbnail: preparation.prepared.thumbnail };
}
