/**
 * The time the screens offer dates from. Tests pin it (jest.spyOn(clock, 'now')) to the edges of the
 * scheduling rule without faking the timers the screens and the store also use.
 */
export const clock = {
  now: (): Date => new Date(),
};
