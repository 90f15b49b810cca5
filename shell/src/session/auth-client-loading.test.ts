import { needsAuthClientNow, onFirstInteraction } from './auth-client-loading';

const storage = (stored: Record<string, string>) => ({ getItem: (key: string) => stored[key] ?? null });

describe('needsAuthClientNow: whether a visit has a session to restore', () => {
  it.each([
    ['a stored session to restore', '', '', { 'portal-auth': '{"access_token":"t"}' }, true],
    ['a confirmation link with the session in the hash', '#access_token=a&refresh_token=r&type=signup', '', {}, true],
    ['a password-reset link', '#access_token=a&type=recovery', '', {}, true],
    ['an expired link with its error in the hash', '#error=access_denied&error_code=otp_expired&error_description=x', '', {}, true],
    ['an error in the query string', '', '?error=server_error', {}, true],
    ['a code in the query string', '', '?code=abc', {}, true],
    ['a signed-out visit to /auth', '', '', {}, false],
    ['another app key in storage', '', '', { 'portal-session-expired-toast-at': '1' }, false],
    ['an unrelated hash', '#topo', '?utm_source=email', {}, false],
  ])('%s → %s', (_case, hash, search, stored, expected) => {
    expect(needsAuthClientNow({ hash, search }, storage(stored))).toBe(expected);
  });
});

describe('onFirstInteraction', () => {
  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('starts once on the first %s, and not before', (type) => {
    const start = jest.fn();
    const target = new EventTarget();
    onFirstInteraction(start, target as unknown as Window);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(start).toHaveBeenCalledTimes(1);
  });
});
