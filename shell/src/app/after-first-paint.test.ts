import { act, renderHook } from '@testing-library/react';
import { afterNextPaint, FIRST_PAINT_LIMIT_MS, useAfterFirstPaint } from './after-first-paint';

describe('after the first paint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs in the task after the next animation frame (its paint comes between), once', () => {
    const then = jest.fn();
    let frame: FrameRequestCallback | undefined;
    const win = { requestAnimationFrame: (callback: FrameRequestCallback) => ((frame = callback), 1), cancelAnimationFrame: jest.fn(), setTimeout, clearTimeout };
    afterNextPaint(then, win as unknown as Window);
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    frame!(0);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it(`runs after ${FIRST_PAINT_LIMIT_MS} ms when no frame comes (a page in a background tab), once`, () => {
    const then = jest.fn();
    const win = { requestAnimationFrame: () => 1, cancelAnimationFrame: jest.fn(), setTimeout, clearTimeout };
    afterNextPaint(then, win as unknown as Window);
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(win.cancelAnimationFrame).toHaveBeenCalledWith(1);
  });

  it('does not run once cancelled (the page left before its paint)', () => {
    const then = jest.fn();
    const cancel = afterNextPaint(then);
    cancel();
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS * 2);
    expect(then).not.toHaveBeenCalled();
  });

  it("the hook is false during the component's first render and true once it has been painted", async () => {
    const { result } = renderHook(() => useAfterFirstPaint());
    expect(result.current).toBe(false);
    await act(async () => jest.advanceTimersByTime(17));
    expect(result.current).toBe(true);
  });
});
