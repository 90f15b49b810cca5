import { addDays, brazilClock } from '@portal/shared/domain';

const OFFERED_PHOTO_DATE_COUNT = 6;
/** Friday from this hour (Brazil time) counts as the weekend. */
const FRIDAY_CUTOFF_HOUR = 15;

/**
 * The scheduling screen's dates: 6 consecutive dates starting tomorrow. When the current time in UTC-3 is
 * Friday 15:00 or later, Saturday or Sunday, the start moves past the weekend — Friday +4, Saturday +3,
 * Sunday +2, i.e. to Tuesday, leaving Monday for the team to plan.
 *
 * The spec has two readings: its service offers weekdays (Mon-Fri) for the next 30 days, while the
 * scheduling screen offers these 6 consecutive dates. The screen's reading is the one built (the newer
 * screen behaviour wins, spec README): dates after the start are consecutive, weekends included, exactly
 * as the screen lists them. The rule reads Brazil's wall clock, so a browser in any time zone offers the
 * same dates.
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

/**
 * A date kept from earlier (the booking in progress, a reschedule) is still bookable only while the
 * screen offers it: a day later the first offered date may have passed.
 */
export function isOfferedDate(date: string | null | undefined, now: Date): boolean {
  return Boolean(date) && offeredPhotoDates(now).includes(date as string);
}
