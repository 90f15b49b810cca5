import { api } from '@portal/shared/api';
import type { PhotoSessionRecord } from './photo-session-record';

export interface GetPhotoSessionArgs {
  /** The signed-in owner: the row is read by id and owner, not by id alone. */
  userId: string;
  sessionId: string;
}

/** An id that is not a uuid is refused by Postgres with this code; for the owner it is a session that does not exist. */
const INVALID_TEXT_REPRESENTATION = '22P02';

/**
 * One photo session of the signed-in owner; `null` when there is none with that id for this owner
 * (missing, someone else's, or not an id at all), so the screen shows 'Sessão não encontrada'.
 */
export const getPhotoSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPhotoSession: build.query<PhotoSessionRecord | null, GetPhotoSessionArgs>({
      query:
        ({ userId, sessionId }) =>
        async (client) => {
          const result = await client.from('photo_sessions').select('*').eq('id', sessionId).eq('user_id', userId).maybeSingle();
          if (result.error?.code === INVALID_TEXT_REPRESENTATION) return { data: null, error: null, status: 200 };
          return result;
        },
      transformResponse: (row: PhotoSessionRecord | null) => row ?? null,
      providesTags: (_row, _error, { sessionId }) => [{ type: 'PhotoSession', id: sessionId }],
    }),
  }),
});

export const { useGetPhotoSessionQuery } = getPhotoSessionApi;
