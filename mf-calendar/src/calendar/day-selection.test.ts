import { NO_SELECTION, selectionCountText, tapDay, type DaySelection } from './day-selection';

// Free days: 10 to 20 March 2025, except the 13th (booked) and the 14th (blocked).
const taken = new Set(['2025-03-13', '2025-03-14']);
const isSelectable = (date: string) => date >= '2025-03-10' && date <= '2025-03-20' && !taken.has(date);
const pick = (...dates: string[]): DaySelection => ({ dates, anchor: null });

describe('tapping days one by one', () => {
  it.each([
    ['adds a free day', NO_SELECTION, '2025-03-11', pick('2025-03-11')],
    ['keeps the days in date order', pick('2025-03-18'), '2025-03-11', pick('2025-03-11', '2025-03-18')],
    ['removes a picked day', pick('2025-03-11', '2025-03-18'), '2025-03-11', pick('2025-03-18')],
    ['ignores a booked day', pick('2025-03-11'), '2025-03-13', pick('2025-03-11')],
    ['ignores a past day', NO_SELECTION, '2025-03-09', NO_SELECTION],
  ])('%s', (_case, selection, date, expected) => {
    expect(tapDay(selection, date, 'single', isSelectable)).toEqual(expected);
  });
});

describe('tapping a period', () => {
  it('marks the first day, then picks every free day up to the last one', () => {
    const started = tapDay(NO_SELECTION, '2025-03-11', 'range', isSelectable);
    expect(started).toEqual({ dates: ['2025-03-11'], anchor: '2025-03-11' });
    expect(tapDay(started, '2025-03-16', 'range', isSelectable)).toEqual(pick('2025-03-11', '2025-03-12', '2025-03-15', '2025-03-16'));
  });

  it('accepts the last day before the first', () => {
    expect(tapDay({ dates: ['2025-03-12'], anchor: '2025-03-12' }, '2025-03-10', 'range', isSelectable)).toEqual(pick('2025-03-10', '2025-03-11', '2025-03-12'));
  });

  it('lets the owner end a period on a taken day', () => {
    expect(tapDay({ dates: ['2025-03-11'], anchor: '2025-03-11' }, '2025-03-13', 'range', isSelectable)).toEqual(pick('2025-03-11', '2025-03-12'));
  });

  it('clears the selection when the first day is tapped again', () => {
    expect(tapDay({ dates: ['2025-03-11'], anchor: '2025-03-11' }, '2025-03-11', 'range', isSelectable)).toEqual(NO_SELECTION);
  });

  it('does not start a period on a taken day', () => {
    expect(tapDay(NO_SELECTION, '2025-03-14', 'range', isSelectable)).toEqual(NO_SELECTION);
  });

  it('starts a new period after one was picked', () => {
    expect(tapDay(pick('2025-03-11', '2025-03-12'), '2025-03-18', 'range', isSelectable)).toEqual({ dates: ['2025-03-18'], anchor: '2025-03-18' });
  });
});

describe('count text', () => {
  it.each([
    [0, 'Nenhum dia selecionado'],
    [1, '1 dia selecionado'],
    [4, '4 dias selecionados'],
  ])('%i reads %s', (count, text) => {
    expect(selectionCountText(count)).toBe(text);
  });
});
