import { screen } from '@testing-library/react';
import { createPortalStore } from '@portal/shared/store';
import { renderWithProviders, setFakeSupabase, SIGNED_IN } from '@portal/shared/testing';
import { Greeting } from './greeting';

jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);

describe('the name the greeting uses', () => {
  // 21:00 in São Paulo.
  const evening = new Date('2026-12-07T00:00:00Z');

  it.each([
    ['Mariana Souza', 'qa.onb@demo.com.br', 'Mariana'],
    ['  Mariana  ', 'qa.onb@demo.com.br', 'Mariana'],
    ['', 'qa.onb@demo.com.br', 'qa.onb'],
    [null, 'qa.onb@demo.com.br', 'qa.onb'],
    ['   ', null, 'Proprietário'],
  ])('full name %p and e-mail %p greet %p', async (fullName, email, name) => {
    setFakeSupabase((request) => (request.table === 'profiles' ? { data: { id: 'pr1', user_id: 'u1', full_name: fullName } } : { data: null }));
    const store = createPortalStore({ session: { ...SIGNED_IN.session, user: { id: 'u1', email } } } as Parameters<typeof createPortalStore>[0]);
    await renderWithProviders(<Greeting now={evening} />, { store });
    expect(await screen.findByText(`Boa noite, ${name}`)).toBeInTheDocument();
  });
});

describe('Greeting', () => {
  // 21:00 in São Paulo.
  const evening = new Date('2026-12-07T00:00:00Z');

  it("uses the profile's name once the owner has registered", async () => {
    setFakeSupabase((request) => (request.table === 'profiles' ? { data: { id: 'pr1', user_id: 'u1', full_name: 'Mariana Souza' } } : { data: null }));
    await renderWithProviders(<Greeting now={evening} />, { store: createPortalStore(SIGNED_IN) });
    expect(await screen.findByText('Boa noite, Mariana')).toBeInTheDocument();
  });

  it('uses the e-mail before the profile has a name', async () => {
    setFakeSupabase(() => ({ data: null }));
    const { container } = await renderWithProviders(<Greeting now={evening} />, { store: createPortalStore(SIGNED_IN) });
    expect(container).toHaveTextContent(/^Boa noite, \S+$/);
    expect(container.textContent).not.toContain('Mariana');
  });
});
