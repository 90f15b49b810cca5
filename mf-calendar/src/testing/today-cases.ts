import { SPEC_BUSINESS_LIMITS } from '@portal/shared/testing';
import { validateBlockDates } from '../blocks/block-dates';
import { calendarToday } from '../clock';

/**
 * The block rule's "past" at the edges of a Brazilian day, run in a browser set to `timeZone`: the answers
 * must not depend on it. 02:30 UTC on 10 March is 23:30 of the 9th in Brazil; 03:30 UTC is 00:30 of the 10th.
 */
export function describeTodayRuleIn(timeZone: string, offsetMinutes: number) {
  describe(`blocking around midnight in Brazil, from a browser in ${timeZone}`, () => {
    it('runs in that zone', () => {
      expect(new Date('2025-03-10T02:30:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    });

    it.each([
      ['23:30 on the 9th', '2025-03-10T02:30:00Z', '2025-03-09', '2025-03-09', null],
      ['23:30 on the 9th, the day before', '2025-03-10T02:30:00Z', '2025-03-08', '2025-03-09', 'Não é possível bloquear datas no passado'],
      ['00:30 on the 10th, the 9th', '2025-03-10T03:30:00Z', '2025-03-09', '2025-03-10', 'Não é possível bloquear datas no passado'],
      ['00:30 on the 10th, the 10th', '2025-03-10T03:30:00Z', '2025-03-10', '2025-03-10', null],
    ])('at %s blocking %s (today is %s in Brazil) gives %p', (_case, instant, date, today, message) => {
      const now = new Date(instant);
      expect(calendarToday(now)).toBe(today);
      expect(validateBlockDates({ propertyId: 'p1', dates: [date], today: calendarToday(now), events: [], limits: SPEC_BUSINESS_LIMITS })).toBe(message);
    });
  });
}
