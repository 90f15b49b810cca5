import { apiDateToBr, formatCalendarDate, isCalendarDate, parseBrDate } from './calendar-date';

describe('calendar dates without moment', () => {
  it.each([
    ['2026-11-21', '21/11/2026'],
    ['2024-02-29', '29/02/2024'],
    ['2023-02-29', ''],
    ['2026-13-01', ''],
    ['2026-11-21T10:00:00Z', '21/11/2026'],
    ['', ''],
  ])('formatCalendarDate(%p) → %p', (iso, shown) => {
    expect(formatCalendarDate(iso)).toBe(shown);
    expect(apiDateToBr(iso)).toBe(shown);
  });

  it.each([
    ['21/11/2026', '2026-11-21'],
    [' 01/01/1925 ', '1925-01-01'],
    ['31/04/2026', null],
    ['29/02/2023', null],
    ['2026-11-21', null],
    ['1/1/2026', null],
  ])('parseBrDate(%p) → %p', (typed, iso) => {
    expect(parseBrDate(typed)).toBe(iso);
  });

  it('tells real calendar dates apart', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
  });
});
