import { renderHook } from '@testing-library/react';
import { getSupabase } from '@portal/shared/supabase';
import { FIRST_PAINT_LIMIT_MS } from '../app/after-first-paint';
import { loadAuthClientOnFirstInteraction, needsAuthClientNow, useAuthClientAfterFirstPaint } from './auth-client-loading';

jest.mock('@portal/shared/supabase', () => ({
  ...jest.requireActual('@portal/shared/supabase'),
  getSupabase: jest.fn(() => Promise.resolve({})),
}));

const storage = (stored: Record<string, string>) => ({ getItem: (key: string) => stored[key] ?? null });

describe('needsAuthClientNow: the client loads before the first render only when the visit needs it', () => {
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

describe('loadAuthClientOnFirstInteraction', () => {
  beforeEach(() => jest.mocked(getSupabase).mockClear());

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin'])('loads the client once on the first %s, and not before', (type) => {
    const target = new EventTarget();
    loadAuthClientOnFirstInteraction(target as unknown as Window);
    expect(getSupabase).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('pointerdown'));
    expect(getSupabase).toHaveBeenCalledTimes(1);
  });

  it('swallows a failed download (the next request for the client tries again)', async () => {
    jest.mocked(getSupabase).mockReturnValueOnce(Promise.reject(new Error('offline')));
    const target = new EventTarget();
    loadAuthClientOnFirstInteraction(target as unknown as Window);
    target.dispatchEvent(new Event('focusin'));
    await Promise.resolve();
    expect(getSupabase).toHaveBeenCalledTimes(1);
  });
});

describe('useAuthClientAfterFirstPaint', () => {
  beforeEach(() => {
    jest.mocked(getSupabase).mockClear();
    jest.useFakeTimers();
  });
  afterEach(() => jest.useRealTimers());

  it('loads the client once the frame is on screen (afterShown; here, without paint timing, the task after the frame), not during its render, once', () => {
    const { rerender } = renderHook(() => useAuthClientAfterFirstPaint());
    expect(getSupabase).not.toHaveBeenCalled();
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS);
    expect(getSupabase).toHaveBeenCalledTimes(1);
    rerender();
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS);
    expect(getSupabase).toHaveBeenCalledTimes(1);
  });

  it('a frame unmounted before its paint loads nothing', () => {
    const { unmount } = renderHook(() => useAuthClientAfterFirstPaint());
    unmount();
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS * 2);
    expect(getSupabase).not.toHaveBeenCalled();
  });

  it('swallows a failed download (the next request for the client tries again)', async () => {
    jest.mocked(getSupabase).mockReturnValueOnce(Promise.reject(new Error('offline')));
    renderHook(() => useAuthClientAfterFirstPaint());
    jest.advanceTimersByTime(FIRST_PAINT_LIMIT_MS);
    await Promise.resolve();
    expect(getSupabase).toHaveBeenCalledTimes(1);
  });
});
