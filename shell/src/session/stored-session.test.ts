import { SESSION_MARGIN_MS } from '../app/first-data-script';
import { readStoredSession } from './stored-session';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const OWNER = '6f1c2a54-0b7e-4d3a-9a43-5d1e9f0c7a21';
const session = (changes: Record<string, unknown> = {}) => ({
  access_token: 'token-1',
  refresh_token: 'refresh-1',
  expires_at: (NOW + 3_600_000) / 1000,
  user: { id: OWNER, email: 'ana@example.com' },
  ...changes,
});
const storage = (value: unknown) => ({ getItem: (key: string) => (key === 'portal-auth' && value !== undefined ? (typeof value === 'string' ? value : JSON.stringify(value)) : null) });
const at = (hash = '', search = '') => ({ hash, search });

describe('readStoredSession: the session the page restores before supabase-js arrives', () => {
  it('reads the owner, the expiry and the Authorization header of a valid session', () => {
    expect(readStoredSession(storage(session()), at(), NOW)).toEqual({
      user: { id: OWNER, email: 'ana@example.com' },
      expiresAt: (NOW + 3_600_000) / 1000,
      authorization: 'Bearer token-1',
    });
  });

  it('an owner without an e-mail in the session reads as an empty e-mail', () => {
    expect(readStoredSession(storage(session({ user: { id: OWNER } })), at(), NOW)?.user).toEqual({ id: OWNER, email: '' });
  });

  it.each([
    ['nothing stored', undefined],
    ['storage that is not JSON', '{not json'],
    ['JSON that is not a session', '"texto"'],
    ['no token', session({ access_token: undefined })],
    ['an empty token', session({ access_token: '' })],
    ['no owner', session({ user: null })],
    ['an owner without an id', session({ user: { email: 'ana@example.com' } })],
    ['no expiry', session({ expires_at: undefined })],
    ['an expiry that is not a number', session({ expires_at: '1790000000' })],
    ['an expired session', session({ expires_at: (NOW - 60_000) / 1000 })],
    [`a session expiring within ${SESSION_MARGIN_MS / 1000} s (supabase-js refreshes it first)`, session({ expires_at: (NOW + SESSION_MARGIN_MS) / 1000 })],
  ])('none with %s', (_case, stored) => {
    expect(readStoredSession(storage(stored), at(), NOW)).toBeNull();
  });

  it(`a session valid for just over ${SESSION_MARGIN_MS / 1000} s is read`, () => {
    expect(readStoredSession(storage(session({ expires_at: (NOW + SESSION_MARGIN_MS + 1_000) / 1000 })), at(), NOW)).not.toBeNull();
  });

  it.each([
    ['a confirmation link', at('#access_token=a&refresh_token=r&type=signup')],
    ['a password-reset link', at('#access_token=a&type=recovery')],
    ["an expired link's error", at('#error=access_denied&error_code=otp_expired')],
    ['a code in the query string', at('', '?code=abc')],
  ])('none for a visit from %s: its session or error is for supabase-js to read', (_case, location) => {
    expect(readStoredSession(storage(session()), location, NOW)).toBeNull();
  });

  it('a storage that refuses to be read gives none', () => {
    const refusing = { getItem: () => { throw new Error('SecurityError'); } };
    expect(() => readStoredSession(refusing, at(), NOW)).not.toThrow();
    expect(readStoredSession(refusing, at(), NOW)).toBeNull();
  });
});
