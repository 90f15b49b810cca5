import { configureSupabase, getSupabase, onSupabaseLoaded } from './client';

const createClient = jest.fn((url: string, _key?: string, _options?: { global?: { fetch?: unknown } }) => ({ url, auth: {}, rest: {} }));
jest.mock('@supabase/supabase-js', () => ({ createClient: (url: string, key: string, options: object) => createClient(url, key, options) }));

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

  it('sends its requests with the fetch it is given, or the browser’s own', async () => {
    const fetch = jest.fn();
    configureSupabase({ url: 'http://one.test', anonKey: 'anon', fetch });
    await getSupabase();
    expect(createClient.mock.calls.at(-1)?.[2]?.global).toEqual({ fetch });
    configureSupabase({ url: 'http://two.test', anonKey: 'anon' });
    await getSupabase();
    expect(createClient.mock.calls.at(-1)?.[2]?.global).toBeUndefined();
  });
});
