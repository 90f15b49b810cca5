import {
  addDays,
  brazilClock,
  daysBetween,
  dayNumber,
  dayNumberMemo,
  daysInMonth,
  isIsoDate,
  todayInBrazil,
  toIsoDate,
  weekday,
} from './iso-date';

describe('calendar-date arithmetic', () => {
  it.each([
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-03-09', 30, '2025-04-08'],
  ])('adds to %s %i day(s) giving %s', (date, days, result) => {
    expect(addDays(date, days)).toBe(result);
  });

  it.each([
    ['2025-03-01', '2025-03-08', 7],
    ['2025-03-08', '2025-03-01', -7],
    ['2024-12-30', '2025-01-02', 3],
  ])('counts days from %s to %s as %i', (from, to, days) => {
    expect(daysBetween(from, to)).toBe(days);
  });

  it.each([
    ['2025-03-02', 0],
    ['2025-03-07', 5],
    ['2025-03-08', 6],
  ])('knows %s falls on weekday %i', (date, day) => {
    expect(weekday(date)).toBe(day);
  });

  it.each([
    [2025, 2, 28],
    [2024, 2, 29],
    [2025, 12, 31],
    [2025, 4, 30],
  ])('counts days in %i-%i as %i', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });

  it.each([
    ['2025-02-28', true],
    ['2025-02-29', false],
    ['2025-13-01', false],
    ['2025-1-01', false],
    [20250101, false],
  ])('recognises %p as a calendar date: %p', (value, ok) => {
    expect(isIsoDate(value)).toBe(ok);
  });

  it('pads built dates', () => {
    expect(toIsoDate(2025, 3, 5)).toBe('2025-03-05');
  });
});

describe('dayNumberMemo', () => {
  it.each(['1970-01-01', '2024-02-29', '2026-11-21', '2026-11-21T15:30:00-03:00'])('agrees with dayNumber for %s, asked once or twice', (date) => {
    const memo = dayNumberMemo();
    expect(memo(date)).toBe(dayNumber(date));
    expect(memo(date)).toBe(dayNumber(date));
  });

  it('keeps each memory to its own pass', () => {
    const first = dayNumberMemo();
    const second = dayNumberMemo();
    expect(first('2026-01-01')).toBe(second('2026-01-01'));
    expect(first('2026-01-02') - first('2026-01-01')).toBe(1);
  });
});

describe('Brazil clock (UTC-3)', () => {
  it('is three hours behind UTC, crossing midnight backwards', () => {
    expect(brazilClock(new Date('2025-03-08T02:30:00Z'))).toEqual({ date: '2025-03-07', hour: 23, minute: 30, weekday: 5 });
    expect(todayInBrazil(new Date('2025-03-08T03:00:00Z'))).toBe('2025-03-08');
  });
});
