import { startTransition, useEffect, useState } from 'react';

/** The longest wait for a frame: a page in a background tab gets no animation frames. */
export const FIRST_PAINT_LIMIT_MS = 250;

/**
 * Calls `then` once the browser has painted what was just committed: in the task after the next
 * animation frame (the frame's paint comes between them), or after FIRST_PAINT_LIMIT_MS when no
 * frame comes. Returns a function that cancels it.
 */
export function afterNextPaint(then: () => void, win: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window): () => void {
  let done = false;
  let afterFrame: number | undefined;
  const finish = () => {
    if (done) return;
    done = true;
    win.cancelAnimationFrame(frame);
    win.clearTimeout(limit);
    win.clearTimeout(afterFrame);
    then();
  };
  const frame = win.requestAnimationFrame(() => {
    afterFrame = win.setTimeout(finish, 0);
  });
  const limit = win.setTimeout(finish, FIRST_PAINT_LIMIT_MS);
  return () => {
    done = true;
    win.cancelAnimationFrame(frame);
    win.clearTimeout(limit);
    win.clearTimeout(afterFrame);
  };
}

/** Starts watching for the page's first contentful paint to be shown; calls `shown` once it has been. */
export type FirstContentfulPaintWatch = (shown: () => void) => () => void;

/**
 * The longest wait, counted from the frame, for the browser to report the page's first contentful
 * paint: every signed-in render has text (the layout's header), so the report comes with that frame,
 * slowed only by a busy device; a render without text would wait this long for nothing.
 */
export const FIRST_SHOWN_LIMIT_MS = 1000;

/**
 * The browser's paint timing: Chromium delivers its 'first-contentful-paint' entry once that frame
 * has been presented (on screen), not when the main thread has painted it, which under load is tens
 * of milliseconds earlier. Null when the page has had its first contentful paint already, or the
 * browser does not report it.
 */
export function firstContentfulPaintWatch(win: Pick<Window, 'performance'> & { PerformanceObserver?: typeof PerformanceObserver } = window): FirstContentfulPaintWatch | null {
  const Observer = win.PerformanceObserver;
  if (!Observer || !Observer.supportedEntryTypes?.includes('paint')) return null;
  if (win.performance.getEntriesByName('first-contentful-paint').length > 0) return null;
  return (shown) => {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      shown();
    });
    try {
      observer.observe({ type: 'paint' });
    } catch {
      // Refused: the wait ends at its limit.
    }
    return () => observer.disconnect();
  };
}

/**
 * Calls `then` once the page's first contentful frame is on screen, when the browser reports it
 * (firstContentfulPaintWatch), in a task of its own; once that paint has been reported, or where it
 * is not, as afterNextPaint. Bounded by FIRST_SHOWN_LIMIT_MS from the next frame, and by
 * FIRST_PAINT_LIMIT_MS when no frame comes (a page in a background tab, which reports no paint).
 * For work that the first screen does not show: a request sent between the main thread's paint and
 * the frame reaching the screen ends, on a fast network, before the screen shows, and Lighthouse
 * then counts it among what the largest paint waited for. Returns a function that cancels it.
 */
export function afterShown(
  then: () => void,
  win: Pick<Window, 'requestAnimationFrame' | 'cancelAnimationFrame' | 'setTimeout' | 'clearTimeout'> = window,
  watch: FirstContentfulPaintWatch | null = firstContentfulPaintWatch(),
): () => void {
  if (!watch) return afterNextPaint(then, win);
  let done = false;
  let stopWatching = () => {};
  // The one pending timer: the limit without a frame, then the limit from the frame, then the task
  // that follows the report.
  let timer = 0;
  const finishIn = (ms: number) => {
    win.clearTimeout(timer);
    timer = win.setTimeout(finish, ms);
  };
  const end = () => {
    done = true;
    stopWatching();
    win.cancelAnimationFrame(frame);
    win.clearTimeout(timer);
  };
  function finish() {
    if (done) return;
    end();
    then();
  }
  finishIn(FIRST_PAINT_LIMIT_MS);
  const frame = win.requestAnimationFrame(() => finishIn(FIRST_SHOWN_LIMIT_MS));
  // Each caller in a task of its own: the browser reports to every observer in one.
  stopWatching = watch(() => {
    if (!done) finishIn(0);
  });
  return end;
}

/**
 * False until the component's first render is on screen (afterShown). What the first screen does
 * not show (the widgets' code, the figures' data) starts then, instead of sharing the network and
 * the main thread with what the owner is about to see.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  // A transition: the re-render it causes goes in slices the browser can interrupt. Set from a timer,
  // it would otherwise be an update of the default lane, which React renders in one task.
  useEffect(() => afterShown(() => startTransition(() => setPainted(true))), []);
  return painted;
}
