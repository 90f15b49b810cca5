import { bookedNights, calendarMonth, dateRange, dayKind, freeDaysInMonth, monthTitle, shiftMonth, WEEKDAY_HEADERS } from './month-grid';

/** A month's grid with nothing in it. */
const monthGrid = (year: number, month: number) => calendarMonth({ year, month, today: '2000-01-01', events: [] });
/** The nights of one stay that was not cancelled. */
const stayNights = (check_in: string, check_out: string) => [...bookedNights([{ check_in, check_out, status: 'confirmed' }])];

describe('month grid', () => {
  it('starts on Sunday with Dom..Sáb headers', () => {
    expect(WEEKDAY_HEADERS).toEqual(['Dom', 'Seg', 'Ter', 'Qua', 'Qui', 'Sex', 'Sáb']);
  });

  it.each([
    [2025, 3, '2025-02-23', '2025-04-05'],
    [2025, 6, '2025-06-01', '2025-07-12'],
    [2026, 2, '2026-02-01', '2026-03-14'],
  ])('%i-%i runs 6×7 days from %s to %s', (year, month, first, last) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(42);
    expect(grid[0]?.date).toBe(first);
    expect(grid[41]?.date).toBe(last);
  });

  it.each([
    ['Sunday', 2025, 6, '2025-06-01', '2025-07-12', 30],
    ['Monday', 2025, 9, '2025-08-31', '2025-10-11', 30],
    ['Tuesday', 2025, 4, '2025-03-30', '2025-05-10', 30],
    ['Wednesday', 2025, 1, '2024-12-29', '2025-02-08', 31],
    ['Thursday', 2025, 5, '2025-04-27', '2025-06-07', 31],
    ['Friday', 2025, 8, '2025-07-27', '2025-09-06', 31],
    ['Saturday', 2025, 2, '2025-01-26', '2025-03-08', 28],
    ['Thursday, leap February', 2024, 2, '2024-01-28', '2024-03-09', 29],
    ['Thursday, across the year change', 2026, 1, '2025-12-28', '2026-02-07', 31],
  ])('a month starting on %s (%i-%i) runs from %s to %s with %i days of its own', (_weekday, year, month, first, last, own) => {
    const grid = monthGrid(year, month);
    expect(grid).toHaveLength(42);
    expect(grid[0]?.date).toBe(first);
    expect(grid[41]?.date).toBe(last);
    expect(grid.filter((d) => d.inMonth)).toHaveLength(own);
    // Every row starts on a Sunday: the first of the month sits under its weekday's header.
    const firstOfMonth = grid.findIndex((d) => d.inMonth);
    expect(new Date(`${grid[firstOfMonth]?.date}T12:00:00Z`).getUTCDay()).toBe(firstOfMonth);
  });

  it('marks which days belong to the month', () => {
    const grid = monthGrid(2025, 3);
    expect(grid.filter((d) => d.inMonth)).toHaveLength(31);
    expect(grid[6]).toMatchObject({ date: '2025-03-01', dayOfMonth: 1, inMonth: true });
  });
});

describe('day kinds', () => {
  const context = { today: '2025-03-10', bookedDates: new Set(['2025-03-05', '2025-03-12']), blockedDates: new Set(['2025-03-13', '2025-03-01']) };

  it.each([
    ['2025-03-12', 'booking'],
    ['2025-03-13', 'blocked'],
    ['2025-03-05', 'booking'],
    ['2025-03-01', 'blocked'],
    ['2025-03-09', 'past'],
    ['2025-03-10', 'available'],
    ['2025-03-20', 'available'],
  ])('%s is %s', (date, kind) => {
    expect(dayKind(date, context)).toBe(kind);
  });

  it('lets only available days be selected', () => {
    const days = calendarMonth({
      year: 2025,
      month: 3,
      today: '2025-03-10',
      events: [{ date: '2025-03-13', type: 'blocked' }, { date: '2025-03-14', type: 'booking' }],
      bookedDates: stayNights('2025-03-20', '2025-03-22'),
    });
    const byDate = new Map(days.map((d) => [d.date, d]));
    expect(byDate.get('2025-03-13')).toMatchObject({ kind: 'blocked', selectable: false });
    expect(byDate.get('2025-03-14')).toMatchObject({ kind: 'booking', selectable: false });
    expect(byDate.get('2025-03-21')).toMatchObject({ kind: 'booking', selectable: false });
    expect(byDate.get('2025-03-22')).toMatchObject({ kind: 'available', selectable: true });
    expect(byDate.get('2025-03-09')).toMatchObject({ kind: 'past', selectable: false });
  });

  it('counts the nights of a stay up to the day before check-out', () => {
    expect(stayNights('2025-03-30', '2025-04-02')).toEqual(['2025-03-30', '2025-03-31', '2025-04-01']);
    expect(stayNights('2025-03-30', '2025-03-30')).toEqual([]);
  });
});

describe('month navigation', () => {
  it.each([
    [{ year: 2025, month: 3 }, 1, { year: 2025, month: 4 }],
    [{ year: 2025, month: 12 }, 1, { year: 2026, month: 1 }],
    [{ year: 2026, month: 1 }, -1, { year: 2025, month: 12 }],
    [{ year: 2025, month: 3 }, -15, { year: 2023, month: 12 }],
  ])('%p moved by %i is %p', (from, delta, to) => {
    expect(shiftMonth(from, delta)).toEqual(to);
  });

  it.each([
    [{ year: 2026, month: 3 }, 'Março de 2026'],
    [{ year: 2025, month: 12 }, 'Dezembro de 2025'],
  ])('%p is titled %s', (month, title) => {
    expect(monthTitle(month)).toBe(title);
  });
});

describe('free days and periods', () => {
  it('counts the free days left in the shown month only', () => {
    const days = calendarMonth({ year: 2025, month: 3, today: '2025-03-28', events: [{ date: '2025-03-29', type: 'blocked' }] });
    // 28, 30 and 31 March; the 29th is blocked and April's days in the last row do not count.
    expect(freeDaysInMonth(days)).toBe(3);
  });

  it('lists every day of a period, whichever end comes first', () => {
    expect(dateRange('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(dateRange('2024-03-01', '2024-02-28')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
  });
});

describe('booked nights', () => {
  it('takes every night of the stays, leaving cancelled ones free', () => {
    expect([
      ...bookedNights([
        { check_in: '2025-03-01', check_out: '2025-03-03', status: 'confirmed' },
        { check_in: '2025-03-02', check_out: '2025-03-04', status: 'pending' },
        { check_in: '2025-03-10', check_out: '2025-03-12', status: 'cancelled' },
        { check_in: '2025-03-20', check_out: '2025-03-21', status: null },
      ]),
    ].sort()).toEqual(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-20']);
  });
});
