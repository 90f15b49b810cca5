/** Every photo is stored as JPEG: the browser re-encodes it (which also drops its EXIF location data). */
export { STORED_PHOTO_TYPE } from '@portal/shared/photos';
const STORED_PHOTO_EXTENSION = 'jpg';

/** A row of `public.property_photos`. */
export interface PropertyPhotoRow {
  id: string;
  property_id: string;
  user_id: string;
  path: string;
  thumbnail_path: string;
  is_main: boolean;
  /** Gallery order, 0-based; meaningless for the main photo. */
  position: number;
  width: number | null;
  height: number | null;
  bytes: number | null;
  created_at: string;
}

/** A photo as screens show it: its row and signed URLs (null when the object could not be signed). */
export interface PropertyPhoto extends PropertyPhotoRow {
  url: string | null;
  thumbnailUrl: string | null;
}

export const PHOTO_COLUMNS = 'id,property_id,user_id,path,thumbnail_path,is_main,position,width,height,bytes,created_at';

/** The owner's folder of one property: storage policies allow an owner only under `{user_id}/{property_id}/`. */
export function propertyFolder(userId: string, propertyId: string): string {
  return `${userId}/${propertyId}`;
}

/** Where a photo and its thumbnail are stored: `{user_id}/{property_id}/{photo_id}.jpg` and `…/thumbs/{photo_id}.jpg`. */
export function photoObjectPaths(userId: string, propertyId: string, photoId: string): { path: string; thumbnailPath: string } {
  const folder = propertyFolder(userId, propertyId);
  return {
    path: `${folder}/${photoId}.${STORED_PHOTO_EXTENSION}`,
    thumbnailPath: `${folder}/thumbs/${photoId}.${STORED_PHOTO_EXTENSION}`,
  };
}
