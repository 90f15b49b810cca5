import { calendarDayLabel, calendarMonthDays, calendarStartMonth, calendarYears, maskBrDate } from './date-calendar';

describe('the date field', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['011', '01/1'],
    ['0110', '01/10'],
    ['01102026', '01/10/2026'],
    ['01/10/2026', '01/10/2026'],
    ['01-10-2026', '01/10/2026'],
    ['011020261', '01/10/2026'],
    ['ab01.10', '01/10'],
  ])('masks %p as %p (dd/mm/aaaa)', (typed, masked) => {
    expect(maskBrDate(typed)).toBe(masked);
  });

  it('lists the years from the last allowed one down to the first', () => {
    expect(calendarYears('1925-01-01', '2025-03-05')).toHaveLength(101);
    expect(calendarYears('1925-01-01', '2025-03-05').slice(0, 2)).toEqual([2025, 2024]);
    expect(calendarYears('2024-06-01', '2026-01-31')).toEqual([2026, 2025, 2024]);
  });

  it('lays a month out Sunday first and disables the days outside the range', () => {
    const march = calendarMonthDays(2025, 3, '1925-01-01', '2025-03-05');
    // 1 March 2025 is a Saturday: six blanks first.
    expect(march.slice(0, 6)).toEqual(Array(6).fill(null));
    expect(march[6]).toEqual({ iso: '2025-03-01', day: 1, disabled: false });
    expect(march.find((d) => d?.iso === '2025-03-05')?.disabled).toBe(false);
    expect(march.find((d) => d?.iso === '2025-03-06')?.disabled).toBe(true);
    expect(march.filter(Boolean)).toHaveLength(31);
  });

  it.each([
    ['15/07/1990', { year: 1990, month: 7 }],
    ['31/02/1990', { year: 2025, month: 3 }],
    ['01/01/2999', { year: 2025, month: 3 }],
    ['', { year: 2025, month: 3 }],
  ])('opens on the month of %p: %p', (text, month) => {
    expect(calendarStartMonth(text, '1925-01-01', '2025-03-05', '2025-03-05')).toEqual(month);
  });

  it.each([
    ['1990-07-01', '1 de julho de 1990'],
    ['2025-03-20', '20 de março de 2025'],
    ['2026-12-31', '31 de dezembro de 2026'],
  ])('names the day %p %p, starting with the number the calendar shows', (iso, label) => {
    expect(calendarDayLabel(iso)).toBe(label);
  });
});
