export { CONTRACT_VERSION, isCompatibleContract } from './contract';
export { createPortalStore } from './create-store';
export type { AppDispatch, PortalStore } from './create-store';
export { rootReducer } from './root-reducer';
export { dynamicMiddleware } from './dynamic-middleware';
export type { LazyLoadedSlices, RootState } from './root-reducer';
export { useAppDispatch, useAppSelector, useAppStore } from './hooks';
export {
  sessionSlice,
  sessionStarted,
  sessionRefreshed,
  passwordRecoveryStarted,
  passwordRecoveryFinished,
  logoutRequested,
  logoutStarted,
  logoutFailed,
  sessionEnded,
  selectSessionStatus,
  selectSessionUser,
  selectSessionExpiresAt,
  selectLoggingOut,
  selectPasswordRecovery,
} from './session-slice';
export type { SessionState, SessionStatus, SessionUser } from './session-slice';
export { portalSlice, selectStoreInstanceId } from './portal-slice';
