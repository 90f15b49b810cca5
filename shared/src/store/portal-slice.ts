import { createSlice, nanoid } from '@reduxjs/toolkit';

/**
 * Facts about the running portal itself. `instanceId` is minted once per store: the shell and a
 * remote that read the same id are provably reading the same store.
 */
export const portalSlice = createSlice({
  name: 'portal',
  initialState: () => ({ instanceId: nanoid(10) }),
  reducers: {},
  selectors: { selectStoreInstanceId: (state) => state.instanceId },
});

export const { selectStoreInstanceId } = portalSlice.selectors;
