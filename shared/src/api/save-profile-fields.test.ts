import { createFakeSupabase, type FakeReply, type FakeRequest } from '@portal/shared/testing/fake-supabase';
import type { PortalSupabaseClient } from '@portal/shared/supabase';
import { saveProfileFields } from './save-profile-fields';

const fields = { full_name: 'Ana Souza', phone: '(11) 98765-4321' };

function backend(updateReply: FakeReply) {
  return createFakeSupabase((request: FakeRequest) =>
    request.operation === 'update' ? updateReply : request.operation === 'insert' ? { data: { id: 'new', user_id: 'u1', ...fields }, status: 201 } : { data: null },
  );
}

describe('saveProfileFields', () => {
  it("updates the owner's row and inserts nothing when the row exists", async () => {
    const fake = backend({ data: [{ id: 'p1', user_id: 'u1', ...fields }] });
    const result = await saveProfileFields(fake.client as unknown as PortalSupabaseClient, 'u1', fields);
    expect(result).toMatchObject({ data: { id: 'p1' }, error: null });
    expect(fake.writes()).toEqual([expect.objectContaining({ table: 'profiles', operation: 'update', values: fields, filters: { user_id: 'u1' } })]);
  });

  it('inserts the row, with the owner id, when the owner has no profile yet', async () => {
    const fake = backend({ data: [] });
    const result = await saveProfileFields(fake.client as unknown as PortalSupabaseClient, 'u1', fields);
    expect(result).toMatchObject({ data: { id: 'new' }, error: null });
    expect(fake.writes().map((write) => [write.operation, write.values])).toEqual([
      ['update', fields],
      ['insert', { ...fields, user_id: 'u1' }],
    ]);
  });

  it("hands back the update's refusal and inserts nothing", async () => {
    const fake = backend({ error: { code: 'P0001', message: 'CPF inválido' }, status: 400 });
    const result = await saveProfileFields(fake.client as unknown as PortalSupabaseClient, 'u1', fields);
    expect(result.error).toMatchObject({ message: 'CPF inválido' });
    expect(fake.writes()).toHaveLength(1);
  });
});
