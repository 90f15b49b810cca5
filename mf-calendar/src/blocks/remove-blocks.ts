import { api } from '@portal/shared/api';
import { calendarEventsApi, calendarTag, calendarYearOf } from '../calendar/get-calendar-events';
import { isManualBlock } from './block-limits';
import type { BlockDatesArgs } from './add-blocks';

/** The owner's removal: 'Bloqueio removido' and the days freed; the spec quotes no text for it. */
export const REMOVE_BLOCK_TOASTS = {
  removed: (n: number) => ({ title: 'Bloqueio removido', description: `${n} dia(s) liberado(s) para reservas.`, variant: 'success' as const }),
  failed: { title: 'Erro ao remover bloqueio', description: 'Não foi possível remover o bloqueio. Tente novamente.', variant: 'error' as const },
};

/**
 * What a refused removal tells the owner: the database's own words for its rules (a past day's block
 * stays, 'Não é possível remover bloqueios de datas passadas', when the day turned while the page was
 * open), otherwise the spec-less 'Erro ao remover bloqueio'.
 */
export function removeFailureToast(error: { code?: string; message?: string } | null | undefined) {
  if (error?.code === 'P0001' && error.message) return { ...REMOVE_BLOCK_TOASTS.failed, description: error.message };
  return REMOVE_BLOCK_TOASTS.failed;
}

/**
 * Removes personal blocks: deletes the owner's manual blocked events of those days. The days show free at once
 * and come back blocked if the database refuses.
 */
const removeBlocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    removeBlocks: build.mutation<null, BlockDatesArgs>({
      query:
        ({ userId, propertyId, dates }) =>
        (client) =>
          client.from('calendar_events').delete().eq('property_id', propertyId).eq('user_id', userId).in('date', dates).eq('type', 'blocked').eq('source', 'manual'),
      transformResponse: () => null,
      // As for blocking: shown at once, then the property's calendar and personal blocks are read again.
      invalidatesTags: (_result, _error, { propertyId }) => [calendarTag(propertyId)],
      async onQueryStarted({ userId, propertyId, dates }, { dispatch, queryFulfilled }) {
        const removed = new Set(dates);
        // Each day leaves its year's cache entry.
        const patches = [...new Set(dates.map(calendarYearOf))].map((year) =>
          dispatch(
            calendarEventsApi.util.updateQueryData('getCalendarEvents', { userId, propertyId, year }, (events) =>
              events.filter((event) => !(removed.has(event.date) && isManualBlock(event))),
            ),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useRemoveBlocksMutation } = removeBlocksApi;
