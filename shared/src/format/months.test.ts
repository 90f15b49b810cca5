import moment from 'moment';
import { MONTH_NAMES, monthName } from './index';

describe('monthName', () => {
  it.each([
    [1, 'janeiro'],
    [3, 'março'],
    [12, 'dezembro'],
  ])('names month %i as %s', (month, name) => {
    expect(monthName(month)).toBe(name);
  });

  it('rejects month numbers outside 1..12', () => {
    expect(() => monthName(0)).toThrow(RangeError);
    expect(() => monthName(13)).toThrow(RangeError);
  });

  it('matches the month names of the configured pt-br locale', () => {
    expect(MONTH_NAMES).toEqual(moment.localeData('pt-br').months());
  });
});
