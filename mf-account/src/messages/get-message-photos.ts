import { api, MESSAGE_PHOTOS_BUCKET, signObjects, SIGNED_URL_REFRESH_SECONDS } from '@portal/shared/api';
import { thumbnailPathOf } from './message-rules';

export interface MessagePhotoUrls {
  /** Full-size photo path → URL. */
  full: Record<string, string>;
  /** Full-size photo path → its thumbnail's URL (the photo's own where no thumbnail was stored). */
  thumbnails: Record<string, string>;
}

/** Signed URLs of a thread's photos and their thumbnails, in one request; refreshed before they expire. */
const getMessagePhotosApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMessagePhotos: build.query<MessagePhotoUrls, string[]>({
      query: (paths) => async (client) => {
        const signed = await signObjects(client, [...paths, ...paths.map(thumbnailPathOf)], MESSAGE_PHOTOS_BUCKET);
        if (!('urls' in signed)) return signed;
        const full: Record<string, string> = {};
        const thumbnails: Record<string, string> = {};
        for (const path of paths) {
          const url = signed.urls.get(path);
          if (url) full[path] = url;
          const thumbnail = signed.urls.get(thumbnailPathOf(path)) ?? url;
          if (thumbnail) thumbnails[path] = thumbnail;
        }
        return { data: { full, thumbnails }, error: null };
      },
      keepUnusedDataFor: SIGNED_URL_REFRESH_SECONDS,
    }),
  }),
});

export const { useGetMessagePhotosQuery } = getMessagePhotosApi;
