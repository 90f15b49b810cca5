import type { PortalSupabaseClient } from '@portal/shared/supabase';
import type { PropertyPhotoRow } from './photo-storage';

/**
 * Writes new places (main flag, gallery position) of several photos in one upsert: one statement, so the database
 * checks its rules (one main photo, at most 20 in the gallery) on the result, never on a half-done swap. Each row
 * is sent whole, as the owner's own row, so the insert half of the upsert passes the same policies.
 */
export function writePhotoPlaces(client: PortalSupabaseClient, photos: readonly PropertyPhotoRow[], changes: ReadonlyArray<{ id: string; is_main: boolean; position: number }>) {
  const byId = new Map(photos.map((photo) => [photo.id, photo]));
  const rows = changes.flatMap((change) => {
    const photo = byId.get(change.id);
    if (!photo) return [];
    const { id, property_id, user_id, path, thumbnail_path, width, height, bytes } = photo;
    return [{ id, property_id, user_id, path, thumbnail_path, width, height, bytes, is_main: change.is_main, position: change.position }];
  });
  return client.from('property_photos').upsert(rows, { onConflict: 'id' });
}
