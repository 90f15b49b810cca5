// The profile's e-mail is the login e-mail: the account modal sends none (the field is read-only),
// and the onboarding derivation needs it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createOwner, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

describe('profile e-mail', () => {
  let backend: TestBackend;
  let owner: TestUser;

  before(async () => {
    backend = await startTestBackend();
    owner = await createOwner(backend, 'perfil');
  });
  after(() => backend.dispose());

  it('is filled from the login when the account modal saves without it', async () => {
    const { data, error } = await owner.client.from('profiles')
      .insert({ user_id: owner.id, full_name: 'Marina Souza', phone: '(11) 98765-4321' })
      .select('email').single();
    assert.equal(error, null);
    assert.deepEqual(data, { email: owner.email });
  });

  it('stays the login e-mail whatever a client sends', async () => {
    const { data, error } = await owner.client.from('profiles')
      .update({ email: 'outro@exemplo.com', full_name: 'Marina S.' }).eq('user_id', owner.id)
      .select('email, full_name').single();
    assert.equal(error, null);
    assert.deepEqual(data, { email: owner.email, full_name: 'Marina S.' });
    const cleared = await owner.client.from('profiles').update({ email: null }).eq('user_id', owner.id).select('email').single();
    assert.deepEqual(cleared.data, { email: owner.email });
  });
});
