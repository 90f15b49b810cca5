import { sessionEnded, sessionRefreshed, sessionSlice, sessionStarted, type SessionState } from './session-slice';

const reduce = sessionSlice.reducer;
const ANA = { id: 'u1', email: 'ana@example.com' };
const signedIn = (changes: Partial<SessionState> = {}): SessionState => ({ status: 'signedIn', user: ANA, expiresAt: 1_790_000_000, loggingOut: false, passwordRecovery: false, ...changes });

describe('the session slice', () => {
  it('a session starting while loading signs the owner in with the expiry', () => {
    expect(reduce(undefined, sessionStarted({ user: ANA, expiresAt: 1_790_000_000 }))).toEqual(signedIn());
  });

  it('the same owner with the same expiry started again leaves the very same state: nothing reading it renders again', () => {
    const before = signedIn();
    expect(reduce(before, sessionStarted({ user: { ...ANA }, expiresAt: 1_790_000_000 }))).toBe(before);
  });

  it.each([
    ['another owner', { user: { id: 'u2', email: 'bia@example.com' }, expiresAt: 1_790_000_000 }, { user: { id: 'u2', email: 'bia@example.com' } }],
    ['the same owner with a changed e-mail', { user: { id: 'u1', email: 'ana@novo.com' }, expiresAt: 1_790_000_000 }, { user: { id: 'u1', email: 'ana@novo.com' } }],
    ['the same owner with a later expiry', { user: ANA, expiresAt: 1_790_003_600 }, { expiresAt: 1_790_003_600 }],
  ])('%s replaces what changed', (_case, payload, changed) => {
    const before = signedIn();
    const after = reduce(before, sessionStarted(payload));
    expect(after).toEqual(signedIn(changed));
    if (!('user' in changed)) expect(after.user).toBe(before.user);
  });

  it('a refresh moves the expiry only; an ending signs out and forgets the owner', () => {
    expect(reduce(signedIn(), sessionRefreshed({ expiresAt: 1_790_007_200 }))).toEqual(signedIn({ expiresAt: 1_790_007_200 }));
    expect(reduce(signedIn({ loggingOut: true }), sessionEnded())).toEqual({ status: 'signedOut', user: null, expiresAt: null, loggingOut: false, passwordRecovery: false });
  });
});
