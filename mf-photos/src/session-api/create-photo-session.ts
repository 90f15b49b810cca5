import { api } from '@portal/shared/api';
import { getPhotoSessionApi } from './get-photo-session';
import type { NewPhotoSession, PhotoSessionRecord } from './photo-session-record';

const UNIQUE_VIOLATION = '23505';

/**
 * Books a session (status pending; the database refuses any other, and a second live session of the
 * property with 'Esta propriedade já possui uma sessão de fotos agendada').
 *
 * Sending is idempotent: the row's id comes with the booking. When the same booking arrives twice —
 * the answer to the first was lost, or two tabs replay one offline queue — the second meets the primary
 * key, and the row already stored under that id is the answer. A unique violation without that row is
 * the one-live-session index refusing another booking of the property.
 */
export const createPhotoSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPhotoSession: build.mutation<PhotoSessionRecord, NewPhotoSession>({
      query: (session) => async (client) => {
        const result = await client.from('photo_sessions').insert(session).select().single();
        if (result.error?.code !== UNIQUE_VIOLATION) return result;
        const stored = await client.from('photo_sessions').select('*').eq('id', session.id).eq('user_id', session.user_id).maybeSingle();
        return stored.data ? stored : result;
      },
      invalidatesTags: (_row, error) => (error ? [] : [{ type: 'PhotoSession', id: 'LIST' }]),
      async onQueryStarted(session, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getPhotoSessionApi.util.upsertQueryData('getPhotoSession', { userId: session.user_id, sessionId: data.id }, data));
      },
    }),
  }),
});

export const { useCreatePhotoSessionMutation } = createPhotoSessionApi;
