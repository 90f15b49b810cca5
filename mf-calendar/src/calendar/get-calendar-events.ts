import { api } from '@portal/shared/api';
import type { CalendarEventRow } from '@portal/shared/domain';

export interface CalendarEventsArgs {
  /** The signed-in owner: events are read by property and owner, not by property alone. */
  userId: string;
  propertyId: string;
}

export const CALENDAR_EVENT_COLUMNS = 'id,property_id,user_id,date,type,title,source';

/** The cache entry of one property's calendar; blocking and removing patch it and refresh it. */
export const calendarTag = (propertyId: string) => ({ type: 'Calendar' as const, id: propertyId });

/**
 * Every calendar event of one of the owner's properties: personal blocks and booked days the provider
 * syncs, in date order. They are also the one source of block usage (a month's and a year's manual
 * blocks are counted from them, as the database's own limits count them), so the grid and the usage
 * panel can never disagree.
 */
export const calendarEventsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCalendarEvents: build.query<CalendarEventRow[], CalendarEventsArgs>({
      query:
        ({ userId, propertyId }) =>
        (client) =>
          client.from('calendar_events').select(CALENDAR_EVENT_COLUMNS).eq('property_id', propertyId).eq('user_id', userId).order('date', { ascending: true }),
      transformResponse: (rows: CalendarEventRow[] | null) => (rows ?? []).map((row) => ({ ...row, date: row.date.slice(0, 10) })),
      providesTags: (_rows, _error, { propertyId }) => [calendarTag(propertyId)],
    }),
  }),
});

export const { useGetCalendarEventsQuery } = calendarEventsApi;
