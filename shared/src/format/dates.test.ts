import {
  apiDateToBr,
  formatDate,
  formatDayMonth,
  formatDayMonthName,
  formatLongDate,
  formatMonthYear,
  parseBrDate,
  toApiDate,
} from './index';

describe('date formats', () => {
  it.each([
    ['formatDate', formatDate, '2025-03-05', '05/03/2025'],
    ['formatLongDate', formatLongDate, '2025-03-05', '05 de março de 2025'],
    ['formatLongDate', formatLongDate, '1990-12-31', '31 de dezembro de 1990'],
    ['formatDayMonth', formatDayMonth, '2025-03-05', '05/03'],
    ['formatDayMonthName', formatDayMonthName, '2025-02-09', '09 de fev'],
    ['formatMonthYear', formatMonthYear, '2025-08-01', 'agosto de 2025'],
    ['toApiDate', toApiDate, '2025-03-05', '2025-03-05'],
  ])('%s shows the calendar date %s as %s', (_name, fn, input, text) => {
    expect(fn(input)).toBe(text);
  });

  it('shows instants in Brazil time (UTC-3), not the machine zone', () => {
    // 02:00 UTC on the 6th is still 23:00 on the 5th in Brazil.
    expect(formatDate('2025-03-06T02:00:00Z')).toBe('05/03/2025');
    expect(toApiDate(new Date(Date.UTC(2025, 2, 6, 2)))).toBe('2025-03-05');
    expect(formatDate(Date.UTC(2025, 2, 6, 4))).toBe('06/03/2025');
  });

  it.each([null, undefined, '', 'not a date'])('gives an empty text for %p', (value) => {
    expect(formatDate(value)).toBe('');
  });
});

describe('parseBrDate', () => {
  it.each([
    ['05/03/2025', '2025-03-05'],
    [' 29/02/2024 ', '2024-02-29'],
    ['29/02/2025', null],
    ['31/04/2025', null],
    ['5/3/2025', null],
    ['2025-03-05', null],
    ['', null],
    [null, null],
  ])('reads %p as %p', (text, iso) => {
    expect(parseBrDate(text)).toBe(iso);
  });
});

describe('apiDateToBr', () => {
  it.each([
    ['1990-07-15', '15/07/1990'],
    ['1990-07-15T00:00:00+00:00', '15/07/1990'],
    [null, ''],
    ['garbage', ''],
  ])('turns %p into %p', (iso, text) => {
    expect(apiDateToBr(iso)).toBe(text);
  });
});
