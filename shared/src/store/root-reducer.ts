import { combineSlices } from '@reduxjs/toolkit';
import { api } from '@portal/shared/api';
import { portalSlice } from './portal-slice';
import { sessionSlice } from './session-slice';

/**
 * Slices that remotes inject at module load. Each remote augments this interface for its own
 * slice (declaration merging) so `useAppSelector` stays typed across the federation.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(portalSlice, sessionSlice, api).withLazyLoadedSlices<LazyLoadedSlices>();

export type RootState = ReturnType<typeof rootReducer>;
