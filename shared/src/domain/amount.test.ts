import { isValidAmount } from './amount';

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
