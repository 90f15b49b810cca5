import { api } from './base-api';
import { signObjects, SIGNED_URL_REFRESH_SECONDS } from './property-photo-storage';

/** Property id → signed URL of its main photo's thumbnail. A property without a main photo has no entry. */
export type MainPhotoThumbnails = Record<string, string>;

/** Every write that can change which photo is main, or remove one, invalidates this. */
export const MAIN_PHOTO_THUMBNAILS_TAG = { type: 'Property' as const, id: 'MAIN-PHOTOS' };

/**
 * The main photos' thumbnails of all the owner's properties, for the property list, the dashboard cards and the photo session's property chooser: one read of the
 * main rows and one signing request, whatever the number of properties.
 */
export const mainPhotoThumbnailsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listMainPhotoThumbnails: build.query<MainPhotoThumbnails, string>({
      query: (userId) => async (client) => {
        const rows = await client.from('property_photos').select('property_id,thumbnail_path').eq('user_id', userId).eq('is_main', true);
        if (rows.error) return rows;
        const mains = (rows.data ?? []) as Array<{ property_id: string; thumbnail_path: string }>;
        const signed = await signObjects(
          client,
          mains.map((main) => main.thumbnail_path),
        );
        if (!('urls' in signed)) return signed;
        const data: MainPhotoThumbnails = {};
        for (const main of mains) {
          const url = signed.urls.get(main.thumbnail_path);
          if (url) data[main.property_id] = url;
        }
        return { data, error: null, status: 200 };
      },
      providesTags: [MAIN_PHOTO_THUMBNAILS_TAG],
      // The cards wait for this read; a picture is not worth holding them back through the retries' back-off.
      extraOptions: { retryCondition: () => false },
    }),
  }),
});

export type MainPhotoThumbnailsState = { state: 'loading' } | { state: 'settled'; thumbnails: MainPhotoThumbnails };

/**
 * The owner's main-photo thumbnails, read alongside the property list. 'settled' also when the read failed: cards
 * then keep their look without a photo rather than waiting or showing an error for a picture.
 */
export function useMainPhotoThumbnails(userId: string | undefined): MainPhotoThumbnailsState {
  const query = mainPhotoThumbnailsApi.useListMainPhotoThumbnailsQuery(userId ?? '', {
    skip: !userId,
    refetchOnMountOrArgChange: SIGNED_URL_REFRESH_SECONDS,
    pollingInterval: SIGNED_URL_REFRESH_SECONDS * 1000,
  });
  if (!userId) return { state: 'settled', thumbnails: {} };
  if (query.data) return { state: 'settled', thumbnails: query.data };
  if (query.isError) return { state: 'settled', thumbnails: {} };
  return { state: 'loading' };
}
