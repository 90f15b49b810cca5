import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { isCompatibleContract } from '@portal/shared/store';
import type { RemoteConfig } from '@portal/shared/host';
import { fallbackRuntimePlugin } from './fallback-runtime-plugin';
import { isUnavailableModule, RemoteUnavailableError } from './remote-unavailable';
import { forgetRefusal, refusalFor } from './shared-requirements';

/** What every remote's exposed module carries besides its payload. */
interface ExposedModule {
  contractVersion?: unknown;
}

export type ExposedName = 'routes' | 'widgets';

/** A remote that neither loads nor fails in this time is shown as unavailable. */
const REMOTE_LOAD_TIMEOUT_MS = 15_000;

const remotesByName = new Map<string, RemoteConfig>();
const loading = new Map<string, Promise<unknown>>();

function toRuntimeRemote(remote: RemoteConfig) {
  return { name: remote.name, entry: remote.manifestUrl };
}

/** Registers the remotes of app-config.json; nothing is fetched until a route or widget needs it. */
export function registerPortalRemotes(remotes: RemoteConfig[]): void {
  for (const remote of remotes) remotesByName.set(remote.name, remote);
  registerPlugins([fallbackRuntimePlugin()]);
  registerRemotes(remotes.map(toRuntimeRemote));
}

function withTimeout<T>(promise: Promise<T>, remote: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RemoteUnavailableError(remote, 'timeout')), REMOTE_LOAD_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Why the runtime gave up on a remote: refused for its shared versions, or not reachable. */
function unavailable(remote: string, cause: unknown): RemoteUnavailableError {
  const manifestUrl = remotesByName.get(remote)?.manifestUrl;
  const refusal = manifestUrl ? refusalFor(manifestUrl) : undefined;
  return refusal ? new RemoteUnavailableError(remote, 'shared-mismatch', refusal) : new RemoteUnavailableError(remote, 'unreachable', cause);
}

async function fetchExposed<T extends ExposedModule>(remote: string, exposed: ExposedName): Promise<T> {
  let module: unknown;
  try {
    module = await withTimeout(loadRemote<T>(`${remote}/${exposed}`), remote);
  } catch (error) {
    throw error instanceof RemoteUnavailableError ? error : unavailable(remote, error);
  }
  if (!module || isUnavailableModule(module)) throw unavailable(remote, isUnavailableModule(module) ? module.error : undefined);
  const exposedModule = module as T;
  if (!isCompatibleContract(exposedModule.contractVersion)) throw new RemoteUnavailableError(remote, 'contract-mismatch');
  return exposedModule;
}

/**
 * Loads one exposed module of a remote, once. A failure stays cached until `resetRemote`: React
 * re-renders a failed subtree before its error boundary shows, and each render must see the same
 * settled promise rather than start a new download.
 */
export function loadExposed<T extends ExposedModule>(remote: string, exposed: ExposedName): Promise<T> {
  const key = `${remote}/${exposed}`;
  const cached = loading.get(key);
  if (cached) return cached as Promise<T>;
  const pending = fetchExposed<T>(remote, exposed);
  loading.set(key, pending);
  // The settled state React's `use` reads, so a module fetched ahead of its first render (the dashboard
  // prefetches its widgets while its data loads) renders at once, without a fallback that would then
  // be replaced and push the page down.
  const tracked = pending as Promise<T> & { status?: string; value?: T; reason?: unknown };
  tracked.status = 'pending';
  pending.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return pending;
}

/** Called by "Tentar novamente": re-registering clears the runtime's cached manifest and entry. */
export function resetRemote(remote: string): void {
  for (const exposed of ['routes', 'widgets'] as const) loading.delete(`${remote}/${exposed}`);
  const config = remotesByName.get(remote);
  if (!config) return;
  forgetRefusal(config.manifestUrl);
  registerRemotes([toRuntimeRemote(config)], { force: true });
}
