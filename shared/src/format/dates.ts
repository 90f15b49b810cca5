import moment from 'moment';
import { BRAZIL_UTC_OFFSET_HOURS } from '../domain/iso-date';

/**
 * Dates are shown in Brazil. Two input shapes reach these helpers:
 * - a calendar date 'yyyy-MM-dd' (birth_date, check_in, date columns): it has no time zone, so it is read and
 *   written as UTC and never shifts a day whatever the machine's zone;
 * - an instant (Date, epoch ms, or an ISO timestamp with a time): shown in Brazil's official time, UTC-3
 *   (Brazil has had no daylight saving since 2019), not in the machine's zone.
 */
export type DateInput = Date | string | number;

const BRAZIL_UTC_OFFSET_MINUTES = BRAZIL_UTC_OFFSET_HOURS * 60;
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

function toMoment(value: DateInput): moment.Moment {
  // Instance-level locale: formatting never depends on what the global locale happens to be.
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) return moment.utc(value, 'YYYY-MM-DD', true).locale('pt-br');
  return parseInstant(value).utcOffset(BRAZIL_UTC_OFFSET_MINUTES).locale('pt-br');
}

/** Strings are read as ISO 8601 only: moment's free-form fallback is deprecated and guesses. */
export function parseInstant(value: DateInput): moment.Moment {
  return typeof value === 'string' ? moment(value, moment.ISO_8601) : moment(value);
}

function format(value: DateInput | null | undefined, pattern: string): string {
  if (value === null || value === undefined || value === '') return '';
  const m = toMoment(value);
  return m.isValid() ? m.format(pattern) : '';
}

/** 'dd/MM/yyyy' — the everyday date. Empty or invalid input gives ''. */
export function formatDate(value: DateInput | null | undefined): string {
  return format(value, 'DD/MM/YYYY');
}

/** 'dd de MMMM de yyyy', e.g. '05 de março de 2025' (wizard summary birth date). */
export function formatLongDate(value: DateInput | null | undefined): string {
  return format(value, 'DD [de] MMMM [de] YYYY');
}

/** 'dd/MM' — finance rows' short dates. */
export function formatDayMonth(value: DateInput | null | undefined): string {
  return format(value, 'DD/MM');
}

/** 'dd de MMM', e.g. '05 de mar' — expanded finance row. */
export function formatDayMonthName(value: DateInput | null | undefined): string {
  return format(value, 'DD [de] MMM');
}

/** 'MMMM de yyyy', e.g. 'março de 2025' — calendar month header. */
export function formatMonthYear(value: DateInput | null | undefined): string {
  return format(value, 'MMMM [de] YYYY');
}

/** 'yyyy-MM-dd' — the form every date takes on its way to the API. */
export function toApiDate(value: DateInput | null | undefined): string {
  return format(value, 'YYYY-MM-DD');
}

export { apiDateToBr, parseBrDate } from './calendar-date';
