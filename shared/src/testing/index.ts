// A test's mock of the supabase entry is asked for while this index is still loading (the render helpers below
// import the supabase entry): the fakes come first so they are defined by then. A module that re-exports the fake
// must take it from `@portal/shared/testing/fake-supabase` (the fake alone), or it would still be loading itself.
export { createFakeSupabase, setFakeSupabase, fakeSupabaseModule, networkFailure, functionErrorResponse, FakeQuery, FAKE_ACCESS_TOKEN, SIGNED_IN, SIGNED_IN_USER, SIGNED_OUT } from './fake-supabase';
export type { FakeHandler, FakeInvoke, FakeReply, FakeRequest, FakeSupabase, FakeSupabaseOptions } from './fake-supabase';
export { createFakeStorage } from './fake-storage';
export type { FakeStorage, HeldUpload, StorageCall, StoredObject, UploadBehaviour } from './fake-storage';
export { renderWithProviders } from './render-with-providers';
export { StoryProviders } from './story-providers';
export type { ProvidersOptions } from './story-providers';
export { testAppConfig } from './test-app-config';
