import { dayNumber, type TimeSlot } from '@portal/shared/domain';
import { TIME_SLOT_HOURS } from '../scheduling/photo-session-rules';

/** Brazil's official time is UTC-3 all year (no daylight saving since 2019). */
const BRAZIL_UTC_OFFSET_HOURS = -3;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The slot of a session date as two instants: 8h-12h or 13h-17h on Brazil's clock. */
export function sessionWindowUtc(date: string, slot: TimeSlot): { start: Date; end: Date } {
  const hours = TIME_SLOT_HOURS[slot] ?? TIME_SLOT_HOURS.morning_08;
  const midnightUtc = dayNumber(date) * DAY_MS;
  const shift = -BRAZIL_UTC_OFFSET_HOURS * HOUR_MS;
  return { start: new Date(midnightUtc + hours.start * HOUR_MS + shift), end: new Date(midnightUtc + hours.end * HOUR_MS + shift) };
}
