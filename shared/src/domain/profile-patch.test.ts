import { partialProfileUpdate } from './profile-patch';

describe('partialProfileUpdate', () => {
  it('keeps only filled fields, trimmed', () => {
    expect(
      partialProfileUpdate({ full_name: ' Ana Souza ', phone: '', email: '   ', document: null, address_city: undefined, terms_accepted: true }),
    ).toEqual({ full_name: 'Ana Souza', terms_accepted: true });
  });

  it('never sends id, user_id, created_at or updated_at', () => {
    expect(partialProfileUpdate({ id: '1', user_id: 'u', created_at: 'x', updated_at: 'y', phone: '11' })).toEqual({ phone: '11' });
  });

  it('gives an empty patch when nothing is filled (the save is skipped)', () => {
    expect(partialProfileUpdate({ full_name: '', terms_accepted: false })).toEqual({});
  });
});
