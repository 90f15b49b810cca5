/** Why a remote could not be mounted; the fallback's text depends on it. */
export type RemoteFailure = 'unreachable' | 'timeout' | 'contract-mismatch' | 'shared-mismatch' | 'missing-export';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    readonly failure: RemoteFailure,
    cause?: unknown,
  ) {
    super(`Remote ${remote} unavailable (${failure})`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/** The module the runtime hands back instead of throwing when a remote's files cannot be fetched. */
export const UNAVAILABLE_MARKER = '__portalRemoteUnavailable';

export interface UnavailableModule {
  [UNAVAILABLE_MARKER]: true;
  error: unknown;
}

export function isUnavailableModule(module: unknown): module is UnavailableModule {
  return typeof module === 'object' && module !== null && UNAVAILABLE_MARKER in module;
}
