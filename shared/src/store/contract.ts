/**
 * The version of the contract in this package (store shape, api, events, ui). A remote is built
 * against one version and the shell refuses to mount a remote built against another: a mismatch
 * shows the module fallback instead of failing in unpredictable ways.
 */
export const CONTRACT_VERSION: number = __CONTRACT_VERSION__;

export function isCompatibleContract(remoteVersion: unknown): boolean {
  return remoteVersion === CONTRACT_VERSION;
}
