import { configureSupabase, getSupabase } from './client';

// supabase-js fails to arrive while the connection is down, as a chunk that cannot download.
const mockConnection = { down: true };
const createClient = jest.fn((url: string) => ({ url, auth: {}, rest: {} }));
jest.mock('@supabase/supabase-js', () => {
  if (mockConnection.down) throw new Error('Loading chunk supabase-client failed.');
  return { createClient: (url: string) => createClient(url) };
});

describe('the client while offline', () => {
  it('fails while supabase-js cannot download, and loads on the next request once it can', async () => {
    configureSupabase({ url: 'http://backend.test', anonKey: 'anon' });
    await expect(getSupabase()).rejects.toThrow('Loading chunk supabase-client failed.');
    expect(createClient).not.toHaveBeenCalled();

    mockConnection.down = false;
    jest.resetModules();
    await expect(getSupabase()).resolves.toMatchObject({ url: 'http://backend.test' });
    expect(createClient).toHaveBeenCalledTimes(1);
  });
});
