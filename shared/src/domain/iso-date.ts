// Calendar-date arithmetic on 'yyyy-MM-dd' strings. Rules take `today` / `now` as arguments and do
// date maths in UTC day numbers, so results never depend on the machine's clock or time zone.
// Comparing two such strings with < and > is comparing the dates, which keeps hot loops cheap.

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Brazil's official time is UTC-3 all year (no daylight saving since 2019). */
export const BRAZIL_UTC_OFFSET_HOURS = -3;

/** Days since 1970-01-01 for a 'yyyy-MM-dd' (a timestamp's date part is used). */
export function dayNumber(isoDate: string): number {
  const year = Number(isoDate.slice(0, 4));
  const month = Number(isoDate.slice(5, 7));
  const day = Number(isoDate.slice(8, 10));
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/**
 * dayNumber with a memory, for one pass over many rows: stays share their dates (a year has 366),
 * so each date is parsed once. Make one per pass; it keeps every date it has seen.
 */
export function dayNumberMemo(): (isoDate: string) => number {
  const known = new Map<string, number>();
  return (isoDate) => {
    let day = known.get(isoDate);
    if (day === undefined) {
      day = dayNumber(isoDate);
      known.set(isoDate, day);
    }
    return day;
  };
}

export function isoFromDayNumber(days: number): string {
  return new Date(days * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  return isoFromDayNumber(dayNumber(isoDate) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekday(isoDate: string): number {
  return new Date(dayNumber(isoDate) * DAY_MS).getUTCDay();
}

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(Number(match[1]), month);
}

export function toIsoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export interface BrazilClock {
  /** 'yyyy-MM-dd' in Brazil. */
  date: string;
  hour: number;
  minute: number;
  /** 0 = Sunday ... 6 = Saturday. */
  weekday: number;
}

/** What a wall clock in Brazil (UTC-3) shows at the instant `now`. */
export function brazilClock(now: Date): BrazilClock {
  const shifted = new Date(now.getTime() + BRAZIL_UTC_OFFSET_HOURS * 3_600_000);
  return {
    date: shifted.toISOString().slice(0, 10),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
    weekday: shifted.getUTCDay(),
  };
}

/** Today's calendar date in Brazil at the instant `now`. */
export function todayInBrazil(now: Date): string {
  return brazilClock(now).date;
}
