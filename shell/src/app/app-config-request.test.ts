import { requestAppConfig } from './app-config-request';

describe('requestAppConfig', () => {
  it('asks for /app-config.json once, always revalidated with the server, and the bootstrap reads that same answer', async () => {
    const response = new Response('{}');
    const fetchSpy = jest.fn().mockResolvedValue(response);
    globalThis.fetch = fetchSpy;
    const first = requestAppConfig();
    const second = requestAppConfig();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledWith('/app-config.json', { cache: 'no-cache' });
    expect(first).toBe(second);
    await expect(first).resolves.toBe(response);
  });
});
