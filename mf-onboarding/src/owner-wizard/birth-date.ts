import { daysInMonth, digitsOnly, toIsoDate, weekday } from '@portal/shared/domain';
import { apiDateToBr } from '@portal/shared/format';
import { BIRTH_DATE_MIN } from './owner-form';

export const BIRTH_YEAR_MIN = 1925;

/** Birth date typed as 'dd/mm/aaaa' (max length 10). */
export function maskBirthDate(value: string | null | undefined): string {
  const d = digitsOnly(value).slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** The calendar's year list: this year down to 1925 (spec part 1 §2, descending). `today` is 'yyyy-MM-dd'. */
export function birthYearOptions(today: string): number[] {
  const current = Number(today.slice(0, 4));
  const years: number[] = [];
  for (let year = current; year >= BIRTH_YEAR_MIN; year -= 1) years.push(year);
  return years;
}

/** No future dates and none before 1925-01-01. */
export function isSelectableBirthDate(iso: string, today: string): boolean {
  return iso >= BIRTH_DATE_MIN && iso <= today;
}

export interface CalendarDay {
  iso: string;
  day: number;
  disabled: boolean;
}

/**
 * One month of the birth date calendar: leading blanks (null) so the 1st falls under its weekday (Sunday first),
 * then every day with whether it may be picked.
 */
export function birthCalendarMonth(year: number, month: number, today: string): Array<CalendarDay | null> {
  const first = toIsoDate(year, month, 1);
  const blanks: null[] = Array.from({ length: weekday(first) }, () => null);
  const days = Array.from({ length: daysInMonth(year, month) }, (_, i) => {
    const iso = toIsoDate(year, month, i + 1);
    return { iso, day: i + 1, disabled: !isSelectableBirthDate(iso, today) };
  });
  return [...blanks, ...days];
}

/** The month the calendar opens on: the typed date's when it is a real one in range, otherwise today's. */
export function calendarStartMonth(typedIso: string | null, today: string): { year: number; month: number } {
  const base = typedIso && isSelectableBirthDate(typedIso, today) ? typedIso : today;
  return { year: Number(base.slice(0, 4)), month: Number(base.slice(5, 7)) };
}

/** Picking a day writes it into the text field as 'dd/MM/yyyy'. */
export function birthDateText(iso: string): string {
  return apiDateToBr(iso);
}
