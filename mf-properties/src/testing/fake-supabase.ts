// The shared fake client (`@portal/shared/testing`) and the refusals mf-properties' tables raise.
// A test file routes the shared client to it with:
//   jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

export { createFakeSupabase, setFakeSupabase, fakeSupabaseModule, networkFailure, FAKE_ACCESS_TOKEN, SIGNED_IN, SIGNED_IN_USER, SIGNED_OUT } from '@portal/shared/testing/fake-supabase';
export type { FakeHandler, FakeReply, FakeRequest, FakeSupabase } from '@portal/shared/testing/fake-supabase';

/** The refusals the schema's triggers raise, as PostgREST returns them. */
export const DATABASE_ERRORS = {
  secondDraft: { code: 'P0001', message: 'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.' },
  finishedNotRemovable: { code: 'P0001', message: 'Propriedades finalizadas não podem ser removidas.' },
  galleryFull: { code: 'P0001', message: 'A galeria aceita no máximo 20 fotos.' },
  secondMainPhoto: { code: '23505', message: 'duplicate key value violates unique constraint "property_photos_one_main"' },
} as const;
