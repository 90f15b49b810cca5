import { api } from '@portal/shared/api';
import type { PhotoSessionRecord } from './photo-session-record';

export interface CancelPhotoSessionArgs {
  userId: string;
  sessionId: string;
  reason: string;
}

/**
 * Cancels a session with the owner's reason (sessions are never deleted). The database refuses a blank
 * reason with 'Informe o motivo do cancelamento.' and a session already completed or cancelled.
 */
export const cancelPhotoSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    cancelPhotoSession: build.mutation<PhotoSessionRecord, CancelPhotoSessionArgs>({
      query:
        ({ userId, sessionId, reason }) =>
        (client) =>
          client
            .from('photo_sessions')
            .update({ status: 'cancelled', cancellation_reason: reason.trim() })
            .eq('id', sessionId)
            .eq('user_id', userId)
            .select()
            .single(),
      invalidatesTags: (_row, error, { sessionId }) => (error ? [] : [{ type: 'PhotoSession', id: 'LIST' }, { type: 'PhotoSession', id: sessionId }]),
    }),
  }),
});

export const { useCancelPhotoSessionMutation } = cancelPhotoSessionApi;
