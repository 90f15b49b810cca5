import { combineSlices } from '@reduxjs/toolkit';
import { portalSlice } from './portal-slice';
import { sessionSlice } from './session-slice';

/**
 * Slices injected at module load: the api (by @portal/shared/api) and each remote's own. Each one
 * augments this interface (declaration merging) so `useAppSelector` stays typed across the federation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(portalSlice, sessionSlice).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
