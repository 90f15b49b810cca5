import { todayInBrazil } from '@portal/shared/domain';

/**
 * The time the calendar judges "past" and "today" by. Tests pin it (jest.spyOn(clock, 'now')) without
 * faking the timers the screens and the store also use.
 */
export const clock = {
  now: (): Date => new Date(),
};

/** Today in Brazil's calendar, whatever the browser's time zone: a day is past for the owner and the database alike. */
export function calendarToday(now: Date = clock.now()): string {
  return todayInBrazil(now);
}
