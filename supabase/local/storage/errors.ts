// Supabase Storage's error answers. The body carries the error's own status as a string
// (`statusCode: "404"`); the HTTP status is 400 for every client error and 500 for server errors,
// except where Storage sets another (database timeout 544, range 416, disabled feature 403, an unknown
// route 404). supabase-js reads both: `error.status` (HTTP) and `error.statusCode` (body).
import { isDatabaseError } from '../database.ts';
import { json, type ApiResponse } from '../http.ts';

export class StorageError extends Error {
  constructor(
    /** the status in the body */
    readonly statusCode: number,
    readonly code: string,
    message: string,
    /** the body's `error`; Storage falls back to the code */
    readonly error: string = code,
    /** the HTTP status, when Storage answers with something else than 400/500 */
    readonly httpStatus: number = statusCode >= 500 ? 500 : 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'StorageError';
  }

  response(): ApiResponse {
    return json(this.httpStatus, { statusCode: String(this.statusCode), code: this.code, error: this.error, message: this.message }, this.headers);
  }
}

export const STORAGE_ERRORS = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  /** the object's row exists but its file is gone */
  fileMissing: () =>
    new StorageError(404, 'NoSuchKey', 'The resource was not found', 'Not found', 400, { 'Cache-Control': 'no-store' }),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  resourceAlreadyExists: () => new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  entityTooLarge: () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size', 'Payload too large'),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  /** an upload whose bytes are not of the image type it declares */
  contentMismatch: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `The file's content is not ${mimeType}`, 'invalid_mime_type'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  invalidParameter: (name: string) => new StorageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidRange: () => new StorageError(400, 'InvalidRange', 'invalid range provided', 'invalid_range', 416),
  noContent: () => new StorageError(400, 'InvalidRequest', 'No content provided'),
  /** a request body that does not match the route's schema (Storage validates with JSON Schema) */
  validation: (message: string) => new StorageError(400, 'InvalidRequest', message, 'Bad Request'),
  relatedResourceNotFound: () => new StorageError(404, 'InvalidRequest', 'The related resource does not exist'),
  databaseTimeout: () => new StorageError(544, 'DatabaseTimeout', 'The connection to the database timed out', 'DatabaseTimeout', 544),
  database: (code: string) => new StorageError(500, 'DatabaseError', `database error, code: ${code}`),
  /** a feature a hosted project can have but this backend does not implement */
  notSupported: (feature: string) => new StorageError(409, 'NotSupported', `The feature ${feature} is not enabled for this resource`),
  /** what hosted answers on a plan without image transformations */
  featureNotEnabled: () =>
    new StorageError(403, 'FeatureNotEnabled', 'feature not enabled for this tenant', 'FeatureNotEnabled', 403),
  routeNotFound: (method: string, url: string) =>
    new StorageError(404, 'InvalidRequest', `Route ${method}:${url} not found`, 'Not Found', 404),
};

/** Storage's reading of a database error (row-level security, duplicates, timeouts…). */
export function storageErrorFromDatabase(error: unknown): StorageError | undefined {
  if (!isDatabaseError(error) || !error.code) return undefined;
  switch (error.code) {
    case '42501':
      return STORAGE_ERRORS.accessDenied(
        error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message,
      );
    case '23505':
      return STORAGE_ERRORS.resourceAlreadyExists();
    case '23503':
      return STORAGE_ERRORS.relatedResourceNotFound();
    case '22P02':
      return new StorageError(400, 'InvalidParameter', error.message || 'Invalid value format or type conversion failed');
    case '57014':
      return STORAGE_ERRORS.databaseTimeout();
    case 'P0001':
      // a rule of the project's own (a trigger on storage.objects): its message is for the client
      return new StorageError(400, 'InvalidRequest', error.message);
    default:
      // Input Postgres refuses as data (class 22: a NUL or half a surrogate pair in a name, a
      // bucket id or metadata; a value out of range) is the client's error.
      if (error.code.startsWith('22')) return new StorageError(400, 'InvalidParameter', 'Invalid value format or type conversion failed');
      return STORAGE_ERRORS.database(error.code);
  }
}
