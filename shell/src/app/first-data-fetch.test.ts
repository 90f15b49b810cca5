import { FIRST_DATA_LIFETIME_MS, firstDataFetch } from './first-data-fetch';
import type { FirstData } from './first-data-global';

const URL_A = 'http://backend.test/rest/v1/properties?select=*&user_id=eq.u1&order=created_at.desc';
const AUTH = 'Bearer token-1';

function setup({ early = Promise.resolve(new Response('early')) as Promise<Response>, at = 1_000 } = {}) {
  const first: FirstData = { config: Promise.resolve(new Response('{}')), auth: AUTH, responses: Promise.resolve({ apikey: 'anon', byUrl: { [URL_A]: early } }) };
  early.catch(() => undefined);
  const network = jest.fn(async () => new Response('network'));
  const send = firstDataFetch(first, network, () => at);
  const body = async (response: Promise<Response>) => (await response).text();
  return { send, network, body };
}

const withAuth = (auth: string, method?: string, apikey = 'anon'): RequestInit => ({ method, headers: new Headers({ Authorization: auth, apikey }) });
const withHeader = (name: string, value: string): RequestInit => ({ headers: new Headers({ Authorization: AUTH, apikey: 'anon', [name]: value }) });

describe('firstDataFetch', () => {
  it.each([
    ['the same GET with the same token', URL_A, withAuth(AUTH), 'early'],
    ['the same GET as a URL object', new URL(URL_A), withAuth(AUTH), 'early'],
    ['another URL', `${URL_A}&limit=1`, withAuth(AUTH), 'network'],
    ['another token (the session was refreshed or changed)', URL_A, withAuth('Bearer token-2'), 'network'],
    ['no token', URL_A, undefined, 'network'],
    ['another anon key (the backend’s key was changed)', URL_A, withAuth(AUTH, undefined, 'anon-2'), 'network'],
    ['a write to the same URL', URL_A, withAuth(AUTH, 'PATCH'), 'network'],
    ['the same GET asking for a count (Prefer)', URL_A, withHeader('Prefer', 'count=exact'), 'network'],
    ['the same GET asking for one object (Accept, as single() does)', URL_A, withHeader('Accept', 'application/vnd.pgrst.object+json'), 'network'],
  ])('%s is answered from the %s', async (_case, input, init, expected) => {
    const { send, body } = setup();
    expect(await body(send(input, init))).toBe(expected === 'early' ? 'early' : 'network');
  });

  it('takes an early answer once: the next identical request goes to the network', async () => {
    const { send, network, body } = setup();
    expect(await body(send(URL_A, withAuth(AUTH)))).toBe('early');
    expect(await body(send(URL_A, withAuth(AUTH)))).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it(`after ${FIRST_DATA_LIFETIME_MS / 1000} s on the page, asks the network`, async () => {
    const { send, body } = setup({ at: FIRST_DATA_LIFETIME_MS + 1 });
    expect(await body(send(URL_A, withAuth(AUTH)))).toBe('network');
  });

  it('an early request that never arrived is sent again', async () => {
    const { send, network, body } = setup({ early: Promise.reject(new TypeError('Failed to fetch')) });
    expect(await body(send(URL_A, withAuth(AUTH)))).toBe('network');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('when the page asked nothing (no session, or app-config.json failed) every request goes to the network', async () => {
    const network = jest.fn(async () => new Response('network'));
    const failed: FirstData = { config: Promise.resolve(new Response('{}', { status: 503 })), auth: AUTH, responses: Promise.reject(503) };
    failed.responses!.catch(() => undefined);
    expect(firstDataFetch(undefined, network)).toBe(network);
    expect(firstDataFetch({ config: failed.config }, network)).toBe(network);
    expect(await (await firstDataFetch(failed, network, () => 0)(URL_A, withAuth(AUTH))).text()).toBe('network');
  });
});
