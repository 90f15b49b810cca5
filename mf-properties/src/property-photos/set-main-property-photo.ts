import { api, MAIN_PHOTO_THUMBNAILS_TAG } from '@portal/shared/api';
import { listPropertyPhotosApi, propertyPhotosTag } from './list-property-photos';
import { applyPhotoChanges, setMainChanges } from './photo-rules';
import type { PropertyPhotoRow } from './photo-storage';
import { writePhotoPlaces } from './write-photo-places';

export interface SetMainPropertyPhotoArgs {
  userId: string;
  propertyId: string;
  /** The photos as the owner sees them when choosing. */
  photos: PropertyPhotoRow[];
  photoId: string;
}

/**
 * Makes a gallery photo the main one; the former main photo takes its place in the gallery. The screen changes at
 * once and goes back (and reloads the photos) if the server refuses.
 */
export const setMainPropertyPhotoApi = api.injectEndpoints({
  endpoints: (build) => ({
    setMainPropertyPhoto: build.mutation<null, SetMainPropertyPhotoArgs>({
      query:
        ({ photos, photoId }) =>
        (client) =>
          writePhotoPlaces(client, photos, setMainChanges(photos, photoId)),
      async onQueryStarted({ userId, propertyId, photos, photoId }, { dispatch, queryFulfilled }) {
        const changes = setMainChanges(photos, photoId);
        const patch = dispatch(listPropertyPhotosApi.util.updateQueryData('listPropertyPhotos', { userId, propertyId }, (cached) => applyPhotoChanges(cached, changes)));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { propertyId }) => (error ? [propertyPhotosTag(propertyId)] : [MAIN_PHOTO_THUMBNAILS_TAG]),
    }),
  }),
});

export const { useSetMainPropertyPhotoMutation } = setMainPropertyPhotoApi;
