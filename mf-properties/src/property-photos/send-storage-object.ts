/**
 * Sends one object to Supabase Storage with upload progress. supabase-js's `upload` uses fetch, which reports no
 * upload progress, so this sends the same request — `POST {supabaseUrl}/storage/v1/object/{bucket}/{path}` with the
 * owner's bearer token, the project's `apikey`, `x-upsert`, the body's content type and `cache-control` — through
 * XMLHttpRequest.
 */

/** supabase-js's default `cacheControl` for an upload. */
const OBJECT_CACHE_SECONDS = 3600;

export interface StorageObjectRequest {
  supabaseUrl: string;
  anonKey: string;
  /** The signed-in owner's access token: Storage applies the bucket's policies to that user. */
  accessToken: string;
  bucket: string;
  path: string;
  body: Blob;
  contentType: string;
  /** Overwrite an object of the same name (a retry after a failed clean-up). */
  upsert: boolean;
  /** Bytes of the body sent so far. */
  onProgress?: (loaded: number) => void;
  signal?: AbortSignal;
}

/** A refusal Storage answered: HTTP status, its error code (`statusCode`/`error` of the body) and message. */
export class StorageUploadError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'StorageUploadError';
  }
}

/** The request never completed (offline, dropped connection) or was aborted. */
export class StorageNetworkError extends Error {
  constructor(readonly aborted: boolean) {
    super(aborted ? 'Upload aborted' : 'Network error');
    this.name = 'StorageNetworkError';
  }
}

function objectUrl(supabaseUrl: string, bucket: string, path: string): string {
  const encodedPath = path.split('/').map(encodeURIComponent).join('/');
  return `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${encodeURIComponent(bucket)}/${encodedPath}`;
}

function refusal(status: number, text: string): StorageUploadError {
  try {
    const body = JSON.parse(text) as { statusCode?: string | number; error?: string; code?: string; message?: string };
    // Storage answers `{ statusCode, error, message }`; its newer versions add `code`.
    const code = body.code ?? body.error ?? (body.statusCode === undefined ? undefined : String(body.statusCode));
    return new StorageUploadError(status, code, body.message ?? `HTTP ${status}`);
  } catch {
    return new StorageUploadError(status, undefined, `HTTP ${status}`);
  }
}

/** Resolves with the stored key (`{bucket}/{path}`); rejects with StorageUploadError or StorageNetworkError. */
export function sendStorageObject(request: StorageObjectRequest): Promise<{ key: string }> {
  return new Promise((resolve, reject) => {
    if (request.signal?.aborted) {
      reject(new StorageNetworkError(true));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', objectUrl(request.supabaseUrl, request.bucket, request.path));
    xhr.setRequestHeader('authorization', `Bearer ${request.accessToken}`);
    xhr.setRequestHeader('apikey', request.anonKey);
    xhr.setRequestHeader('x-upsert', String(request.upsert));
    xhr.setRequestHeader('content-type', request.contentType);
    // As supabase-js sends a raw body: the object's own caching, which signed downloads repeat.
    xhr.setRequestHeader('cache-control', `max-age=${OBJECT_CACHE_SECONDS}`);
    xhr.upload.onprogress = (event) => {
      // `total` may count more than the body; the share sent, applied to the body's size, does not.
      const loaded = event.lengthComputable && event.total > 0 ? Math.round((event.loaded / event.total) * request.body.size) : event.loaded;
      request.onProgress?.(Math.min(loaded, request.body.size));
    };
    const onAbort = () => xhr.abort();
    request.signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => request.signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        request.onProgress?.(request.body.size);
        let key = `${request.bucket}/${request.path}`;
        try {
          key = (JSON.parse(xhr.responseText) as { Key?: string }).Key ?? key;
        } catch {
          // A 2xx without a JSON body still stored the object.
        }
        resolve({ key });
      } else {
        reject(refusal(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => {
      settle();
      reject(new StorageNetworkError(false));
    };
    xhr.onabort = () => {
      settle();
      reject(new StorageNetworkError(true));
    };
    xhr.send(request.body);
  });
}
