import { api } from '@portal/shared/api';
import type { TimeSlot } from '@portal/shared/domain';
import type { PhotoSessionRecord } from './photo-session-record';

export interface ReschedulePhotoSessionArgs {
  userId: string;
  sessionId: string;
  date: string;
  timeSlot: TimeSlot;
}

/**
 * Moves a session to another date or slot. The database keeps the count: the move becomes status
 * 'rescheduled' and reschedule_count 1, and a second move is refused with 'Esta sessão de fotos já foi
 * reagendada uma vez e não pode ser reagendada novamente.' — the client sends only the new date and slot.
 */
export const reschedulePhotoSessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    reschedulePhotoSession: build.mutation<PhotoSessionRecord, ReschedulePhotoSessionArgs>({
      query:
        ({ userId, sessionId, date, timeSlot }) =>
        (client) =>
          client.from('photo_sessions').update({ date, time_slot: timeSlot }).eq('id', sessionId).eq('user_id', userId).select().single(),
      invalidatesTags: (_row, error, { sessionId }) => (error ? [] : [{ type: 'PhotoSession', id: 'LIST' }, { type: 'PhotoSession', id: sessionId }]),
    }),
  }),
});

export const { useReschedulePhotoSessionMutation } = reschedulePhotoSessionApi;
