import { useEffect, useState } from 'react';

/** The longest wait for a paint: a page in a background tab gets no animation frames. */
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

/**
 * False until the component's first render has been painted. What the first screen does not show
 * (the widgets' code, the figures' data) starts then, instead of sharing the network and the main
 * thread with what the owner is about to see.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return painted;
}
