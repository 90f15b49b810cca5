import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The signed-in owner as every app needs to see it; tokens stay inside the Supabase client. */
export interface SessionUser {
  id: string;
  email: string;
}

export type SessionStatus = 'loading' | 'signedIn' | 'signedOut';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  /** Seconds since the epoch, as Supabase reports it. */
  expiresAt: number | null;
  loggingOut: boolean;
  /** The owner arrived from a password-reset e-mail and must choose a new password. */
  passwordRecovery: boolean;
}

const initialState: SessionState = { status: 'loading', user: null, expiresAt: null, loggingOut: false, passwordRecovery: false };

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /**
     * The same owner started again (the shell restored the stored session, then supabase-js
     * announced it) leaves the state as it is: nothing that reads the session renders again.
     */
    sessionStarted(state, action: PayloadAction<{ user: SessionUser; expiresAt: number | null }>) {
      const { user, expiresAt } = action.payload;
      state.status = 'signedIn';
      if (state.user?.id !== user.id || state.user.email !== user.email) state.user = user;
      state.expiresAt = expiresAt;
    },
    sessionRefreshed(state, action: PayloadAction<{ expiresAt: number | null }>) {
      state.expiresAt = action.payload.expiresAt;
    },
    passwordRecoveryStarted(state) {
      state.passwordRecovery = true;
    },
    passwordRecoveryFinished(state) {
      state.passwordRecovery = false;
    },
    /**
     * Any app asks the shell to sign the owner out (e.g. 'Sair da conta'); the shell runs the logout.
     * `accountDeleted`: the account is gone with its sessions, so there is none left to end on the backend.
     */
    logoutRequested: {
      reducer(_state, _action: PayloadAction<{ accountDeleted?: boolean }>) {},
      prepare: (options: { accountDeleted?: boolean } = {}) => ({ payload: options }),
    },
    logoutStarted(state) {
      state.loggingOut = true;
    },
    /** The logout could not finish ('Erro ao sair'): the owner may ask again. */
    logoutFailed(state) {
      state.loggingOut = false;
    },
    /** Any way a session ends: sign-out, expiry, revoked token, account deleted. */
    sessionEnded() {
      return { ...initialState, status: 'signedOut' as const };
    },
  },
  selectors: {
    selectSessionStatus: (state) => state.status,
    selectSessionUser: (state) => state.user,
    selectSessionExpiresAt: (state) => state.expiresAt,
    selectLoggingOut: (state) => state.loggingOut,
    selectPasswordRecovery: (state) => state.passwordRecovery,
  },
});

export const {
  sessionStarted,
  sessionRefreshed,
  passwordRecoveryStarted,
  passwordRecoveryFinished,
  logoutRequested,
  logoutStarted,
  logoutFailed,
  sessionEnded,
} = sessionSlice.actions;
export const { selectSessionStatus, selectSessionUser, selectSessionExpiresAt, selectLoggingOut, selectPasswordRecovery } =
  sessionSlice.selectors;
