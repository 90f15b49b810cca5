import { addDays, type CalendarEventRow, toIsoDate, weekday } from '@portal/shared/domain';
import { monthName } from '@portal/shared/format';

export const WEEKDAY_HEADERS = ['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb'] as const;
const GRID_WEEKS = 6;

export const CALENDAR_LEGEND = { booking: 'Reservado', blocked: 'Bloqueado', available: 'Disponível' } as const;
export const PERSONAL_BLOCK_TITLE = 'Uso pessoal';

export type DayKind = 'booking' | 'blocked' | 'available' | 'past';

export interface GridDay {
  /** 'yyyy-MM-dd' */
  date: string;
  dayOfMonth: number;
  inMonth: boolean;
}

/** 6 weeks × 7 days, Sunday first, starting on the Sunday on or before the 1st. `month` is 1–12. */
function monthGrid(year: number, month: number): GridDay[] {
  const first = toIsoDate(year, month, 1);
  const start = addDays(first, -weekday(first));
  const prefix = `${first.slice(0, 7)}-`;
  return Array.from({ length: GRID_WEEKS * 7 }, (_, i) => {
    const date = addDays(start, i);
    return { date, dayOfMonth: Number(date.slice(8, 10)), inMonth: date.startsWith(prefix) };
  });
}

/**
 * What a day shows. A booked or blocked day keeps that look in the past (it is history), other past days are
 * 'past'; only 'available' days can be selected.
 */
export function dayKind(date: string, context: { today: string; bookedDates: ReadonlySet<string>; blockedDates: ReadonlySet<string> }): DayKind {
  if (context.bookedDates.has(date)) return 'booking';
  if (context.blockedDates.has(date)) return 'blocked';
  if (date < context.today) return 'past';
  return 'available';
}

export interface CalendarDay extends GridDay {
  kind: DayKind;
  selectable: boolean;
}

/** Booked and blocked dates from calendar events, plus booked dates from elsewhere (reservations). */
function eventDateSets(
  events: ReadonlyArray<Pick<CalendarEventRow, 'date' | 'type'>>,
  extraBookedDates: Iterable<string> = [],
): { bookedDates: Set<string>; blockedDates: Set<string> } {
  const bookedDates = new Set<string>(extraBookedDates);
  const blockedDates = new Set<string>();
  for (const event of events) (event.type === 'booking' ? bookedDates : blockedDates).add(event.date.slice(0, 10));
  return { bookedDates, blockedDates };
}

/** Nights a stay occupies: check-in up to the day before check-out. */
function stayNights(checkIn: string, checkOut: string): string[] {
  const nights: string[] = [];
  for (let date = checkIn.slice(0, 10); date < checkOut.slice(0, 10); date = addDays(date, 1)) nights.push(date);
  return nights;
}

export function calendarMonth(input: {
  year: number;
  month: number;
  today: string;
  events: ReadonlyArray<Pick<CalendarEventRow, 'date' | 'type'>>;
  bookedDates?: Iterable<string>;
}): CalendarDay[] {
  const sets = eventDateSets(input.events, input.bookedDates);
  return monthGrid(input.year, input.month).map((day) => {
    const kind = dayKind(day.date, { today: input.today, ...sets });
    return { ...day, kind, selectable: kind === 'available' };
  });
}

export interface MonthRef {
  year: number;
  /** 1–12 */
  month: number;
}

/** The month `delta` months away (negative for earlier), across year changes. */
export function shiftMonth({ year, month }: MonthRef, delta: number): MonthRef {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The month a 'yyyy-MM-dd' date falls in. */
export function monthOf(date: string): MonthRef {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** 'Março de 2026': the grid's heading. */
export function monthTitle({ year, month }: MonthRef): string {
  const name = monthName(month);
  return `${name.charAt(0).toUpperCase()}${name.slice(1)} de ${year}`;
}

/** Days of the shown month the owner could still block (available, today or later). */
export function freeDaysInMonth(days: readonly CalendarDay[]): number {
  return days.filter((day) => day.inMonth && day.selectable).length;
}

/** Every date from `from` to `to`, both included, in order, whichever was given first. */
export function dateRange(from: string, to: string): string[] {
  const [start, end] = from <= to ? [from, to] : [to, from];
  const dates: string[] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) dates.push(date);
  return dates;
}

/** Nights the property is booked: every night of each stay that was not cancelled (the database's own reading). */
export function bookedNights(reservations: ReadonlyArray<{ check_in: string; check_out: string; status: string | null }>): Set<string> {
  const nights = new Set<string>();
  for (const reservation of reservations) {
    if (reservation.status === 'cancelled') continue;
    for (const night of stayNights(reservation.check_in, reservation.check_out)) nights.add(night);
  }
  return nights;
}
