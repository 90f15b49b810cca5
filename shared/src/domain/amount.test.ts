import { amountOrZero } from './amount';

describe('amountOrZero', () => {
  it.each([
    [150.5, 150.5],
    [-20, -20],
    [0, 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('sums %p as %p', (value, counted) => {
    expect(amountOrZero(value)).toBe(counted);
  });
});
