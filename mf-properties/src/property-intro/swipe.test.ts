import { dragReveal, settleReveal, SWIPE_MAX_PX, swipeIntent } from './swipe';

describe('swipe-left to reveal Remover', () => {
  it('quotes the spec: up to 120 px, snaps open past 60 px', () => {
    expect(SWIPE_MAX_PX).toBe(120);
    expect([settleReveal(60), settleReveal(61)]).toEqual([0, 120]);
  });

  it.each([
    [0, 0, 0],
    [0, -30, 30],
    [0, -120, 120],
    [0, -200, 120],
    [0, 40, 0],
    [120, 30, 90],
    [120, 200, 0],
    [120, -10, 120],
    [60, -1, 61],
  ])('closed at %i px and moved by %i px shows %i px', (start, deltaX, reveal) => {
    expect(dragReveal(start, deltaX)).toBe(reveal);
  });

  it.each([
    [0, 0],
    [59, 0],
    [60, 0],
    [61, 120],
    [90, 120],
    [120, 120],
  ])('let go at %i px rests at %i px', (reveal, rest) => {
    expect(settleReveal(reveal)).toBe(rest);
  });

  it.each([
    [0, 0, 'undecided'],
    [-7, 5, 'undecided'],
    [-8, 2, 'swipe'],
    [30, 10, 'swipe'],
    [3, 8, 'scroll'],
    [-20, 25, 'scroll'],
    [10, 10, 'scroll'],
  ] as const)('a move of (%i, %i) is %s', (dx, dy, intent) => {
    expect(swipeIntent(dx, dy)).toBe(intent);
  });
});
