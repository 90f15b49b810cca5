import { configureSupabase, getSupabase } from './client';

// supabase-js and the libraries it is made of, mocked to record the order they are evaluated in.
const mockEvaluated: string[] = [];
const createClient = jest.fn((url: string) => ({ url, auth: {} }));
jest.mock('@supabase/functions-js', () => (mockEvaluated.push('functions-js'), {}));
jest.mock('@supabase/postgrest-js', () => (mockEvaluated.push('postgrest-js'), {}));
jest.mock('@supabase/realtime-js', () => (mockEvaluated.push('realtime-js'), {}));
jest.mock('@supabase/storage-js', () => (mockEvaluated.push('storage-js'), {}));
jest.mock('@supabase/auth-js', () => (mockEvaluated.push('auth-js'), {}));
jest.mock('@supabase/supabase-js', () => (mockEvaluated.push('supabase-js'), { createClient: (url: string) => createClient(url) }));

const LIBRARIES = ['functions-js', 'postgrest-js', 'realtime-js', 'storage-js', 'auth-js'];
const flushMicrotasks = async () => {
  for (let turn = 0; turn < 20; turn += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('the client’s start, spread over tasks', () => {
  // First in this file: the libraries are evaluated once per test file.
  it('evaluates the libraries supabase-js is made of one per task, then supabase-js, then creates the client a task later', async () => {
    configureSupabase({ url: 'http://backend.test', anonKey: 'anon' });
    void getSupabase();
    const seenAfterEachTask: string[][] = [];
    for (let task = 0; task < 7; task += 1) {
      await flushMicrotasks();
      seenAfterEachTask.push([...mockEvaluated, ...(createClient.mock.calls.length > 0 ? ['createClient'] : [])]);
      jest.advanceTimersToNextTimer();
    }
    expect(seenAfterEachTask).toEqual([
      ['functions-js'],
      ['functions-js', 'postgrest-js'],
      ['functions-js', 'postgrest-js', 'realtime-js'],
      ['functions-js', 'postgrest-js', 'realtime-js', 'storage-js'],
      [...LIBRARIES],
      [...LIBRARIES, 'supabase-js'],
      [...LIBRARIES, 'supabase-js', 'createClient'],
    ]);
  });

  it('lets those who waited for the client go on a task after it was created; once it exists, at once', async () => {
    createClient.mockClear();
    configureSupabase({ url: 'http://tasks.test', anonKey: 'anon' });
    let waited: unknown = null;
    void getSupabase().then((client) => (waited = client));
    for (let task = 0; task < 10 && createClient.mock.calls.length === 0; task += 1) {
      await flushMicrotasks();
      if (createClient.mock.calls.length === 0) jest.advanceTimersToNextTimer();
    }
    await flushMicrotasks();
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(waited).toBeNull();
    jest.advanceTimersToNextTimer();
    await flushMicrotasks();
    expect(waited).toMatchObject({ url: 'http://tasks.test' });

    let atOnce: unknown = null;
    void getSupabase().then((client) => (atOnce = client));
    await flushMicrotasks();
    expect(atOnce).toBe(waited);
  });
});
