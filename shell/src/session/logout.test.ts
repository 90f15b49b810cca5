import { createPortalStore, selectLoggingOut, selectSessionStatus, sessionStarted } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { forceLogout, logout } from './logout';

const getSession = jest.fn();
jest.mock('@portal/shared/supabase', () => ({
  ...jest.requireActual('@portal/shared/supabase'),
  getSupabase: () => ({ auth: { getSession } }),
}));
jest.mock('../observability/error-reporter', () => ({ reportError: jest.fn() }));

function signedInStore() {
  const store = createPortalStore();
  store.dispatch(sessionStarted({ user: { id: 'u1', email: 'marina@exemplo.com' }, expiresAt: null }));
  return store;
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.setItem('portal-auth', '{"access_token":"t"}');
  getSession.mockResolvedValue({ data: { session: { access_token: 'token-1' } } });
  jest.spyOn(toast, 'show').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('logout (spec part 1 §4)', () => {
  it("flags the logout, stops monitoring, clears stored auth and the reads the pages learned, revokes the token, then goes to /auth", async () => {
    const store = signedInStore();
    const stopMonitoring = jest.fn();
    const redirect = jest.fn();
    const revoke = jest.fn().mockResolvedValue(undefined);
    await logout({ dispatch: store.dispatch, stopMonitoring, redirect, revoke });
    expect(stopMonitoring).toHaveBeenCalled();
    expect(window.localStorage.getItem('portal-auth')).toBeNull();
    expect(revoke).toHaveBeenCalledWith('token-1');
    expect(selectSessionStatus(store.getState())).toBe('signedOut');
    expect(redirect).toHaveBeenCalledWith('/auth');
  });

  it('waits at most 5 s for a backend that does not answer', async () => {
    const store = signedInStore();
    const redirect = jest.fn();
    const done = logout({ dispatch: store.dispatch, stopMonitoring: jest.fn(), redirect, revoke: () => new Promise(() => undefined) });
    await jest.advanceTimersByTimeAsync(0);
    expect(selectLoggingOut(store.getState())).toBe(true);
    await jest.advanceTimersByTimeAsync(4999);
    expect(redirect).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(redirect).toHaveBeenCalledWith('/auth');
  });

  it('goes on when the backend refuses the sign-out', async () => {
    const redirect = jest.fn();
    await logout({ dispatch: signedInStore().dispatch, stopMonitoring: jest.fn(), redirect, revoke: () => Promise.reject(new Error('500')) });
    expect(redirect).toHaveBeenCalledWith('/auth');
  });

  it("shows 'Erro ao sair' when the logout itself fails", async () => {
    const redirect = jest.fn(() => {
      throw new Error('navigation blocked');
    });
    await logout({ dispatch: signedInStore().dispatch, stopMonitoring: jest.fn(), redirect, revoke: jest.fn().mockResolvedValue(undefined) });
    expect(toast.show).toHaveBeenCalledWith({ title: 'Erro ao sair', description: 'Não foi possível sair da conta. Tente novamente.', variant: 'error' });
  });

  it("after 'Erro ao sair' the owner can ask again, and the second logout runs", async () => {
    const store = signedInStore();
    const stopMonitoring = jest.fn().mockImplementationOnce(() => {
      throw new Error('monitor stuck');
    });
    const redirect = jest.fn();
    const revoke = jest.fn().mockResolvedValue(undefined);
    await logout({ dispatch: store.dispatch, stopMonitoring, redirect, revoke });
    expect(toast.show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Erro ao sair' }));
    expect(selectLoggingOut(store.getState())).toBe(false);
    expect(redirect).not.toHaveBeenCalled();

    await logout({ dispatch: store.dispatch, stopMonitoring, redirect, revoke });
    expect(redirect).toHaveBeenCalledWith('/auth');
  });
});

describe("'Forçar'", () => {
  it("leaves at once without the backend and leaves 'Logout forçado' for the next page", () => {
    const store = signedInStore();
    const redirect = jest.fn();
    forceLogout({ dispatch: store.dispatch, stopMonitoring: jest.fn(), redirect });
    expect(window.localStorage.getItem('portal-auth')).toBeNull();
    expect(redirect).toHaveBeenCalledWith('/auth');
    expect(JSON.parse(window.sessionStorage.getItem('portal-toast-after-redirect') ?? '{}')).toEqual({
      title: 'Logout forçado',
      description: 'Você foi desconectado com sucesso.',
      variant: 'info',
    });
  });
});
