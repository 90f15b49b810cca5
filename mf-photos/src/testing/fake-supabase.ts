// The shared fake client (`@portal/shared/testing`) and the refusals the photo-session tables raise.
// A test file routes the shared client to it with:
//   jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);

export { createFakeSupabase, setFakeSupabase, fakeSupabaseModule, networkFailure, SIGNED_IN, SIGNED_IN_USER, SIGNED_OUT } from '@portal/shared/testing/fake-supabase';
export type { FakeHandler, FakeReply, FakeRequest, FakeSupabase } from '@portal/shared/testing/fake-supabase';

/** The refusals the schema's triggers raise (0003, 0005), as PostgREST returns them. */
export const DATABASE_ERRORS = {
  duplicateSession: { code: 'P0001', message: 'Esta propriedade já possui uma sessão de fotos agendada' },
  alreadyRescheduled: { code: 'P0001', message: 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.' },
  reasonRequired: { code: 'P0001', message: 'Informe o motivo do cancelamento.' },
  closedSession: { code: '42501', message: 'Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.' },
  notPending: { code: '42501', message: 'A sessão de fotos começa como agendada; a confirmação é feita pela nossa equipe.' },
  sameId: { code: '23505', message: 'duplicate key value violates unique constraint "photo_sessions_pkey"' },
  ratingNotCompleted: { code: 'P0001', message: 'Só é possível avaliar uma sessão de fotos concluída.' },
  ratingTwice: { code: 'P0001', message: 'Esta sessão de fotos já foi avaliada.' },
  notFound: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
} as const;
