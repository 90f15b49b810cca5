// Runs before the async boundary in index.ts, so it may not import any shared module.
import { readFirstData } from './first-data-global';

let request: Promise<Response> | null = null;

/**
 * The request for /app-config.json, started once, as early as possible: by the page's first-data
 * script when it has one (first-data-script.ts), otherwise here, before the shared modules
 * download. Always revalidated (operators edit the file live): an unchanged file answers 304
 * without a body.
 */
export function requestAppConfig(target: object = window): Promise<Response> {
  if (!request) {
    const started = readFirstData(target)?.config;
    // A copy: the page's script reads the same answer for the backend's address.
    request = started ? started.then((response) => response.clone()) : fetch('/app-config.json', { cache: 'no-cache' });
    // Awaited later by the bootstrap; until then a failure must not count as unhandled.
    request.catch(() => undefined);
  }
  return request;
}

/** Tests only: forget the request, as a new page would. */
export function forgetAppConfigRequest(): void {
  request = null;
}
