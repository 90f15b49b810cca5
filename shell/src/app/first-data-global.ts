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
