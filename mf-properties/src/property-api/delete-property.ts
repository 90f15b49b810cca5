import { api, MAIN_PHOTO_THUMBNAILS_TAG, PROPERTY_PHOTOS_BUCKET, storageFailure, type StorageFailure } from '@portal/shared/api';
import type { PortalSupabaseClient } from '@portal/shared/supabase';
import { propertyPhotosTag } from '../property-photos/list-property-photos';
import { propertyFolder } from '../property-photos/photo-storage';
import { PROPERTY_ERROR_CODES, toPropertyServiceError } from './property-service-errors';

export interface DeletePropertyArgs {
  userId: string;
  propertyId: string;
}

type RequestFailure = StorageFailure | { data: null; error: { message: string; code?: string; details?: string | null }; status: number };

/** Storage lists a folder a page at a time. */
const LIST_PAGE = 1000;

/** Every object under `folder` (files only: a sub-folder is listed as an entry without id). */
async function listFolder(client: PortalSupabaseClient, folder: string): Promise<{ paths: string[] } | StorageFailure> {
  const paths: string[] = [];
  for (let offset = 0; ; offset += LIST_PAGE) {
    const { data, error } = await client.storage.from(PROPERTY_PHOTOS_BUCKET).list(folder, { limit: LIST_PAGE, offset });
    if (error) return storageFailure(error);
    const entries = data ?? [];
    for (const entry of entries) if (entry.id !== null) paths.push(`${folder}/${entry.name}`);
    if (entries.length < LIST_PAGE) return { paths };
  }
}

/**
 * A draft's photos: every object under `{user_id}/{property_id}/` and its `thumbs/` (whatever rows point to them,
 * so an upload that failed half-way leaves nothing either), then their rows.
 */
async function removeDraftPhotos(client: PortalSupabaseClient, userId: string, propertyId: string): Promise<RequestFailure | null> {
  const folder = propertyFolder(userId, propertyId);
  const paths: string[] = [];
  for (const listed of [folder, `${folder}/thumbs`]) {
    const result = await listFolder(client, listed);
    if (!('paths' in result)) return result;
    paths.push(...result.paths);
  }
  if (paths.length > 0) {
    const removed = await client.storage.from(PROPERTY_PHOTOS_BUCKET).remove(paths);
    if (removed.error) return storageFailure(removed.error);
  }
  // Rows go with the objects: should the property's deletion fail next, the draft stays whole, without photos.
  const rows = await client.from('property_photos').delete().eq('property_id', propertyId).eq('user_id', userId);
  return rows.error ? { data: null, error: rows.error, status: rows.status } : null;
}

/**
 * Deletes one of the owner's properties. Only drafts may go: the database refuses a finished one with
 * 'Propriedades finalizadas não podem ser removidas.' (see deletePropertyErrorToast). Deleting nothing (missing,
 * not the owner's) is a failure too, so a screen never reports a removal that did not happen.
 *
 * A draft's photo files are removed before its row. The other order cannot work: the storage policies let an
 * owner touch only folders of their own existing properties, so once the row is gone its files could never be
 * removed by the owner again. If removing the files fails, the row stays and the owner can try again; the photos
 * of a finished property are never touched, since its deletion is refused anyway.
 */
export const deletePropertyApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteProperty: build.mutation<{ id: string }, DeletePropertyArgs>({
      query:
        ({ userId, propertyId }) =>
        async (client) => {
          const found = await client.from('properties').select('id,is_draft').eq('id', propertyId).eq('user_id', userId).maybeSingle();
          if (found.error && found.error.code !== PROPERTY_ERROR_CODES.invalidTextRepresentation) return found;
          const property = found.data as { id: string; is_draft: boolean } | null;
          if (property?.is_draft) {
            const failure = await removeDraftPhotos(client, userId, propertyId);
            if (failure) return failure;
          }
          const result = await client.from('properties').delete().eq('id', propertyId).eq('user_id', userId).select('id');
          if (result.error) return result;
          const [row] = (result.data ?? []) as Array<{ id: string }>;
          if (row) return { data: row, error: null, status: result.status };
          return { data: null, error: { code: PROPERTY_ERROR_CODES.noRows, message: 'Propriedade não encontrada', details: null }, status: 406 };
        },
      transformErrorResponse: (error) => toPropertyServiceError('delete', error),
      // The owner's list is refetched after a delete (spec part 2 §7).
      invalidatesTags: (_result, error, { propertyId }) =>
        error ? [] : [{ type: 'Property', id: 'LIST' }, { type: 'Property', id: propertyId }, propertyPhotosTag(propertyId), MAIN_PHOTO_THUMBNAILS_TAG],
    }),
  }),
});

export const { useDeletePropertyMutation } = deletePropertyApi;
