import { FRAME_WAIT_MS, readyWithinFrameWait } from './frame-wait';

describe('readyWithinFrameWait', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits 5 s at most', () => {
    expect(FRAME_WAIT_MS).toBe(5_000);
  });

  it.each([
    ['ready in time', Promise.resolve(true), true],
    ['not usable', Promise.resolve(false), false],
    ['failed', Promise.reject(new Error('chunk')), false],
  ])('%s: answers %s at once', async (_case, ready, expected) => {
    await expect(readyWithinFrameWait(ready)).resolves.toBe(expected);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('answers false when nothing has come after 5 s, and keeps that answer when it comes later', async () => {
    let settle: (value: boolean) => void = () => undefined;
    const answer = readyWithinFrameWait(new Promise<boolean>((resolve) => (settle = resolve)));
    let result: boolean | undefined;
    void answer.then((value) => (result = value));
    await jest.advanceTimersByTimeAsync(FRAME_WAIT_MS - 1);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toBe(false);
    settle(true);
    await Promise.resolve();
    expect(result).toBe(false);
  });
});
