import type { FirstData, FirstDataResponses } from './first-data-global';

/** After this long on the page, the first data is no longer taken: the app asks anew. */
export const FIRST_DATA_LIFETIME_MS = 20_000;

/** The URL a fetch asks for, whether it is given as a string, a URL or a Request. */
export function requestUrl(input: RequestInfo | URL): string {
  return typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
}

/**
 * Whether something beside its URL shapes a request's answer (a count, one object instead of a
 * list): the page's script asks plainly, so such a request is never the one it made.
 */
export function shapesAnswer(headers: Headers): boolean {
  return headers.has('prefer') || headers.has('accept');
}

/**
 * The fetch the Supabase client runs with: a GET the page's script already sent (same URL, same
 * Authorization, same apikey, and like the page's without Prefer or Accept) takes that answer,
 * once; everything else, and anything asked after FIRST_DATA_LIFETIME_MS, goes to the network. An
 * early request that failed to arrive is sent again, so it costs nothing but the early start.
 */
export function firstDataFetch(
  first: FirstData | undefined,
  network: typeof fetch = (...args) => fetch(...args),
  now: () => number = () => performance.now(),
): typeof fetch {
  if (!first?.responses || !first.auth) return network;
  const taken = new Set<string>();
  const { auth, responses } = first;
  const none: FirstDataResponses = { apikey: '', byUrl: {} };
  return async (input, init) => {
    // Past its lifetime, or for a write, the wrapper costs one comparison per request.
    if (now() > FIRST_DATA_LIFETIME_MS || (init?.method ?? 'GET').toUpperCase() !== 'GET') return network(input, init);
    const url = requestUrl(input);
    const headers = new Headers(init?.headers);
    if (taken.has(url) || headers.get('authorization') !== auth || shapesAnswer(headers)) return network(input, init);
    const { apikey, byUrl } = await responses.catch(() => none);
    const early = headers.get('apikey') === apikey ? byUrl[url] : undefined;
    if (!early) return network(input, init);
    taken.add(url);
    return early.catch(() => network(input, init));
  };
}
