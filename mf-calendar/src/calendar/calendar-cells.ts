import type { CalendarEventRow } from '@portal/shared/domain';
import { lastBlockableDate } from '../blocks/block-dates';
import { isManualBlock } from '../blocks/block-limits';
import type { GridCell } from './month-calendar';
import { calendarMonth, dayKind, type MonthRef } from './month-grid';

type GridEvent = Pick<CalendarEventRow, 'date' | 'type' | 'source'>;

/** Dates of the owner's personal blocks from `today` on: the ones a tap offers to remove. */
function removableBlockDates(events: readonly GridEvent[], today: string): Set<string> {
  return new Set(events.filter((event) => isManualBlock(event) && event.date >= today).map((event) => event.date));
}

/** The grid of `month` as the owner sees it: each day's kind, whether it is picked, removable, today. */
export function calendarCells(input: {
  month: MonthRef;
  today: string;
  events: readonly GridEvent[];
  bookedDates: ReadonlySet<string>;
  selected: readonly string[];
  /** How far ahead a block may start (block_years_ahead). */
  yearsAhead: number;
}): GridCell[] {
  const selected = new Set(input.selected);
  const removable = removableBlockDates(input.events, input.today);
  const last = lastBlockableDate(input.today, input.yearsAhead);
  return calendarMonth({ ...input.month, today: input.today, events: input.events, bookedDates: input.bookedDates }).map((day) => ({
    ...day,
    // A free day further ahead than the limit (spec part 2 §5: one year) cannot be blocked yet.
    selectable: day.selectable && day.date <= last,
    // A picked day being saved shows blocked at once; if the save fails it is free and still picked.
    selected: day.kind === 'available' && selected.has(day.date),
    // A booked night wins over a block of the same day: only a day that shows blocked offers removal.
    removable: day.kind === 'blocked' && removable.has(day.date),
    today: day.date === input.today,
  }));
}

/** Whether a day, in any month, can be picked: free, from today to the last blockable day. */
export function selectableDay(input: { today: string; events: readonly GridEvent[]; bookedDates: ReadonlySet<string>; yearsAhead: number }): (date: string) => boolean {
  const blockedDates = new Set<string>();
  const bookedDates = new Set(input.bookedDates);
  for (const event of input.events) (event.type === 'booking' ? bookedDates : blockedDates).add(event.date);
  const last = lastBlockableDate(input.today, input.yearsAhead);
  return (date) => date <= last && dayKind(date, { today: input.today, bookedDates, blockedDates }) === 'available';
}
