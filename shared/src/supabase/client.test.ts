import { configureSupabase, getSupabase, onSupabaseLoaded } from './client';

const createClient = jest.fn((url: string) => ({ url, auth: {} }));
jest.mock('@supabase/supabase-js', () => ({ createClient: (url: string) => createClient(url) }));

beforeEach(() => createClient.mockClear());

describe('the one Supabase client, created on first use', () => {
  it('refuses to be used before the backend is configured', async () => {
    await expect(getSupabase()).rejects.toThrow('configureSupabase');
  });

  it('creates the client once, on the first request, and tells those waiting before anyone uses it', async () => {
    configureSupabase({ url: 'http://backend.test', anonKey: 'anon' });
    const seen: unknown[] = [];
    onSupabaseLoaded((client) => seen.push(client));
    expect(createClient).not.toHaveBeenCalled();
    expect(seen).toEqual([]);

    const [first, second] = await Promise.all([getSupabase(), getSupabase()]);
    expect(first).toBe(second);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([first]);

    // Late listeners get the existing client at once.
    onSupabaseLoaded((client) => seen.push(client));
    expect(seen).toEqual([first, first]);
  });

  it('a new configuration makes a new client', async () => {
    configureSupabase({ url: 'http://one.test', anonKey: 'anon' });
    const one = await getSupabase();
    configureSupabase({ url: 'http://two.test', anonKey: 'anon' });
    const two = await getSupabase();
    expect(one).not.toBe(two);
    expect(two).toMatchObject({ url: 'http://two.test' });
  });
});
