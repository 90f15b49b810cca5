/** @jest-environment ./src/testing/sao-paulo-environment.cjs */
import { dateOptionLabel, dateOptionParts, sessionDateLong, sessionDateShort } from './date-labels';

// Run from a browser in UTC-3: a calendar date read as a local midnight would show the day before.
describe('dates as the owner reads them', () => {
  it.each([
    ['2025-03-11', 'terça-feira, 11 de março', { weekday: 'ter', day: '11', month: 'mar' }, 'terça-feira, 11 de março de 2025', '11/03/2025'],
    ['2026-01-01', 'quinta-feira, 1 de janeiro', { weekday: 'qui', day: '1', month: 'jan' }, 'quinta-feira, 1 de janeiro de 2026', '01/01/2026'],
    ['2028-02-29', 'terça-feira, 29 de fevereiro', { weekday: 'ter', day: '29', month: 'fev' }, 'terça-feira, 29 de fevereiro de 2028', '29/02/2028'],
  ])('%s reads %p', (iso, label, parts, long, short) => {
    expect(dateOptionLabel(iso)).toBe(label);
    expect(dateOptionParts(iso)).toEqual(parts);
    expect(sessionDateLong(iso)).toBe(long);
    expect(sessionDateShort(iso)).toBe(short);
  });
});
