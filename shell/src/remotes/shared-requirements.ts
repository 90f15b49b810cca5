import { satisfy } from '@module-federation/enhanced/runtime';

/** The version of every singleton this shell provides, as its build declared them. */
export const PROVIDED_SINGLETONS: Readonly<Record<string, string>> = __PORTAL_SINGLETON_VERSIONS__;

/** A singleton a remote needs in a version this shell does not run. */
export interface UnmetRequirement {
  name: string;
  requiredVersion: string;
  provided: string;
}

interface ManifestShared {
  name?: unknown;
  singleton?: unknown;
  requiredVersion?: unknown;
}

/**
 * The singletons a remote's manifest asks for in a version this shell does not provide. A singleton
 * the shell does not share at all is not one: the remote brings its own copy.
 */
export function unmetSharedRequirements(manifest: unknown, provided: Readonly<Record<string, string>> = PROVIDED_SINGLETONS): UnmetRequirement[] {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  if (!Array.isArray(shared)) return [];
  const unmet: UnmetRequirement[] = [];
  for (const entry of shared as ManifestShared[]) {
    if (entry.singleton !== true || typeof entry.name !== 'string' || typeof entry.requiredVersion !== 'string') continue;
    const version = provided[entry.name];
    if (version !== undefined && !satisfy(version, entry.requiredVersion)) {
      unmet.push({ name: entry.name, requiredVersion: entry.requiredVersion, provided: version });
    }
  }
  return unmet;
}

/** For operators: '@portal/shared/ui ^1.1.0 (this portal runs 1.0.0)'. */
export function describeUnmet(unmet: readonly UnmetRequirement[]): string {
  return unmet.map((u) => `${u.name} ${u.requiredVersion} (this portal runs ${u.provided})`).join('; ');
}

/** Thrown instead of loading a remote whose manifest asks for newer singletons than this shell runs. */
export class SharedVersionMismatchError extends Error {
  constructor(
    readonly manifestUrl: string,
    readonly unmet: readonly UnmetRequirement[],
  ) {
    super(`${manifestUrl} needs ${describeUnmet(unmet)}`);
    this.name = 'SharedVersionMismatchError';
  }
}

// The runtime may wrap what a hook throws; the shell looks the refusal up by manifest address.
const refused = new Map<string, SharedVersionMismatchError>();

export function recordRefusal(error: SharedVersionMismatchError): void {
  refused.set(error.manifestUrl, error);
}

export function refusalFor(manifestUrl: string): SharedVersionMismatchError | undefined {
  return refused.get(manifestUrl);
}

/** "Tentar novamente" checks the remote's manifest anew (its team may have redeployed). */
export function forgetRefusal(manifestUrl: string): void {
  refused.delete(manifestUrl);
}
