import { offeredPhotoDates } from './photo-dates';

describe('offered photo dates', () => {
  it.each([
    // instants are UTC; Brazil is UTC-3
    ['Wednesday 10:00', '2025-03-05T13:00:00Z', '2025-03-06'],
    ['Friday 14:59', '2025-03-07T17:59:00Z', '2025-03-08'],
    ['Friday 15:00', '2025-03-07T18:00:00Z', '2025-03-11'],
    ['Friday 23:30 (already Saturday in UTC)', '2025-03-08T02:30:00Z', '2025-03-11'],
    ['Saturday 09:00', '2025-03-08T12:00:00Z', '2025-03-11'],
    ['Sunday 20:00', '2025-03-09T23:00:00Z', '2025-03-11'],
    ['Sunday 22:00 (already Monday in UTC)', '2025-03-10T01:00:00Z', '2025-03-11'],
    ['Monday 08:00', '2025-03-10T11:00:00Z', '2025-03-11'],
  ])('on %s starts at %s', (_case, now, start) => {
    expect(offeredPhotoDates(new Date(now))[0]).toBe(start);
  });

  it('offers six consecutive dates', () => {
    expect(offeredPhotoDates(new Date('2025-03-07T18:00:00Z'))).toEqual([
      '2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14', '2025-03-15', '2025-03-16',
    ]);
  });
});
