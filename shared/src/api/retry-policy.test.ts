import { retryDelayMs, shouldRetry } from './retry-policy';

describe('query retry policy (spec: no retry on 4xx; 3 retries for reads, 1 for writes)', () => {
  it.each([400, 401, 403, 404, 406, 409, 422, 499])('never retries an HTTP %i', (status) => {
    expect(shouldRetry({ status, message: 'x' }, 1, 'query')).toBe(false);
    expect(shouldRetry({ status, message: 'x' }, 1, 'mutation')).toBe(false);
  });

  it.each([
    ['query', 1, true],
    ['query', 3, true],
    ['query', 4, false],
    ['mutation', 1, true],
    ['mutation', 2, false],
  ] as const)('a %s on retry %i after a 503 retries: %s', (kind, attempt, expected) => {
    expect(shouldRetry({ status: 503, message: 'x' }, attempt, kind)).toBe(expected);
  });

  it.each([
    [2, true],
    [3, false],
  ])("an endpoint's own limit of 2 retries: retry %i after a 503 retries: %s", (attempt, expected) => {
    expect(shouldRetry({ status: 503, message: 'x' }, attempt, 'query', 2)).toBe(expected);
  });

  it('retries network failures like server errors', () => {
    expect(shouldRetry({ status: 'NETWORK_ERROR', message: 'offline' }, 1, 'query')).toBe(true);
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [5, 16_000],
    [6, 30_000],
    [10, 30_000],
  ])('waits %i → %i ms (doubling from 1 s, capped at 30 s)', (attempt, delay) => {
    expect(retryDelayMs(attempt)).toBe(delay);
  });
});
