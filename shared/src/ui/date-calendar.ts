// The pure part of the date field: the dd/mm/aaaa mask as typed, and the calendar's months and years.
import { daysInMonth, toIsoDate, weekday } from '../domain/iso-date';
import { parseBrDate } from '../format/calendar-date';
import { MONTH_NAMES } from '../format/months';

/** What is typed, as 'dd/mm/aaaa': digits only work ('01102026' → '01/10/2026'); anything else is dropped. */
export function maskBrDate(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}

/** The years the calendar offers: from the last allowed day's year down to the first's. */
export function calendarYears(min: string, max: string): number[] {
  const years: number[] = [];
  for (let year = Number(max.slice(0, 4)); year >= Number(min.slice(0, 4)); year -= 1) years.push(year);
  return years;
}

export interface CalendarDay {
  iso: string;
  day: number;
  disabled: boolean;
}

/**
 * One month of the calendar: blanks (null) so the 1st falls under its weekday (Sunday first), then every day
 * with whether it may be picked (from `min` to `max`, inclusive).
 */
export function calendarMonthDays(year: number, month: number, min: string, max: string): Array<CalendarDay | null> {
  const blanks: null[] = Array.from({ length: weekday(toIsoDate(year, month, 1)) }, () => null);
  const days = Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const iso = toIsoDate(year, month, i + 1);
    return { iso, day: i + 1, disabled: iso < min || iso > max };
  });
  return [...blanks, ...days];
}

/** The month the calendar opens on: the typed date's when it is a real one in range, otherwise `fallback`'s. */
export function calendarStartMonth(text: string, min: string, max: string, fallback: string): { year: number; month: number } {
  const typed = parseBrDate(text);
  const base = typed && typed >= min && typed <= max ? typed : fallback;
  return { year: Number(base.slice(0, 4)), month: Number(base.slice(5, 7)) };
}

/**
 * A day button's name: the day as the calendar shows it, then its month and year ('1 de julho de 1990'),
 * so someone who says or sees '1' finds the button, and a screen reader says which month it is in.
 */
export function calendarDayLabel(iso: string): string {
  return `${Number(iso.slice(8, 10))} de ${MONTH_NAMES[Number(iso.slice(5, 7)) - 1]} de ${iso.slice(0, 4)}`;
}
