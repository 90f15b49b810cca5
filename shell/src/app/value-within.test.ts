import { valueWithin } from './value-within';

describe('valueWithin', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it.each([
    ['a value in time', Promise.resolve('rows'), 'rows'],
    ['a failure', Promise.reject(new Error('network')), 'late'],
  ])('%s: answers at once, its timer cleared', async (_case, promise, expected) => {
    await expect(valueWithin(promise, 1_000, 'late')).resolves.toBe(expected);
    expect(jest.getTimerCount()).toBe(0);
  });

  it("answers 'late' when nothing has come by then, and drops a value that comes after", async () => {
    let settle: (value: string) => void = () => undefined;
    const answer = valueWithin(new Promise<string>((resolve) => (settle = resolve)), 1_000, 'late');
    let result: string | undefined;
    void answer.then((value) => (result = value));
    await jest.advanceTimersByTimeAsync(999);
    expect(result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(result).toBe('late');
    settle('rows');
    await Promise.resolve();
    expect(result).toBe('late');
  });
});
