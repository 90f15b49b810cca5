// A test routes the supabase entry to the fake with
//   jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);
// — the fake alone: the mock is asked for while this index is still loading (its render helpers import the api and
// supabase entries), so the index cannot serve it.
export { createFakeSupabase, setFakeSupabase, fakeSupabaseModule, networkFailure, functionErrorResponse, FakeQuery, FAKE_ACCESS_TOKEN, SIGNED_IN, SIGNED_IN_USER, SIGNED_OUT } from './fake-supabase';
export type { FakeHandler, FakeInvoke, FakeReply, FakeRequest, FakeSupabase, FakeSupabaseOptions } from './fake-supabase';
export { businessLimitRows, SPEC_BUSINESS_LIMITS } from './business-limits';
export { createFakeStorage } from './fake-storage';
export type { FakeStorage, HeldUpload, StorageCall, StoredObject, UploadBehaviour } from './fake-storage';
export { renderWithProviders } from './render-with-providers';
export { StoryProviders } from './story-providers';
export type { ProvidersOptions } from './story-providers';
export { testAppConfig } from './test-app-config';
export { profileRow, propertyRow } from './rows';
export { renderScreen } from './render-screen';
export { describePublicFace } from './public-face';
export type { DeclaredFace } from './public-face';
export type { RenderedScreen, RenderScreenOptions } from './render-screen';
export { firstSeen } from './first-seen';
export { NextRoute } from './next-route';
export { shownLater } from './shown-later';
