import { settleQueries, type StartedQuery } from './settle-queries';

function started(outcome: 'data' | 'error', after: number) {
  const query = new Promise((resolve, reject) => setTimeout(() => (outcome === 'data' ? resolve({ data: [] }) : reject(new Error('offline'))), after)) as Promise<unknown> & StartedQuery;
  query.unsubscribe = jest.fn();
  return query;
}

describe('settleQueries: reads a screen needs before it is drawn', () => {
  it.each([
    ['every read answers', ['data', 'data'] as const],
    ['a read fails (the screen shows its own error)', ['data', 'error'] as const],
    ['nothing to read', [] as const],
  ])('resolves once each has answered, then lets each go: %s', async (_case, outcomes) => {
    const queries = outcomes.map((outcome, index) => started(outcome, 10 * (index + 1)));
    const dispatch = jest.fn();
    await expect(settleQueries(dispatch as never, queries.map((query) => () => query))).resolves.toBeUndefined();
    for (const query of queries) expect(query.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('starts every read at once, not one after another', () => {
    const starts = [jest.fn(() => started('data', 5)), jest.fn(() => started('data', 5))];
    void settleQueries(jest.fn() as never, starts);
    for (const start of starts) expect(start).toHaveBeenCalledTimes(1);
  });
});
