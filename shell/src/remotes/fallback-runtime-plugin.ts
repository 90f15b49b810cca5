import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { UNAVAILABLE_MARKER, type UnavailableModule } from './remote-unavailable';

/** A manifest that does not answer in this time counts as unreachable. */
export const MANIFEST_TIMEOUT_MS = 8000;

/**
 * First layer of failure isolation: when a remote's manifest or entry cannot be fetched (404,
 * network error, timeout) the runtime resolves with a marker module instead of throwing, and the
 * shell shows that remote's fallback. A 404 manifest surfaces as a JSON parse error, so every
 * load error lands here.
 */
export function fallbackRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-fallback',
    async fetch(url, init) {
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(new Error(`timeout after ${MANIFEST_TIMEOUT_MS} ms`)), MANIFEST_TIMEOUT_MS);
      try {
        return await fetch(url, { ...init, cache: 'no-cache', signal: controller.signal });
      } finally {
        clearTimeout(timer);
      }
    },
    errorLoadRemote({ lifecycle, error }) {
      if (lifecycle !== 'onLoad') return undefined;
      const unavailable: UnavailableModule = { [UNAVAILABLE_MARKER]: true, error };
      return () => unavailable;
    },
  };
}
