// Runs before the async boundary in index.ts, so it may not import any shared module.

let request: Promise<Response> | null = null;

/**
 * The request for /app-config.json, started once, as early as possible: before the shared modules
 * download. Always revalidated (operators edit the file live): an unchanged file answers 304
 * without a body.
 */
export function requestAppConfig(): Promise<Response> {
  if (!request) {
    request = fetch('/app-config.json', { cache: 'no-cache' });
    // Awaited later by the bootstrap; until then a failure must not count as unhandled.
    request.catch(() => undefined);
  }
  return request;
}
