import type imageCompression from 'browser-image-compression';
import { fitsPhotoLimit, PHOTO_MAX_SIDE, PHOTO_MESSAGES, PHOTO_QUALITY, THUMBNAIL_MAX_SIDE, THUMBNAIL_QUALITY, type PhotoLimits } from './photo-rules';
import { STORED_PHOTO_TYPE } from './photo-storage';
import type { PreparedPhoto } from './upload-property-photo';

type ImageCompression = typeof imageCompression;

let tools: Promise<ImageCompression> | null = null;

/**
 * The image library loads the first time a photo is prepared (or the owner opens the file picker): the wizard
 * does not download it for owners who never add a photo.
 */
export function loadImageTools(): Promise<ImageCompression> {
  tools ??= import('browser-image-compression').then(
    (module) => module.default,
    (error: unknown) => {
      // A failed download (offline) must not stick: the next photo tries again.
      tools = null;
      throw error;
    },
  );
  return tools;
}

export type Preparation = { ok: true; prepared: PreparedPhoto } | { ok: false; message: string };

async function measure(photo: Blob): Promise<{ width: number | null; height: number | null }> {
  if (typeof createImageBitmap !== 'function') return { width: null, height: null };
  try {
    const bitmap = await createImageBitmap(photo);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: null, height: null };
  }
}

/**
 * Makes a chosen file ready to store: re-encoded as JPEG with its longest side at most 2560 px (and, if still
 * needed, smaller until it fits the size limit), plus a thumbnail of 480 px. Re-encoding every photo also drops its
 * EXIF data (a phone's photo carries where it was taken). A file the browser cannot decode, or that is still over the
 * limit, is refused with its message.
 */
export async function preparePhoto(file: File, type: string, limits: PhotoLimits, signal?: AbortSignal): Promise<Preparation> {
  const compress = await loadImageTools();
  // The library reads the type to know it has an image: a HEIC photo handed over without one gets it here.
  const source = file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
  // No web worker: the library would load its worker script from a CDN, which the portal's content policy forbids.
  const common = { useWebWorker: false, fileType: STORED_PHOTO_TYPE, signal } as const;
  let photo: File;
  try {
    photo = await compress(source, { ...common, maxWidthOrHeight: PHOTO_MAX_SIDE, maxSizeMB: limits.photoMaxBytes / (1024 * 1024), initialQuality: PHOTO_QUALITY });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: PHOTO_MESSAGES.unreadable(file.name) };
  }
  if (!fitsPhotoLimit(photo.size, limits)) return { ok: false, message: PHOTO_MESSAGES.tooLarge(file.name, limits) };
  const thumbnail = await compress(photo, { ...common, maxWidthOrHeight: THUMBNAIL_MAX_SIDE, initialQuality: THUMBNAIL_QUALITY });
  return { ok: true, prepared: { photo, thumbnail, ...(await measure(photo)) } };
}
