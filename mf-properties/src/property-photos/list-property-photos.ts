import { api, signObjects, SIGNED_URL_REFRESH_SECONDS } from '@portal/shared/api';
import { PHOTO_COLUMNS, type PropertyPhoto, type PropertyPhotoRow } from './photo-storage';

export interface ListPropertyPhotosArgs {
  userId: string;
  propertyId: string;
}

/** The cache tag of one property's photos; every photo write invalidates or patches it. */
export const propertyPhotosTag = (propertyId: string) => ({ type: 'Property' as const, id: `PHOTOS-${propertyId}` });

/**
 * One property's photos: the main one first, then the gallery in its order, each with signed URLs for the photo
 * and its thumbnail (one signing request for all of them).
 */
export const listPropertyPhotosApi = api.injectEndpoints({
  endpoints: (build) => ({
    listPropertyPhotos: build.query<PropertyPhoto[], ListPropertyPhotosArgs>({
      query:
        ({ userId, propertyId }) =>
        async (client) => {
          const rows = await client
            .from('property_photos')
            .select(PHOTO_COLUMNS)
            .eq('property_id', propertyId)
            .eq('user_id', userId)
            .order('is_main', { ascending: false })
            .order('position', { ascending: true })
            .order('created_at', { ascending: true });
          if (rows.error) return rows;
          const photos = (rows.data ?? []) as PropertyPhotoRow[];
          const signed = await signObjects(client, photos.flatMap((photo) => [photo.path, photo.thumbnail_path]));
          if (!('urls' in signed)) return signed;
          const data: PropertyPhoto[] = photos.map((photo) => ({ ...photo, url: signed.urls.get(photo.path) ?? null, thumbnailUrl: signed.urls.get(photo.thumbnail_path) ?? null }));
          return { data, error: null, status: 200 };
        },
      providesTags: (_photos, _error, { propertyId }) => [propertyPhotosTag(propertyId)],
    }),
  }),
});

/** The photos of a property, refetched before their signed URLs expire while a screen shows them. */
export function usePropertyPhotos(args: ListPropertyPhotosArgs) {
  return listPropertyPhotosApi.useListPropertyPhotosQuery(args, {
    refetchOnMountOrArgChange: SIGNED_URL_REFRESH_SECONDS,
    pollingInterval: SIGNED_URL_REFRESH_SECONDS * 1000,
  });
}
