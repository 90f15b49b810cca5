import type { AppDispatch } from '../store';

/** A query started through the store (what `dispatch(endpoint.initiate(arg))` returns). */
export interface StartedQuery extends PromiseLike<unknown> {
  unsubscribe(): void;
}

/**
 * Starts these reads together, waits until each has answered (data or error) and lets them go: for
 * what a screen needs before it is drawn, such as a dashboard widget's preparation. The cache keeps
 * the answers for the screen's own queries, which then render at once without asking again.
 */
export async function settleQueries(dispatch: AppDispatch, starts: readonly ((dispatch: AppDispatch) => StartedQuery)[]): Promise<void> {
  const started = starts.map((start) => start(dispatch));
  try {
    await Promise.all(started.map((query) => Promise.resolve(query).catch(() => undefined)));
  } finally {
    for (const query of started) query.unsubscribe();
  }
}
