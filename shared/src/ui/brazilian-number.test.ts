import { BR_NUMBER_MESSAGES, formatBrazilianNumber, parseBrazilianNumber } from './brazilian-number';

describe('a number typed the Brazilian way', () => {
  it.each([
    // typed, decimals kept, what is stored (a number, null for nothing) or the message shown
    ['72,5', 2, 72.5],
    ['1.250,50', 2, 1250.5],
    ['1.250.000,25', 2, 1250000.25],
    ['72', 2, 72],
    ['  72,5 ', 2, 72.5],
    ['72,50', 2, 72.5],
    ['72,500', 2, 72.5],
    ['72,', 2, 72],
    [',5', 2, 0.5],
    ['0,75', 2, 0.75],
    ['72.5', 2, 72.5],
    ['0.250', 2, 0.25],
    ['1.250.000', 2, 1250000],
    ['', 2, null],
    ['   ', 2, null],
    ['-3', 2, -3],
    ['1.250', 2, BR_NUMBER_MESSAGES.ambiguous],
    ['12.345', 2, BR_NUMBER_MESSAGES.ambiguous],
    ['72,555', 2, BR_NUMBER_MESSAGES.decimals(2)],
    ['1.2345', 2, BR_NUMBER_MESSAGES.decimals(2)],
    ['72,5,5', 2, BR_NUMBER_MESSAGES.invalid],
    ['1.25,5', 2, BR_NUMBER_MESSAGES.invalid],
    ['1,250.50', 2, BR_NUMBER_MESSAGES.invalid],
    ['12.34.56', 2, BR_NUMBER_MESSAGES.invalid],
    ['72 m²', 2, BR_NUMBER_MESSAGES.invalid],
    ['1e3', 2, BR_NUMBER_MESSAGES.invalid],
    ['-', 2, BR_NUMBER_MESSAGES.invalid],
    ['3', 0, 3],
    ['3,0', 0, 3],
    ['2,5', 0, BR_NUMBER_MESSAGES.whole],
    ['2.5', 0, BR_NUMBER_MESSAGES.whole],
    ['1.000', 0, BR_NUMBER_MESSAGES.ambiguous],
    ['dois', 0, BR_NUMBER_MESSAGES.invalidWhole],
  ] as const)('%p (%i decimals) → %p', (typed, decimals, stored) => {
    const read = parseBrazilianNumber(typed, { decimals });
    expect(typeof stored === 'string' ? read.error : read.value).toBe(stored);
    if (typeof stored === 'string') expect(read.value).toBeNull();
    else expect(read.error).toBeNull();
  });

  it.each([
    [72.5, 2, '72,5'],
    [1250.5, 2, '1250,5'],
    [1250, 2, '1250'],
    [0.25, 2, '0,25'],
    [3, 0, '3'],
    [null, 2, ''],
  ] as const)('%p is written %p, and reads back the same', (value, decimals, text) => {
    expect(formatBrazilianNumber(value, { decimals })).toBe(text);
    expect(parseBrazilianNumber(text, { decimals }).value).toBe(value);
  });
});
