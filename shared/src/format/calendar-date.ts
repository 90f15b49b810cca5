// Calendar dates ('yyyy-MM-dd', no time zone) handled as plain strings: the pure domain rules use
// these, so code that only validates or shows a date does not load moment.
import { isIsoDate, toIsoDate } from '../domain/iso-date';

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** A real 'yyyy-MM-dd' date (the domain's rule). */
export function isCalendarDate(value: string): boolean {
  return isIsoDate(value);
}

/** 'yyyy-MM-dd' → 'dd/MM/yyyy'; '' when it is not a real calendar date. */
export function formatCalendarDate(iso: string | null | undefined): string {
  const value = (iso ?? '').slice(0, 10);
  if (!isCalendarDate(value)) return '';
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}

/** Reads a typed 'dd/MM/yyyy' into 'yyyy-MM-dd'; null when it is not a real calendar date. */
export function parseBrDate(text: string | null | undefined): string | null {
  const match = BR_DATE.exec((text ?? '').trim());
  if (!match) return null;
  const [, day, month, year] = match;
  const iso = toIsoDate(Number(year), Number(month), Number(day));
  return isIsoDate(iso) ? iso : null;
}

/** 'yyyy-MM-dd' (as stored) to the 'dd/MM/yyyy' an input shows; '' when not a calendar date. */
export function apiDateToBr(iso: string | null | undefined): string {
  return formatCalendarDate(iso);
}
