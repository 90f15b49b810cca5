import type imageCompression from 'browser-image-compression';

/**
 * The browser's downscale of a photo before it is stored, for every bucket of photos the portal keeps
 * (a property's photos, the photos sent in messages): each bucket accepts the same types, up to the size the
 * database keeps in public.business_limits ('photo_max_bytes', the buckets' `file_size_limit`): the callers pass it.
 */

/** A size in bytes as the owner reads it, in whole megabytes where it is one ('10'), else to one decimal ('2,5'). */
export const megabytes = (bytes: number) => (bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 });
/** Photos are stored with their longest side at most 2560 px, and a thumbnail of about 480 px for lists. */
export const PHOTO_MAX_SIDE = 2560;
export const THUMBNAIL_MAX_SIDE = 480;
export const PHOTO_QUALITY = 0.85;
export const THUMBNAIL_QUALITY = 0.8;
/** Every photo is stored as a JPEG, whatever the phone gave. */
export const STORED_PHOTO_TYPE = 'image/jpeg';

/** What the buckets accept (`allowed_mime_types`). */
export const ACCEPTED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;

// Some phones hand HEIC photos over with no type at all: the extension decides then.
const TYPE_BY_EXTENSION: Record<string, (typeof ACCEPTED_PHOTO_TYPES)[number]> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
  heif: 'image/heif',
};

export const PREPARE_PHOTO_MESSAGES = {
  tooLarge: (name: string, maxBytes: number) => `"${name}" tem mais de ${megabytes(maxBytes)} MB mesmo depois de reduzida.`,
  // HEIC opens only where the browser can decode it (Safari); elsewhere the owner needs another format.
  unreadable: (name: string) => `Não foi possível abrir "${name}" neste navegador. Envie a foto em JPG, PNG ou WEBP.`,
} as const;

/** The accepted type of a chosen file, or null when it is not a photo the portal stores. */
export function acceptedPhotoType(file: { name: string; type: string }): string | null {
  const type = file.type.toLowerCase();
  if ((ACCEPTED_PHOTO_TYPES as readonly string[]).includes(type)) return type;
  if (type !== '' && type !== 'application/octet-stream') return null;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && TYPE_BY_EXTENSION[extension]) || null;
}

/** A downscaled photo must still fit the bucket's limit. */
export function fitsPhotoLimit(bytes: number, maxBytes: number): boolean {
  return bytes <= maxBytes;
}

/** A photo ready to go up: already downscaled, with its thumbnail and its size in pixels where the browser could tell. */
export interface PreparedPhoto {
  photo: Blob;
  thumbnail: Blob;
  width: number | null;
  height: number | null;
}

type ImageCompression = typeof imageCompression;

let tools: Promise<ImageCompression> | null = null;

/**
 * The image library loads the first time a photo is prepared (or the owner opens the file picker): a screen
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
 * needed, smaller until it fits `maxBytes`), plus a thumbnail of 480 px. Re-encoding every photo also drops its EXIF
 * data (a phone's photo carries where it was taken). A file the browser cannot decode, or that is still over
 * `maxBytes`, is refused with its message.
 */
export async function preparePhoto(file: File, type: string, maxBytes: number, signal?: AbortSignal): Promise<Preparation> {
  const compress = await loadImageTools();
  // The library reads the type to know it has an image: a HEIC photo handed over without one gets it here.
  const source = file.type === type ? file : new File([file], file.name, { type, lastModified: file.lastModified });
  // No web worker: the library would load its worker script from a CDN, which the portal's content policy forbids.
  const common = { useWebWorker: false, fileType: STORED_PHOTO_TYPE, signal } as const;
  let photo: File;
  try {
    photo = await compress(source, { ...common, maxWidthOrHeight: PHOTO_MAX_SIDE, maxSizeMB: maxBytes / (1024 * 1024), initialQuality: PHOTO_QUALITY });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, message: PREPARE_PHOTO_MESSAGES.unreadable(file.name) };
  }
  if (!fitsPhotoLimit(photo.size, maxBytes)) return { ok: false, message: PREPARE_PHOTO_MESSAGES.tooLarge(file.name, maxBytes) };
  const thumbnail = await compress(photo, { ...common, maxWidthOrHeight: THUMBNAIL_MAX_SIDE, initialQuality: THUMBNAIL_QUALITY });
  return { ok: true, prepared: { photo, thumbnail, ...(await measure(photo)) } };
}
