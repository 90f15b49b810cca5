import { api } from '@portal/shared/api';
import type { CalendarEventRow } from '@portal/shared/domain';
import { CALENDAR_EVENT_COLUMNS, calendarEventsApi, calendarTag, calendarYearOf } from '../calendar/get-calendar-events';
import { PERSONAL_BLOCK_TITLE } from '../calendar/month-grid';

export interface BlockDatesArgs {
  userId: string;
  propertyId: string;
  /** 'yyyy-MM-dd' */
  dates: string[];
}

/** Rows shown while the save is on its way; replaced by the saved ones, or taken back if it fails. */
const PENDING_BLOCK_PREFIX = 'pending-block-';

/**
 * Blocks days for the owner's own use: one insert of all the days, which the database judges as a whole (past
 * days, duplicates, taken days, 4 a month, 36 a year) and refuses as a whole. The grid and the usage panel show
 * the days blocked at once and go back if the database refuses.
 */
const addBlocksApi = api.injectEndpoints({
  endpoints: (build) => ({
    addBlocks: build.mutation<CalendarEventRow[], BlockDatesArgs>({
      query:
        ({ userId, propertyId, dates }) =>
        (client) =>
          client
            .from('calendar_events')
            .insert(dates.map((date) => ({ property_id: propertyId, user_id: userId, date, type: 'blocked', title: PERSONAL_BLOCK_TITLE, source: 'manual' })))
            .select(CALENDAR_EVENT_COLUMNS),
      // The days show at once (below); then the property's calendar and its personal blocks (the occupation
      // file's) are read again, saved or refused, so every cached view of them matches the database.
      invalidatesTags: (_rows, _error, { propertyId }) => [calendarTag(propertyId)],
      async onQueryStarted({ userId, propertyId, dates }, { dispatch, queryFulfilled }) {
        // The grid holds a year of events per cache entry: each day goes into its year's.
        const years = [...new Set(dates.map(calendarYearOf))];
        const patches = years.map((year) =>
          dispatch(
            calendarEventsApi.util.updateQueryData('getCalendarEvents', { userId, propertyId, year }, (events) => {
              for (const date of dates.filter((day) => calendarYearOf(day) === year)) {
                events.push({ id: `${PENDING_BLOCK_PREFIX}${date}`, property_id: propertyId, user_id: userId, date, type: 'blocked', title: PERSONAL_BLOCK_TITLE, source: 'manual' });
              }
              events.sort((a, b) => a.date.localeCompare(b.date));
            }),
          ),
        );
        try {
          const { data: saved } = await queryFulfilled;
          for (const year of years) {
            dispatch(
              calendarEventsApi.util.updateQueryData('getCalendarEvents', { userId, propertyId, year }, (events) => {
                const kept = events.filter((event) => !event.id.startsWith(PENDING_BLOCK_PREFIX));
                kept.push(...(saved ?? []).map((row) => ({ ...row, date: row.date.slice(0, 10) })).filter((row) => calendarYearOf(row.date) === year));
                kept.sort((a, b) => a.date.localeCompare(b.date));
                return kept;
              }),
            );
          }
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
    }),
  }),
});

export const { useAddBlocksMutation } = addBlocksApi;
