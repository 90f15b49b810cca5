import { calendarMonth, dayKind, monthGrid, stayNights, WEEKDAY_HEADERS } from './month-grid';

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

  it('marks which days belong to the month', () => {
    const grid = monthGrid(2025, 3);
    expect(grid.filter((d) => d.inMonth)).toHaveLength(31);
    expect(grid[6]).toEqual({ date: '2025-03-01', dayOfMonth: 1, inMonth: true });
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
