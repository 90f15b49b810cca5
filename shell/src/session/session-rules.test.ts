import { sessionCheckDecision, shouldRefreshSession, shouldShowSessionExpiredToast } from './session-rules';

describe('sessionCheckDecision', () => {
  it.each(['refresh_token_not_found', 'invalid_grant', 'token_expired', 'Invalid Refresh Token: Refresh Token Not Found (refresh_token_not_found)'])(
    'ends the session at once on %p',
    (message) => {
      expect(sessionCheckDecision({ message }, 1)).toEqual({ action: 'end' });
    },
  );

  it('reads the error code too', () => {
    expect(sessionCheckDecision({ message: 'x', code: 'invalid_grant' }, 1)).toEqual({ action: 'end' });
  });

  it.each([
    [1, { action: 'retry', delayMs: 2000, attempt: 1 }],
    [2, { action: 'retry', delayMs: 4000, attempt: 2 }],
    [3, { action: 'retry', delayMs: 6000, attempt: 3 }],
    [4, { action: 'end' }],
  ])('after failure %i of a network error answers %p (3 retries, 2 s × attempt)', (attempt, decision) => {
    expect(sessionCheckDecision('Failed to fetch', attempt)).toEqual(decision);
  });
});

describe('shouldRefreshSession', () => {
  const now = 1_700_000_000_000;
  it.each([
    [now / 1000 + 301, false],
    [now / 1000 + 300, true],
    [now / 1000 + 10, true],
    [now / 1000 - 10, true],
    [null, false],
  ])('with expires_at %p refreshes: %p', (expiresAt, refresh) => {
    expect(shouldRefreshSession(expiresAt, now)).toBe(refresh);
  });
});

describe('shouldShowSessionExpiredToast', () => {
  it.each([
    ['/dashboard', null, 0, true],
    ['/auth', null, 0, false],
    ['/auth/callback', null, 0, false],
    ['/authors', null, 0, true],
    ['/conta', 1000, 60_999, false],
    ['/conta', 1000, 61_000, true],
  ])('on %s (last shown %p, now %p) shows: %p', (path, last, now, show) => {
    expect(shouldShowSessionExpiredToast(path, last, now)).toBe(show);
  });
});
