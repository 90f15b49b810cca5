// Runs before the async boundary in index.ts, so it may not import any shared module.
import { nextTask } from './next-task';

/**
 * Runs `stages` one after another, a task apart (`pause` after each), then `last`, and resolves
 * with what `last` gives. Each stage is an import of a library the app's start evaluates: an
 * import evaluates its modules in the task its files arrive in, and the start's libraries,
 * evaluated together under the app's own modules, made one of the longest tasks of a page's start.
 * A stage that fails is not retried here: `last` imports it again and fails as the start always has.
 */
export async function evaluateInStages<T>(stages: readonly (() => Promise<unknown>)[], last: () => Promise<T>, pause: () => Promise<void> = nextTask): Promise<T> {
  for (const stage of stages) {
    await stage().catch(() => undefined);
    await pause();
  }
  return last();
}
