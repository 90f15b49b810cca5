import { amountOrZero, isValidAmount } from './amount';

describe('isValidAmount', () => {
  it.each([
    [0, true],
    [150.5, true],
    [-0.01, false],
    [Number.NaN, false],
    [Number.POSITIVE_INFINITY, false],
    ['100', false],
    [null, false],
  ])('%p is a valid amount: %p', (value, valid) => {
    expect(isValidAmount(value)).toBe(valid);
  });
});

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
