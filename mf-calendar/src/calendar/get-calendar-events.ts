import { api } from '@portal/shared/api';
import type { CalendarEventRow } from '@portal/shared/domain';

export interface CalendarEventsArgs {
  /** The signed-in owner: events are read by property and owner, not by property alone. */
  userId: string;
  propertyId: string;
  /** The year of the month shown: the events of that calendar year are read, not the property's whole history. */
  year: number;
}

/** The cache key of the events of the year of `date` ('yyyy-MM-dd'). */
export const calendarYearOf = (date: string): number => Number(date.slice(0, 4));

export const CALENDAR_EVENT_COLUMNS = 'id,property_id,user_id,date,type,title,source';

/** The cache entry of one property's calendar; blocking and removing patch it and refresh it. */
export const calendarTag = (propertyId: string) => ({ type: 'Calendar' as const, id: propertyId });

/**
 * The calendar events of one of the owner's properties in the year of the month shown: personal blocks and
 * booked days the provider syncs, in date order. Moving between the months of a year reads nothing more; a
 * property with years of booked days is read a year at a time (at most 366 days per kind, far under one read's
 * 1000 rows), never its whole history with the newest days cut off. They are also the one source of block
 * usage (a month's and the year's manual blocks are counted from them, as the database's own limits count
 * them), so the grid and the usage panel can never disagree.
 */
export const calendarEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendarEvents: build.query<CalendarEventRow[], CalendarEventsArgs>({
      query:
        ({ userId, propertyId, year }) =>
        (client) =>
          client
            .from('calendar_events')
            .select(CALENDAR_EVENT_COLUMNS)
            .eq('property_id', propertyId)
            .eq('user_id', userId)
            .gte('date', `${year}-01-01`)
            .lt('date', `${year + 1}-01-01`)
            .order('date', { ascending: true }),
      transformResponse: (rows: CalendarEventRow[] | null) => (rows ?? []).map((row) => ({ ...row, date: row.date.slice(0, 10) })),
      providesTags: (_rows, _error, { propertyId }) => [calendarTag(propertyId)],
    }),
    /** Every personal block of the property, of any year, for the occupation file (at most 36 a year). */
    getPersonalBlocks: build.query<CalendarEventRow[], Omit<CalendarEventsArgs, 'year'>>({
      query:
        ({ userId, propertyId }) =>
        (client) =>
          client
            .from('calendar_events')
            .select(CALENDAR_EVENT_COLUMNS)
            .eq('property_id', propertyId)
            .eq('user_id', userId)
            .eq('type', 'blocked')
            .eq('source', 'manual')
            .order('date', { ascending: true }),
      transformResponse: (rows: CalendarEventRow[] | null) => (rows ?? []).map((row) => ({ ...row, date: row.date.slice(0, 10) })),
      providesTags: (_rows, _error, { propertyId }) => [calendarTag(propertyId)],
    }),
  }),
});

export const { useGetCalendarEventsQuery, useLazyGetPersonalBlocksQuery } = calendarEventsApi;
