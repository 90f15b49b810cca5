// The shared fake client (`@portal/shared/testing`), with `functions.invoke` as a Jest mock: the account's
// deletion goes through an edge function and its tests shape each answer.

import { createFakeSupabase as createSharedFakeSupabase, type FakeHandler } from '@portal/shared/testing/fake-supabase';

export { functionErrorResponse, SIGNED_IN } from '@portal/shared/testing/fake-supabase';
export type { FakeHandler, FakeRequest, FakeReply } from '@portal/shared/testing/fake-supabase';

export function createFakeSupabase(handler: FakeHandler) {
  const invoke = jest.fn<Promise<{ data: unknown; error: unknown }>, [string, { body?: unknown }?]>(async () => ({ data: { success: true }, error: null }));
  return { ...createSharedFakeSupabase(handler, { invoke }), invoke };
}
