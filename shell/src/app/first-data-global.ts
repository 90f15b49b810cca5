// Runs before the async boundary in index.ts, so it may not import any shared module.

/** Where the pages' first-data script (first-data-script.ts) leaves its requests for the app. */
export const FIRST_DATA_GLOBAL = '__portalFirstData';

/**
 * Where the app keeps the backend's address and public (anon) key from app-config.json, so that a
 * returning owner's page can ask for the first data before app-config.json has arrived. Both are
 * public values; a backend moved since is simply not used (first-data-fetch.ts).
 */
export const KNOWN_BACKEND_KEY = 'portal-backend';

export interface KnownBackend {
  url: string;
  anonKey: string;
}

export interface FirstDataResponses {
  /** The anon key they were requested with. */
  apikey: string;
  /** The owner's first data by request URL. */
  byUrl: Record<string, Promise<Response>>;
}

export interface FirstData {
  /** The request for /app-config.json, started by the page. */
  config: Promise<Response>;
  /** The Authorization header the owner's first data was requested with, when it was. */
  auth?: string;
  /** The owner's first data: at once when the backend was known, else once app-config.json named it. */
  responses?: Promise<FirstDataResponses>;
  /** The remotes' manifests this screen's start fetched last time, asked for again by the page (by URL). */
  manifests?: Record<string, Promise<Response>>;
}

/** What the page's script started, if the page has one and it ran. */
export function readFirstData(target: object = window): FirstData | undefined {
  const value = (target as Record<string, unknown>)[FIRST_DATA_GLOBAL];
  return value && typeof value === 'object' && 'config' in value ? (value as FirstData) : undefined;
}

/** Keeps the backend app-config.json named, for the next visit's first-data script. */
export function rememberBackend(backend: KnownBackend, storage: Pick<Storage, 'getItem' | 'setItem'> = window.localStorage): void {
  const value = JSON.stringify({ url: backend.url, anonKey: backend.anonKey });
  try {
    if (storage.getItem(KNOWN_BACKEND_KEY) !== value) storage.setItem(KNOWN_BACKEND_KEY, value);
  } catch {
    // Storage full or refused: the next visit asks once app-config.json has arrived.
  }
}

/**
 * Where the app keeps, per screen, the backend reads its first display made last time (the
 * widgets' and the screen's own queries, learned by first-data-learning.ts), so that the next
 * visit's page asks for them with the overview, from the HTML, instead of once each widget's code
 * has loaded and rendered. Kept for one owner: another owner's visit neither uses nor keeps them.
 */
export const LEARNED_FIRST_DATA_KEY = 'portal-first-data-learned';

/** At most this many learned reads per screen, of at most LEARNED_PATH_MAX characters each. */
export const LEARNED_PATHS_PER_SCREEN = 12;
export const LEARNED_PATH_MAX = 2_000;
/** At most this many screens are remembered; the one learned longest ago is dropped first. */
export const LEARNED_SCREENS = 8;

/**
 * Puts what one screen learned last among the screens kept (their order is the order they were
 * learned in) and drops the ones learned longest ago beyond LEARNED_SCREENS. Changes `screens`.
 */
export function keepScreen(screens: Record<string, string[]>, screen: string, learned: readonly string[]): void {
  delete screens[screen];
  screens[screen] = [...learned];
  const names = Object.keys(screens);
  for (const dropped of names.slice(0, Math.max(0, names.length - LEARNED_SCREENS))) delete screens[dropped];
}

export interface LearnedFirstData {
  /** The owner whose reads these are. */
  owner: string;
  /** By the screen's path (location.pathname): each read's path and query at the backend (`/rest/v1/…`). */
  screens: Record<string, string[]>;
}

/**
 * Where the app keeps, per screen, the remotes' manifests its start fetched last time (the
 * dashboard's widgets' remotes; early-manifests.ts learns them as the runtime fetches them), so that
 * the next visit's page revalidates them from the HTML, beside app-config.json, instead of once the
 * app's code has run and app-config.json has named the remotes. They are public files: kept for any
 * owner of this browser, asked for only with a valid session (the screens that need them).
 */
export const LEARNED_MANIFESTS_KEY = 'portal-first-manifests';

/** At most this many manifests per screen (the portal has six remotes), each an address of at most LEARNED_PATH_MAX characters. */
export const LEARNED_MANIFESTS_PER_SCREEN = 8;

export interface LearnedManifests {
  /** By the screen's path (location.pathname): the manifests' addresses, in the order they were fetched. */
  screens: Record<string, string[]>;
}
