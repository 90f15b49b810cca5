import { api } from '@portal/shared/api';
import { listPropertyPhotosApi, propertyPhotosTag } from './list-property-photos';
import { applyPhotoChanges, moveInGallery, type MoveDirection } from './photo-rules';
import type { PropertyPhotoRow } from './photo-storage';
import { writePhotoPlaces } from './write-photo-places';

export interface ReorderPropertyPhotosArgs {
  userId: string;
  propertyId: string;
  /** The photos as the owner sees them when moving one. */
  photos: PropertyPhotoRow[];
  photoId: string;
  direction: MoveDirection;
}

/**
 * Moves a gallery photo one place earlier or later, writing the positions that change in one request. The screen
 * changes at once and goes back (and reloads the photos) if the server refuses.
 */
export const reorderPropertyPhotosApi = api.injectEndpoints({
  endpoints: (build) => ({
    reorderPropertyPhotos: build.mutation<null, ReorderPropertyPhotosArgs>({
      query:
        ({ photos, photoId, direction }) =>
        async (client) => {
          const changes = moveInGallery(photos, photoId, direction);
          if (changes.length === 0) return { data: null, error: null, status: 204 };
          return writePhotoPlaces(client, photos, changes);
        },
      async onQueryStarted({ userId, propertyId, photos, photoId, direction }, { dispatch, queryFulfilled }) {
        const changes = moveInGallery(photos, photoId, direction);
        const patch = dispatch(listPropertyPhotosApi.util.updateQueryData('listPropertyPhotos', { userId, propertyId }, (cached) => applyPhotoChanges(cached, changes)));
        await queryFulfilled.catch(() => patch.undo());
      },
      invalidatesTags: (_result, error, { propertyId }) => (error ? [propertyPhotosTag(propertyId)] : []),
    }),
  }),
});

export const { useReorderPropertyPhotosMutation } = reorderPropertyPhotosApi;
