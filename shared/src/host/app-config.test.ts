import { loadAppConfig } from './app-config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  brandName: 'Lar Temporada',
  supportUrl: 'https://wa.me/5500000000000',
  postalCodeUrl: 'http://localhost:54321/ws',
  remotes: [{ name: 'mf_account', manifestUrl: 'http://localhost:8086/mf-manifest.json', routes: ['/conta'], widgets: ['unread-notifications'] }],
};

const answer = (body: unknown, status = 200) => Promise.resolve(new Response(JSON.stringify(body), { status }));

describe('loadAppConfig', () => {
  it('reads the configuration from a request the host started earlier', async () => {
    await expect(loadAppConfig(answer(valid))).resolves.toEqual(valid);
  });

  it('fetches /app-config.json itself, always revalidated with the server, when given no request', async () => {
    const fetchSpy = jest.fn(() => answer(valid));
    globalThis.fetch = fetchSpy as unknown as typeof fetch;
    await expect(loadAppConfig()).resolves.toEqual(valid);
    expect(fetchSpy).toHaveBeenCalledWith('/app-config.json', { cache: 'no-cache' });
  });

  it("reads the provider's own legal documents when it publishes them", async () => {
    const documents = { termsOfUseUrl: 'https://exemplo.com.br/termos.pdf', managementContractUrl: 'https://exemplo.com.br/contrato.pdf' };
    await expect(loadAppConfig(answer({ ...valid, ...documents }))).resolves.toEqual({ ...valid, ...documents });
  });

  it("reads the provider's legal name and CNPJ, which its statements print", async () => {
    const provider = { providerLegalName: 'Lar Temporada Gestão de Imóveis Ltda.', providerCnpj: '11.222.333/0001-81' };
    await expect(loadAppConfig(answer({ ...valid, ...provider }))).resolves.toEqual({ ...valid, ...provider });
  });

  it.each([
    ['a CNPJ that is not text', answer({ ...valid, providerCnpj: 11222333000181 }), 'providerCnpj'],
    ['a document address that is not text', answer({ ...valid, termsOfUseUrl: 42 }), 'termsOfUseUrl'],
    ['an HTTP error', answer(valid, 404), 'HTTP 404'],
    ['a remote without routes', answer({ ...valid, remotes: [{ name: 'mf_x', manifestUrl: 'x' }] }), 'routes'],
    ['no backend address', answer({ ...valid, supabaseUrl: undefined }), 'supabaseUrl'],
  ])('refuses %s', async (_case, request, message) => {
    await expect(loadAppConfig(request)).rejects.toThrow(message);
  });

  it('passes on a network failure', async () => {
    await expect(loadAppConfig(Promise.reject(new TypeError('Failed to fetch')))).rejects.toThrow('Failed to fetch');
  });
});
