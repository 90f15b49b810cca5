import moment from 'moment';
// The shared format entry sets up moment's pt-br locale (the only place allowed to load locales).
import { formatCalendarDate } from '@portal/shared/format';

// A session's date is a calendar date without a time zone: read as UTC so it never shifts a day.
const calendarDay = (iso: string) => moment.utc(iso, 'YYYY-MM-DD', true).locale('pt-br');

/** 'terça-feira, 11 de março' — a date button's accessible name. */
export function dateOptionLabel(iso: string): string {
  return calendarDay(iso).format('dddd, D [de] MMMM');
}

/** The three lines of a date button: 'ter', '11', 'mar'. */
export function dateOptionParts(iso: string): { weekday: string; day: string; month: string } {
  const day = calendarDay(iso);
  return { weekday: day.format('ddd').replace('.', ''), day: day.format('D'), month: day.format('MMM').replace('.', '') };
}

/** 'terça-feira, 11 de março de 2025' — the session's date in summaries. */
export function sessionDateLong(iso: string): string {
  const day = calendarDay(iso);
  return day.isValid() ? day.format('dddd, D [de] MMMM [de] YYYY') : formatCalendarDate(iso);
}

/** '11/03/2025'. */
export function sessionDateShort(iso: string): string {
  return formatCalendarDate(iso);
}
