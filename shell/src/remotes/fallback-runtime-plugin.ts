import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { UNAVAILABLE_MARKER, type UnavailableModule } from './remote-unavailable';
import { recordRefusal, SharedVersionMismatchError, unmetSharedRequirements } from './shared-requirements';

/** A manifest that does not answer in this time counts as unreachable. */
const MANIFEST_TIMEOUT_MS = 8000;
/** A failed manifest, entry or chunk is tried once more after this pause (a blip, a deploy in progress). */
const RETRY_DELAY_MS = 1000;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fetches a manifest, revalidated with the server, within MANIFEST_TIMEOUT_MS. */
async function fetchManifestOnce(url: string, init: RequestInit | undefined): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`timeout after ${MANIFEST_TIMEOUT_MS} ms`)), MANIFEST_TIMEOUT_MS);
  try {
    const response = await fetch(url, { ...init, cache: 'no-cache', signal: controller.signal });
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

/**
 * The shell's rules for fetching remotes, in one plugin (the runtime calls every plugin's fetch
 * hook, so a second plugin fetching too would download each manifest twice):
 * - a manifest is fetched revalidated with the server (a deployment replaces it in place);
 * - a manifest has 8 s to answer, and a failed manifest, entry or chunk is retried once after 1 s
 *   (the retry always asks the network);
 * - a remote whose manifest needs a singleton (react, the store, the design system…) in a newer
 *   version than this shell runs is refused before its code loads: it would call what is not there;
 * - when a remote still cannot be fetched (404, network error, timeout) the runtime resolves with a
 *   marker module instead of throwing, and the shell shows that remote's fallback.
 */
export function fallbackRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    async fetch(url, init) {
      const response = await withOneRetry(() => fetchManifestOnce(url, init));
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
