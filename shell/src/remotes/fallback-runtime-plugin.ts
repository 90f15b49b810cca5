import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { UNAVAILABLE_MARKER, type UnavailableModule } from './remote-unavailable';
import { recordRefusal, SharedVersionMismatchError, unmetSharedRequirements } from './shared-requirements';

/** A manifest that does not answer in this time counts as unreachable. */
export const MANIFEST_TIMEOUT_MS = 8000;
/** A failed manifest, entry or chunk is tried once more after this pause (a blip, a deploy in progress). */
export const RETRY_DELAY_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches a manifest, or takes the page's own request for it (`early`), within MANIFEST_TIMEOUT_MS. */
async function fetchManifestOnce(url: string, init: RequestInit | undefined, early: Promise<Response> | undefined): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timeout after ${MANIFEST_TIMEOUT_MS} ms`)), MANIFEST_TIMEOUT_MS);
  // The page's request cannot be aborted from here; it is given up on at the same moment.
  const givenUp = (request: Promise<Response>) =>
    Promise.race([request, new Promise<never>((_resolve, reject) => controller.signal.addEventListener('abort', () => reject(controller.signal.reason)))]);
  try {
    const response = await (early ? givenUp(early) : fetch(url, { ...init, cache: 'no-cache', signal: controller.signal }));
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response;
  } finally {
    clearTimeout(timer);
  }
}

/** Runs `attempt`, and once more after a pause if it fails. */
async function withOneRetry<T>(attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt();
  } catch {
    await pause(RETRY_DELAY_MS);
    return attempt();
  }
}

export interface FallbackPluginOptions {
  /** The page's own request for a manifest, if it made one (early-manifests.ts); taken once. */
  takeEarlyManifest?: (url: string) => Promise<Response> | undefined;
  /** Told of each manifest fetched, for the next visit's page (early-manifests.ts). */
  learnManifest?: (url: string) => void;
}

/**
 * The shell's rules for fetching remotes, in one plugin (the runtime calls every plugin's fetch
 * hook, so a second plugin fetching too would download each manifest twice):
 * - a manifest the page already asked for (a repeat visit's learned manifests) is taken from that
 *   request, once; otherwise it is fetched, revalidated with the server;
 * - a manifest has 8 s to answer, and a failed manifest, entry or chunk is retried once after 1 s
 *   (the retry always asks the network);
 * - a remote whose manifest needs a singleton (react, the store, the design system…) in a newer
 *   version than this shell runs is refused before its code loads: it would call what is not there;
 * - when a remote still cannot be fetched (404, network error, timeout) the runtime resolves with a
 *   marker module instead of throwing, and the shell shows that remote's fallback.
 */
export function fallbackRuntimePlugin(options: FallbackPluginOptions = {}): ModuleFederationRuntimePlugin {
  const { takeEarlyManifest = () => undefined, learnManifest = () => undefined } = options;
  return {
    name: 'portal-remote-fallback',
    async fetch(url, init) {
      learnManifest(url);
      let early = takeEarlyManifest(url);
      const response = await withOneRetry(() => {
        const taken = early;
        early = undefined;
        return fetchManifestOnce(url, init, taken);
      });
      // Checked before any of the remote's code is fetched; a refusal is not retried.
      const manifest: unknown = await response.clone().json().catch(() => null);
      const unmet = unmetSharedRequirements(manifest);
      if (unmet.length > 0) {
        const refusal = new SharedVersionMismatchError(url, unmet);
        recordRefusal(refusal);
        throw refusal;
      }
      return response;
    },
    loadEntryError({ getRemoteEntry, origin, remoteInfo, remoteEntryExports, globalLoading, uniqueKey }) {
      const retried = pause(RETRY_DELAY_MS).then(() => {
        // The runtime remembers the failed script load; forget it so the entry is requested again.
        delete globalLoading[uniqueKey];
        return getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
      });
      // The runtime awaits whatever this returns; its declared type nests one promise too many.
      return retried as never;
    },
    getModuleFactory({ remoteEntryExports, expose }) {
      // `get` resolves with the module's factory once the module's chunks have loaded.
      return withOneRetry(async () => remoteEntryExports.get(expose));
    },
    errorLoadRemote({ lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined;
      // loadRemote resolves with what this returns, as the module itself (not a factory).
      const unavailable: UnavailableModule = { [UNAVAILABLE_MARKER]: true, error };
      return unavailable;
    },
  };
}
