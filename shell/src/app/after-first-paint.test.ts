import { createElement, Suspense, use } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterNextPaint, afterShown, FIRST_PAINT_LIMIT_MS, FIRST_SHOWN_LIMIT_MS, firstContentfulPaintWatch, useAfterFirstPaint } from './after-first-paint';

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

  it('the re-render it causes is a transition: the component keeps what it shows while that render is not done', async () => {
    // A render that suspends: in an urgent update React would replace the shown content with the
    // fallback; in a transition it keeps it (and renders in slices the browser can interrupt).
    const never = new Promise<never>(() => undefined);
    function Probe() {
      if (useAfterFirstPaint()) use(never);
      return createElement('p', null, 'painel');
    }
    render(createElement(Suspense, { fallback: createElement('p', null, 'carregando') }, createElement(Probe)));
    expect(screen.getByText('painel')).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS));
    expect(screen.getByText('painel')).toBeInTheDocument();
    expect(screen.queryByText('carregando')).not.toBeInTheDocument();
  });
});

describe('once the first screen is shown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const frames = () => {
    const pending: FrameRequestCallback[] = [];
    const win = { requestAnimationFrame: (callback: FrameRequestCallback) => pending.push(callback), cancelAnimationFrame: jest.fn(), setTimeout, clearTimeout };
    return { win: win as unknown as Window, runFrame: () => pending.splice(0).forEach((callback) => callback(0)) };
  };
  const watchable = () => {
    const shown: (() => void)[] = [];
    const stop = jest.fn();
    const watch = (callback: () => void) => (shown.push(callback), stop);
    return { watch, stop, show: () => shown.forEach((callback) => callback()) };
  };

  it("waits for the first contentful paint to be shown, not for the main thread's paint, then runs in a task of its own, once", () => {
    const then = jest.fn();
    const { win, runFrame } = frames();
    const { watch, stop, show } = watchable();
    afterShown(then, win, watch);
    runFrame();
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS);
    expect(then).not.toHaveBeenCalled();
    show();
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalled();
    show();
    jest.advanceTimersByTime(FIRST_SHOWN_LIMIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs each waiting caller in a task of its own (the browser reports to every observer in one)', () => {
    const first = jest.fn();
    const second = jest.fn(() => expect(first).toHaveBeenCalledTimes(1));
    const { watch, show } = watchable();
    afterShown(first, frames().win, watch);
    afterShown(second, frames().win, watch);
    show();
    // One timer each: the report replaced each caller's limit with a task of its own.
    expect(jest.getTimerCount()).toBe(2);
    expect(first).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it(`runs ${FIRST_SHOWN_LIMIT_MS} ms after the frame when the paint is not reported (a render with no text)`, () => {
    const then = jest.fn();
    const { win, runFrame } = frames();
    const { watch, stop } = watchable();
    afterShown(then, win, watch);
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS - 1);
    runFrame();
    jest.advanceTimersByTime(FIRST_SHOWN_LIMIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalled();
  });

  it(`runs after ${FIRST_PAINT_LIMIT_MS} ms when no frame comes (a page in a background tab reports no paint)`, () => {
    const then = jest.fn();
    const { watch, stop } = watchable();
    afterShown(then, frames().win, watch);
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS - 1);
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(stop).toHaveBeenCalled();
  });

  it('after the first contentful paint, is the task after the next frame, as afterNextPaint', () => {
    const then = jest.fn();
    const { win, runFrame } = frames();
    afterShown(then, win, null);
    runFrame();
    expect(then).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled, and stops watching', () => {
    const then = jest.fn();
    const { win, runFrame } = frames();
    const { watch, stop, show } = watchable();
    const cancel = afterShown(then, win, watch);
    cancel();
    expect(stop).toHaveBeenCalled();
    runFrame();
    show();
    jest.advanceTimersByTime(FIRST_SHOWN_LIMIT_MS * 2);
    expect(then).not.toHaveBeenCalled();
  });

  describe("the browser's paint timing", () => {
    type Listener = (list: { getEntriesByName: (name: string) => unknown[] }) => void;
    const browser = (painted: string[], supported = ['paint'], refuse = false) => {
      const observers: { listener: Listener; disconnect: jest.Mock; observe: jest.Mock }[] = [];
      class FakeObserver {
        static supportedEntryTypes = supported;
        disconnect = jest.fn();
        observe = jest.fn(() => {
          if (refuse) throw new TypeError('refused');
        });
        constructor(listener: Listener) {
          observers.push({ listener, disconnect: this.disconnect, observe: this.observe });
        }
      }
      const win = {
        performance: { getEntriesByName: (name: string) => painted.filter((entry) => entry === name) },
        PerformanceObserver: FakeObserver as unknown as typeof PerformanceObserver,
      };
      const report = (...names: string[]) => observers.forEach(({ listener }) => listener({ getEntriesByName: (name) => names.filter((entry) => entry === name) }));
      return { win: win as unknown as Window & { PerformanceObserver: typeof PerformanceObserver }, observers, report };
    };

    it("is watched until its 'first-contentful-paint' entry is reported", () => {
      const { win, observers, report } = browser([]);
      const shown = jest.fn();
      firstContentfulPaintWatch(win)!(shown);
      expect(observers[0]!.observe).toHaveBeenCalledWith({ type: 'paint' });
      report('first-paint');
      expect(shown).not.toHaveBeenCalled();
      report('first-contentful-paint');
      expect(shown).toHaveBeenCalledTimes(1);
      expect(observers[0]!.disconnect).toHaveBeenCalled();
    });

    it('refused by the browser, is a watch that never reports (the wait ends at its limit), not an error', () => {
      const { win, observers } = browser([], ['paint'], true);
      const shown = jest.fn();
      const stop = firstContentfulPaintWatch(win)!(shown);
      expect(observers[0]!.observe).toHaveBeenCalled();
      expect(stop).not.toThrow();
      expect(shown).not.toHaveBeenCalled();
    });

    it('is not watched once the page has had that paint, nor where the browser does not report paints', () => {
      expect(firstContentfulPaintWatch(browser(['first-paint', 'first-contentful-paint']).win)).toBeNull();
      expect(firstContentfulPaintWatch(browser([], ['navigation']).win)).toBeNull();
      expect(firstContentfulPaintWatch({ performance: window.performance })).toBeNull();
    });
  });
});
