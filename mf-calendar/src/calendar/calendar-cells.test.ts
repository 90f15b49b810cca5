import { calendarCells, selectableDay } from './calendar-cells';

const events = [
  { date: '2025-03-05', type: 'blocked' as const, source: 'manual' },
  { date: '2025-03-12', type: 'blocked' as const, source: 'manual' },
  { date: '2025-03-13', type: 'blocked' as const, source: 'sync' },
  { date: '2025-03-14', type: 'booking' as const, source: 'sync' },
];
const TODAY = '2025-03-10';

describe('calendar cells', () => {
  const cells = new Map(
    calendarCells({ month: { year: 2025, month: 3 }, today: TODAY, events, bookedDates: new Set(['2025-03-20']), selected: ['2025-03-11'], yearsAhead: 1 }).map((cell) => [cell.date, cell]),
  );

  it.each<[string, Record<string, unknown>, string]>([
    ['2025-03-05', { kind: 'blocked', removable: false, selectable: false }, 'a past block stays as history'],
    ['2025-03-12', { kind: 'blocked', removable: true, selectable: false }, 'a coming personal block can be removed'],
    ['2025-03-13', { kind: 'blocked', removable: false, selectable: false }, 'a synced block is not the owner’s to remove'],
    ['2025-03-14', { kind: 'booking', removable: false, selectable: false }, 'a booked day'],
    ['2025-03-20', { kind: 'booking', removable: false, selectable: false }, 'a reserved night'],
    ['2025-03-11', { kind: 'available', selected: true, selectable: true }, 'a picked day'],
    ['2025-03-10', { kind: 'available', today: true, selectable: true }, 'today'],
    ['2025-03-09', { kind: 'past', selectable: false }, 'yesterday'],
  ])('%s is %p (%s)', (date, expected, _why) => {
    expect(cells.get(date)).toMatchObject(expected);
  });

  it('keeps the neighbouring months’ days out of the month', () => {
    expect(cells.get('2025-02-28')?.inMonth).toBe(false);
    expect(cells.get('2025-04-01')?.inMonth).toBe(false);
  });

  it('offers removal of the coming personal blocks only', () => {
    expect([...cells.values()].filter((cell) => cell.removable).map((cell) => cell.date)).toEqual(['2025-03-12']);
  });

  it('offers free days up to one year ahead, to the day, and none after', () => {
    const nextYear = new Map(calendarCells({ month: { year: 2026, month: 3 }, today: TODAY, events: [], bookedDates: new Set(), selected: [], yearsAhead: 1 }).map((cell) => [cell.date, cell]));
    expect(nextYear.get('2026-03-10')).toMatchObject({ kind: 'available', selectable: true });
    expect(nextYear.get('2026-03-11')).toMatchObject({ kind: 'available', selectable: false });
  });
});

describe('selectable days in any month', () => {
  const selectable = selectableDay({ today: TODAY, events, bookedDates: new Set(['2025-04-02']), yearsAhead: 1 });
  it.each([
    ['2025-04-01', true],
    ['2025-04-02', false],
    ['2025-03-12', false],
    ['2025-03-09', false],
    ['2025-03-10', true],
    ['2026-03-10', true],
    ['2026-03-11', false],
  ])('%s: %p', (date, expected) => {
    expect(selectable(date)).toBe(expected);
  });
});
