import { createSessionMonitor, type MonitoredAuth } from './session-monitor';

const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);

function fakeAuth(expiresInSeconds: number, refreshErrors: unknown[] = []): MonitoredAuth & { refreshes: number } {
  const auth = {
    refreshes: 0,
    getSession: async () => ({ data: { session: { expires_at: Math.floor(Date.now() / 1000) + expiresInSeconds } }, error: null }),
    refreshSession: async () => {
      auth.refreshes += 1;
      return { error: refreshErrors.shift() ?? null };
    },
  };
  return auth;
}

async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});
afterEach(() => jest.useRealTimers());

describe('session monitor (spec part 1 §4)', () => {
  it('first checks about 1 s after it starts, not before', async () => {
    const auth = fakeAuth(200);
    createSessionMonitor({ auth, onSessionLost: jest.fn() }).start();
    await advance(999);
    expect(auth.refreshes).toBe(0);
    await advance(1);
    expect(auth.refreshes).toBe(1);
  });

  it.each([
    [300, 1],
    [299, 1],
    [301, 0],
    [3600, 0],
  ])('with %i s left, a check refreshes %i time(s) (threshold 300 s)', async (left, refreshes) => {
    const auth = fakeAuth(left);
    createSessionMonitor({ auth, onSessionLost: jest.fn() }).start();
    await advance(1000);
    expect(auth.refreshes).toBe(refreshes);
  });

  it('checks again every 5 minutes', async () => {
    const auth = fakeAuth(250);
    createSessionMonitor({ auth, onSessionLost: jest.fn() }).start();
    await advance(1000);
    await advance(5 * 60 * 1000);
    await advance(5 * 60 * 1000);
    expect(auth.refreshes).toBe(3);
  });

  it.each(['refresh_token_not_found', 'invalid_grant', 'token_expired'])('ends the session at once on %s', async (code) => {
    const onSessionLost = jest.fn();
    const auth = fakeAuth(10, [{ code, message: 'x' }]);
    createSessionMonitor({ auth, onSessionLost }).start();
    await advance(1000);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
    expect(auth.refreshes).toBe(1);
  });

  it('retries other errors 3 times waiting 2 s × attempt, then ends the session', async () => {
    const onSessionLost = jest.fn();
    const failure = { message: 'Failed to fetch' };
    const auth = fakeAuth(10, [failure, failure, failure, failure]);
    createSessionMonitor({ auth, onSessionLost }).start();
    await advance(1000);
    expect(auth.refreshes).toBe(1);
    await advance(1999);
    expect(auth.refreshes).toBe(1);
    await advance(1);
    expect(auth.refreshes).toBe(2);
    await advance(4000);
    expect(auth.refreshes).toBe(3);
    await advance(6000);
    expect(auth.refreshes).toBe(4);
    expect(onSessionLost).toHaveBeenCalledTimes(1);
  });

  it('recovers when a retry succeeds', async () => {
    const onSessionLost = jest.fn();
    const auth = fakeAuth(10, [{ message: 'Failed to fetch' }]);
    createSessionMonitor({ auth, onSessionLost }).start();
    await advance(1000 + 2000);
    expect(auth.refreshes).toBe(2);
    expect(onSessionLost).not.toHaveBeenCalled();
  });

  it('stops checking when stopped (sign-out)', async () => {
    const auth = fakeAuth(10);
    const monitor = createSessionMonitor({ auth, onSessionLost: jest.fn() });
    monitor.start();
    monitor.stop();
    await advance(10 * 60 * 1000);
    expect(auth.refreshes).toBe(0);
  });
});
