import { addDays, brazilClock } from '@portal/shared/domain';

export const OFFERED_PHOTO_DATE_COUNT = 6;
/** Friday from this hour (Brazil time) counts as the weekend. */
export const FRIDAY_CUTOFF_HOUR = 15;

/**
 * The scheduling screen's dates: 6 consecutive dates starting tomorrow. When the current time in UTC-3 is
 * Friday 15:00 or later, Saturday or Sunday, the start moves past the weekend — Friday +4, Saturday +3,
 * Sunday +2, i.e. to Tuesday, leaving Monday for the team to plan.
 * The dates are consecutive as the screen shows them (weekends included after the start); the service's
 * "weekdays for the next 30 days" list is a different, older reading.
 */
export function offeredPhotoDates(now: Date): string[] {
  const clock = brazilClock(now);
  let offset = 1;
  if (clock.weekday === 5 && clock.hour >= FRIDAY_CUTOFF_HOUR) offset = 4;
  else if (clock.weekday === 6) offset = 3;
  else if (clock.weekday === 0) offset = 2;
  const start = addDays(clock.date, offset);
  return Array.from({ length: OFFERED_PHOTO_DATE_COUNT }, (_, i) => addDays(start, i));
}
