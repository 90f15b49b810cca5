import { api, MAIN_PHOTO_THUMBNAILS_TAG, PROPERTY_PHOTOS_BUCKET, storageFailure } from '@portal/shared/api';
import { listPropertyPhotosApi, propertyPhotosTag } from './list-property-photos';
import { type PropertyPhotoRow } from './photo-storage';

export interface RemovePropertyPhotoArgs {
  userId: string;
  propertyId: string;
  photo: PropertyPhotoRow;
}

/**
 * Removes a photo: its objects first, then its row. In that order a failure never leaves objects that no row
 * points to; a row whose objects are gone shows an empty box and can be removed again.
 */
export const removePropertyPhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    removePropertyPhoto: build.mutation<null, RemovePropertyPhotoArgs>({
      query:
        ({ userId, photo }) =>
        async (client) => {
          const removed = await client.storage.from(PROPERTY_PHOTOS_BUCKET).remove([photo.path, photo.thumbnail_path]);
          if (removed.error) return storageFailure(removed.error);
          return client.from('property_photos').delete().eq('id', photo.id).eq('user_id', userId);
        },
      async onQueryStarted({ userId, propertyId, photo }, { dispatch, queryFulfilled }) {
        const patch = dispatch(listPropertyPhotosApi.util.updateQueryData('listPropertyPhotos', { userId, propertyId }, (cached) => cached.filter((cachedPhoto) => cachedPhoto.id !== photo.id)));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { propertyId, photo }) => (error ? [propertyPhotosTag(propertyId)] : photo.is_main ? [MAIN_PHOTO_THUMBNAILS_TAG] : []),
    }),
  }),
});

export const { useRemovePropertyPhotoMutation } = removePropertyPhotoApi;
