import { configureSupabase, getSupabase, requestTaskApart } from './client';

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
  // A mocked library is evaluated as soon as it is asked for: what each task saw is what it asked for.
  it('asks for the libraries supabase-js is made of one per task, then supabase-js, then creates the client a task later', async () => {
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

describe('requestTaskApart: each request in a task of its own, none waiting for another to arrive', () => {
  function deferred() {
    let settle!: { resolve: (value: string) => void; reject: (error: Error) => void };
    const promise = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
    return { promise, ...settle };
  }

  it('starts each a pause apart, the last one last, and gives what the last one gives once all have arrived', async () => {
    const log: string[] = [];
    const arrivals = { a: deferred(), b: deferred(), last: deferred() };
    const pause = () => {
      log.push('pause');
      return Promise.resolve();
    };
    const request = (name: keyof typeof arrivals) => () => {
      log.push(name);
      return arrivals[name].promise;
    };
    let result: string | null = null;
    void requestTaskApart([request('a'), request('b')], request('last'), pause).then((value) => (result = value));
    await flushMicrotasks();
    expect(log).toEqual(['a', 'pause', 'b', 'pause', 'last']);

    arrivals.last.resolve('supabase-js');
    arrivals.a.resolve('a');
    await flushMicrotasks();
    expect(result).toBeNull();
    arrivals.b.resolve('b');
    await flushMicrotasks();
    expect(result).toBe('supabase-js');
  });

  it('still starts every request after one has failed, then rejects with that failure', async () => {
    const started: string[] = [];
    const failing = deferred();
    const outcome = requestTaskApart(
      [
        () => (started.push('a'), failing.promise),
        () => (started.push('b'), Promise.resolve('b')),
      ],
      () => (started.push('last'), Promise.resolve('last')),
      async () => {
        await flushMicrotasks();
      },
    );
    failing.reject(new Error('Loading chunk supabase-functions-js failed.'));
    await expect(outcome).rejects.toThrow('Loading chunk supabase-functions-js failed.');
    expect(started).toEqual(['a', 'b', 'last']);
  });

  it('leaves no failure unhandled while the later requests are still being started', async () => {
    jest.useRealTimers();
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const outcome = requestTaskApart(
        [() => Promise.reject(new Error('Loading chunk supabase-functions-js failed.')), () => Promise.resolve('b')],
        () => Promise.resolve('last'),
        // A real task between the requests: long enough for a rejection left without a handler to be reported.
        () => new Promise((resolve) => setTimeout(resolve, 20)),
      );
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(outcome).rejects.toThrow('Loading chunk supabase-functions-js failed.');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
