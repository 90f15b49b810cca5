import { isOfferedDate, offeredPhotoDates } from '../scheduling/photo-dates';

// The scheduling rule at its edges, for the test files that run it from browsers in different time
// zones. Instants are written in UTC; each case names Brazil's wall clock (UTC-3).
const DATE_RULE_EDGES: Array<[string, string, string]> = [
  ['Wednesday 10:00', '2025-03-05T13:00:00Z', '2025-03-06'],
  ['Thursday 23:59', '2025-03-07T02:59:00Z', '2025-03-07'],
  ['Friday 00:00', '2025-03-07T03:00:00Z', '2025-03-08'],
  ['Friday 14:59', '2025-03-07T17:59:00Z', '2025-03-08'],
  ['Friday 14:59:59', '2025-03-07T17:59:59Z', '2025-03-08'],
  ['Friday 15:00', '2025-03-07T18:00:00Z', '2025-03-11'],
  ['Friday 23:30 (already Saturday in UTC)', '2025-03-08T02:30:00Z', '2025-03-11'],
  ['Saturday 00:00', '2025-03-08T03:00:00Z', '2025-03-11'],
  ['Saturday 09:00', '2025-03-08T12:00:00Z', '2025-03-11'],
  ['Sunday 20:00', '2025-03-09T23:00:00Z', '2025-03-11'],
  ['Sunday 23:59 (already Monday in UTC)', '2025-03-10T02:59:00Z', '2025-03-11'],
  ['Monday 00:00', '2025-03-10T03:00:00Z', '2025-03-11'],
  ['Monday 08:00', '2025-03-10T11:00:00Z', '2025-03-11'],
  ['Friday 28 Feb 2025 15:00, into March', '2025-02-28T18:00:00Z', '2025-03-04'],
  ['Saturday 31 May 2025', '2025-05-31T15:00:00Z', '2025-06-03'],
  ['Sunday 30 Nov 2025', '2025-11-30T15:00:00Z', '2025-12-02'],
  ['Wednesday 31 Dec 2025 22:00 (already 2026 in UTC)', '2026-01-01T01:00:00Z', '2026-01-01'],
  ['Friday 26 Dec 2025 16:00', '2025-12-26T19:00:00Z', '2025-12-30'],
  ['Friday 29 Dec 2028 15:00, into 2029', '2028-12-29T18:00:00Z', '2029-01-02'],
  ['Saturday 30 Dec 2028', '2028-12-30T12:00:00Z', '2029-01-02'],
  ['Sunday 31 Dec 2028 23:00 (already 2029 in UTC)', '2029-01-01T02:00:00Z', '2029-01-02'],
  ['Monday 28 Feb 2028 (leap year)', '2028-02-28T12:00:00Z', '2028-02-29'],
];

/** The whole table of the rule, run from a browser whose zone is `timeZone` (offset in minutes, as getTimezoneOffset gives it). */
export function describeDateRuleIn(timeZone: string, offsetMinutes: number) {
  describe(`offered photo dates from a browser in ${timeZone}`, () => {
    it('runs in that time zone', () => {
      expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(timeZone);
      expect(new Date('2025-03-07T18:00:00Z').getTimezoneOffset()).toBe(offsetMinutes);
    });

    it.each(DATE_RULE_EDGES)('on %s (Brazil), instant %s, the first date is %s', (_case, now, start) => {
      expect(offeredPhotoDates(new Date(now))[0]).toBe(start);
    });

    it('offers six consecutive dates, weekends included after the start', () => {
      expect(offeredPhotoDates(new Date('2025-03-07T18:00:00Z'))).toEqual(['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16']);
      expect(offeredPhotoDates(new Date('2025-12-29T12:00:00Z'))).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
    });

    it.each([
      ['2025-03-11', true],
      ['2025-03-16', true],
      ['2025-03-17', false],
      ['2025-03-08', false],
      [null, false],
      ['', false],
    ])('on Friday 15:00 a kept date %p is still offered: %p', (date, offered) => {
      expect(isOfferedDate(date, new Date('2025-03-07T18:00:00Z'))).toBe(offered);
    });
  });
}
