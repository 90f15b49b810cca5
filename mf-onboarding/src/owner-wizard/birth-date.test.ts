import { birthCalendarMonth, birthDateText, birthYearOptions, calendarStartMonth, isSelectableBirthDate, maskBirthDate } from './birth-date';

const TODAY = '2025-03-05';

describe('birth date field', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['150', '15/0'],
    ['1507', '15/07'],
    ['15071990', '15/07/1990'],
    ['15/07/19901', '15/07/1990'],
    ['15-07-1990', '15/07/1990'],
  ])('masks %p as %p (dd/mm/aaaa)', (typed, masked) => {
    expect(maskBirthDate(typed)).toBe(masked);
  });

  it('lists the years from this year down to 1925', () => {
    const years = birthYearOptions(TODAY);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1925);
    expect(years).toHaveLength(101);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it.each([
    ['1924-12-31', false],
    ['1925-01-01', true],
    ['1990-07-15', true],
    ['2025-03-05', true],
    ['2025-03-06', false],
  ])('%s is selectable: %p (1925-01-01 to today)', (iso, selectable) => {
    expect(isSelectableBirthDate(iso, TODAY)).toBe(selectable);
  });

  it('lays a month out Sunday first and disables the days after today', () => {
    const march = birthCalendarMonth(2025, 3, TODAY);
    // 1 March 2025 is a Saturday: six blanks first.
    expect(march.slice(0, 6)).toEqual(Array(6).fill(null));
    expect(march[6]).toEqual({ iso: '2025-03-01', day: 1, disabled: false });
    expect(march.filter((d) => d && !d.disabled).map((d) => d!.day)).toEqual([1, 2, 3, 4, 5]);
    expect(march.filter(Boolean)).toHaveLength(31);
  });

  it('opens on the typed date when it is in range, otherwise on today', () => {
    expect(calendarStartMonth('1990-07-15', TODAY)).toEqual({ year: 1990, month: 7 });
    expect(calendarStartMonth('2030-01-01', TODAY)).toEqual({ year: 2025, month: 3 });
    expect(calendarStartMonth(null, TODAY)).toEqual({ year: 2025, month: 3 });
  });

  it('writes a picked day into the field as dd/MM/yyyy', () => {
    expect(birthDateText('1990-07-05')).toBe('05/07/1990');
  });
});
