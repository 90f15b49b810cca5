// The Storage API (/storage/v1): the object routes supabase-js's `storage.from(bucket)` calls, and
// reading buckets. Each database step runs as the caller — their API role and JWT claims for the
// transaction, as Supabase Storage sets them — so the policies on storage.objects decide; the
// service role bypasses them. Bucket lookups and reads through a signed or public URL run as the
// backend itself, as Storage's do. Bytes live in a FileStore under the backend's data directory.
// What differs from hosted Storage is listed in README.md beside this file.
import { createHash, randomUUID } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { JwtKeys } from '../auth/jwt.ts';
import type { Database, Queryable } from '../database.ts';
import { header, json, parseJsonBody, parseJsonText, type ApiRequest, type ApiResponse } from '../http.ts';
import { STORAGE_ERRORS, StorageError, storageErrorFromDatabase } from './errors.ts';
import type { FileStore } from './files.ts';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const BEARER = /^Bearer\s+/i;
// S3-safe characters, the only ones Storage accepts in an object key.
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SIGNED_URL_SCOPE = 'download';
const LIST_LIMIT_CAP = 1500;
// Storage's own cap on a signed URL's lifetime: an absolute expiry within int32 seconds.
const MAX_ABSOLUTE_EXPIRY = 2 ** 31 - 1;
const SORT_COLUMNS = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

/** Hosted's global upload limit on the Free plan (a bucket's own limit applies when lower). */
export const DEFAULT_GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024;

export interface StorageOptions {
  /** the largest upload any bucket accepts, in bytes */
  globalFileSizeLimit?: number;
}

interface Caller {
  /** whether a valid JWT came with the request */
  authenticated: boolean;
  role: string;
  claims: JWTPayload & { role: string };
}

interface Bucket {
  id: string;
  public: boolean;
  fileSizeLimit: number | null;
  allowedMimeTypes: string[] | null;
}

interface ObjectMetadata {
  eTag?: string;
  size?: number;
  mimetype?: string;
  cacheControl?: string;
  lastModified?: string;
  contentLength?: number;
  httpStatusCode?: number;
}

interface StoredObject {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: ObjectMetadata | null;
  user_metadata: Record<string, unknown> | null;
  created_at: unknown;
  updated_at: unknown;
}

interface Upload {
  body: Buffer;
  mimeType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  multipart: boolean;
}

const OBJECT_COLUMNS = 'id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at';

/** Whether a name is the placeholder the dashboard writes for an empty folder (no type, 0 bytes). */
function isEmptyFolder(name: string): boolean {
  return name.endsWith('.emptyFolderPlaceholder');
}

function mustBeValidKey(key: string): void {
  if (key.length === 0 || !VALID_KEY.test(key)) throw STORAGE_ERRORS.invalidKey(key);
}

/** Storage's mime check: type and subtype must match an allowed entry, `image/*` allows a whole type. */
function validateMimeType(mimeType: string, allowed: string[]): void {
  const [type, subtype, ...rest] = mimeType.split('/');
  if (subtype === undefined || rest.length > 0) throw STORAGE_ERRORS.invalidMimeType(mimeType);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw STORAGE_ERRORS.invalidMimeType(mimeType);
}

// What an HTTP header value may hold: a stored content type or cache-control goes back out as one.
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/** A value a client sends for a header Storage will serve later (cache-control, content type): refused if it could not be one. */
function headerValue(value: string, name: string): string {
  if (!HEADER_VALUE.test(value)) throw STORAGE_ERRORS.invalidParameter(name);
  return value;
}

/**
 * The first bytes each image type starts with. An upload declared as one of these types must be one:
 * the declared type is what the object is served as, and the bucket's allowed types mean nothing if
 * an HTML page can be stored as image/png.
 */
const IMAGE_SIGNATURES: Record<string, (body: Buffer) => boolean> = {
  'image/jpeg': (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  'image/png': (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  'image/gif': (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')),
  'image/webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  'image/heic': isHeif,
  'image/heif': isHeif,
  'image/avif': isHeif,
};

/** An ISO base media file (HEIC, HEIF, AVIF): an `ftyp` box first, with an image brand. */
function isHeif(b: Buffer): boolean {
  if (b.length < 12 || b.subarray(4, 8).toString('latin1') !== 'ftyp') return false;
  const brands = b.subarray(8, Math.min(b.length, b.readUInt32BE(0) || 32)).toString('latin1');
  return /heic|heix|hevc|hevx|heim|heis|hevm|hevs|mif1|msf1|avif|avis/.test(brands);
}

/** Refuses an upload whose bytes are not of the image type it declares. */
function mustMatchImageType(body: Buffer, mimeType: string): void {
  const type = mimeType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type.startsWith('image/') && body.length > 0) {
    const matches = IMAGE_SIGNATURES[type];
    if (!matches?.(body)) throw STORAGE_ERRORS.contentMismatch(type);
  }
}

function ownerOf(caller: Caller): { owner: string | null; ownerId: string | null } {
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw STORAGE_ERRORS.invalidKey(value);
  }
}

function jsonObject(request: ApiRequest): Record<string, unknown> {
  const parsed = parseJsonBody(request);
  if (!parsed.ok) throw STORAGE_ERRORS.validation(parsed.reason === 'syntax' ? 'Body is not valid JSON' : 'Body is not JSON Storage accepts (too deep, or a number out of range)');
  if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
    throw STORAGE_ERRORS.validation('body must be object');
  }
  return parsed.value as Record<string, unknown>;
}

function requiredString(body: Record<string, unknown>, name: string): string {
  const value = body[name];
  if (value === undefined) throw STORAGE_ERRORS.validation(`body must have required property '${name}'`);
  if (typeof value !== 'string') throw STORAGE_ERRORS.validation(`body/${name} must be string`);
  return value;
}

function optionalString(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw STORAGE_ERRORS.validation(`body/${name} must be string`);
  return value;
}

function integerField(body: Record<string, unknown>, name: string, minimum: number, required: boolean): number | undefined {
  const value = body[name];
  if (value === undefined || value === null) {
    if (required) throw STORAGE_ERRORS.validation(`body must have required property '${name}'`);
    return undefined;
  }
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number)) throw STORAGE_ERRORS.validation(`body/${name} must be integer`);
  if (number < minimum) throw STORAGE_ERRORS.validation(`body/${name} must be >= ${minimum}`);
  return number;
}

/** A signed URL's lifetime: whole seconds, at least one, ending before Storage's absolute limit. */
function expiresInSeconds(body: Record<string, unknown>): number {
  const value = integerField(body, 'expiresIn', 1, true) as number;
  const remaining = MAX_ABSOLUTE_EXPIRY - Math.floor(Date.now() / 1000);
  if (!Number.isSafeInteger(value) || value > remaining) throw STORAGE_ERRORS.invalidParameter('expiresIn');
  return value;
}

export class StorageService {
  private readonly globalLimit: number;

  constructor(
    private readonly db: Database,
    private readonly keys: JwtKeys,
    private readonly files: FileStore,
    options: StorageOptions = {},
  ) {
    this.globalLimit = options.globalFileSizeLimit ?? DEFAULT_GLOBAL_FILE_SIZE_LIMIT;
  }

  /** The largest request body the storage routes read (an upload, plus multipart framing). */
  get maxRequestBytes(): number {
    return this.globalLimit + 1024 * 1024;
  }

  /** The answer to an upload whose body the gateway stopped reading. */
  tooLarge(): ApiResponse {
    return STORAGE_ERRORS.entityTooLarge().response();
  }

  async handle(request: ApiRequest, path: string): Promise<ApiResponse> {
    try {
      return await this.route(request, path);
    } catch (error) {
      if (error instanceof StorageError) return error.response();
      const mapped = storageErrorFromDatabase(error);
      if (mapped) return mapped.response();
      throw error;
    }
  }

  private async route(request: ApiRequest, path: string): Promise<ApiResponse> {
    const method = request.method;
    const [area, ...rest] = path.split('/').slice(1);
    const notFound = (): StorageError => STORAGE_ERRORS.routeNotFound(method, `${path}${request.url.search}`);

    if (area === 'object') return this.objectRoute(request, rest, notFound);
    if (area === 'bucket') return this.bucketRoute(request, rest, notFound);
    if (area === 'render') throw STORAGE_ERRORS.featureNotEnabled();
    if (area === 'upload' && rest[0] === 'resumable') throw STORAGE_ERRORS.notSupported('resumable uploads (TUS)');
    if (area === 's3') throw STORAGE_ERRORS.notSupported('S3 protocol');
    if (area === 'cdn') throw STORAGE_ERRORS.notSupported('CDN cache purge');
    if (area === 'iceberg' || area === 'vector') throw STORAGE_ERRORS.notSupported(`${area} buckets`);
    throw notFound();
  }

  private async objectRoute(request: ApiRequest, rest: string[], notFound: () => StorageError): Promise<ApiResponse> {
    const method = request.method;
    const [first, second, ...tail] = rest;
    const nameFrom = (parts: string[]): string => decode(parts.join('/'));
    if (first === undefined || first === '') throw notFound();

    if (method === 'POST' && first === 'list' && second !== undefined && tail.length === 0) return this.list(request, decode(second));
    if (method === 'POST' && first === 'list-v2') throw STORAGE_ERRORS.notSupported('list-v2');
    if (method === 'POST' && first === 'move' && second === undefined) return this.move(request);
    if (method === 'POST' && first === 'copy' && second === undefined) return this.copy(request);
    if (first === 'upload' && second === 'sign') throw STORAGE_ERRORS.notSupported('signed upload URLs');
    if (first === 'sign' && second !== undefined) {
      if (method === 'POST' && tail.length === 0) return this.signMany(request, decode(second));
      if (method === 'POST') return this.signOne(request, decode(second), nameFrom(tail));
      if (method === 'GET' && tail.length > 0) return this.signedObject(request, decode(second), nameFrom(tail));
      throw notFound();
    }
    if ((first === 'public' || first === 'authenticated') && second !== undefined && tail.length > 0) {
      if (method === 'GET' || method === 'HEAD') {
        return this.read(request, decode(second), nameFrom(tail), first, method === 'HEAD' ? 'head' : 'body');
      }
      throw notFound();
    }
    if (first === 'info' && second !== undefined) {
      if (method !== 'GET') throw notFound();
      if ((second === 'public' || second === 'authenticated') && tail.length > 1) {
        return this.read(request, decode(tail[0] as string), nameFrom(tail.slice(1)), second, 'info');
      }
      if (tail.length > 0) return this.read(request, decode(second), nameFrom(tail), 'optional', 'info');
      throw notFound();
    }

    const bucket = decode(first);
    if (second === undefined) {
      if (method === 'DELETE') return this.removeMany(request, bucket);
      throw notFound();
    }
    const name = nameFrom([second, ...tail]);
    if (method === 'POST') return this.upload(request, bucket, name, header(request, 'x-upsert') === 'true', 'storage.object.upload');
    if (method === 'PUT') return this.upload(request, bucket, name, true, 'storage.object.upload_update');
    if (method === 'GET') return this.read(request, bucket, name, 'optional', 'body');
    if (method === 'HEAD') return this.read(request, bucket, name, 'optional', 'head');
    if (method === 'DELETE') return this.removeOne(request, bucket, name);
    throw notFound();
  }

  private async bucketRoute(request: ApiRequest, rest: string[], notFound: () => StorageError): Promise<ApiResponse> {
    if (request.method !== 'GET') throw STORAGE_ERRORS.notSupported('bucket management (buckets are created by migrations)');
    if (rest.length > 1) throw notFound();
    const caller = await this.caller(request, false);
    const id = rest[0] ? decode(rest[0]) : undefined;
    const rows = await this.asCaller(caller, id ? 'storage.bucket.get' : 'storage.bucket.list', (tx) =>
      tx.query(
        `select id, name, owner, public, type, file_size_limit::text as file_size_limit, allowed_mime_types, created_at, updated_at
         from storage.buckets ${id ? 'where id = $1' : 'order by name'}`,
        id ? [id] : [],
      ),
    );
    const buckets = rows.map((r) => ({ ...r, file_size_limit: r.file_size_limit === null ? null : Number(r.file_size_limit) }));
    if (!id) return json(200, buckets);
    if (buckets.length === 0) throw STORAGE_ERRORS.noSuchBucket();
    return json(200, buckets[0]);
  }

  // ------------------------------------------------------------------------------------------
  // who is asking

  /**
   * The caller behind the Authorization header. Routes that serve public buckets too take a missing
   * or invalid token as an anonymous, unauthenticated request; the others refuse it.
   */
  private async caller(request: ApiRequest, allowInvalid: boolean): Promise<Caller> {
    const token = (header(request, 'authorization') ?? '').replace(BEARER, '');
    const anonymous: Caller = { authenticated: false, role: 'anon', claims: { role: 'anon' } };
    if (!token && allowInvalid) return anonymous;
    const verified = await this.keys.verifyPayload(token);
    if (!verified.ok) {
      if (allowInvalid) return anonymous;
      throw STORAGE_ERRORS.accessDenied(verified.message);
    }
    const role = verified.payload.role;
    if (typeof role !== 'string' || !API_ROLES.has(role)) throw STORAGE_ERRORS.accessDenied('Access denied: Invalid role');
    return { authenticated: true, role, claims: { ...verified.payload, role } };
  }

  /** Switches the transaction to the caller, as Storage's request scope does. */
  private async become(tx: Queryable, caller: Caller, operation: string): Promise<void> {
    await tx.query(
      `select set_config('role', $1, true), set_config('request.jwt.claim.role', $1, true),
              set_config('request.jwt.claim.sub', $2, true), set_config('request.jwt.claims', $3, true),
              set_config('storage.operation', $4, true), set_config('storage.allow_delete_query', 'true', true),
              set_config('statement_timeout', '20s', true)`,
      [caller.role, typeof caller.claims.sub === 'string' ? caller.claims.sub : '', JSON.stringify(caller.claims), operation],
    );
  }

  private asCaller<T>(caller: Caller, operation: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await this.become(tx, caller, operation);
      return fn(tx);
    });
  }

  private async bucket(id: string): Promise<Bucket | null> {
    const [row] = await this.db.query<{ id: string; public: boolean | null; file_size_limit: string | null; allowed_mime_types: string[] | null }>(
      'select id, public, file_size_limit::text as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    );
    if (!row) return null;
    return {
      id: row.id,
      public: row.public === true,
      fileSizeLimit: row.file_size_limit === null ? null : Number(row.file_size_limit),
      allowedMimeTypes: row.allowed_mime_types,
    };
  }

  private async findObject(q: Queryable, bucket: string, name: string): Promise<StoredObject> {
    const [row] = await q.query<StoredObject & Record<string, unknown>>(
      `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2 limit 1`,
      [bucket, name],
    );
    if (!row) throw STORAGE_ERRORS.noSuchKey();
    return row;
  }

  // ------------------------------------------------------------------------------------------
  // upload and update

  private async readUpload(request: ApiRequest): Promise<Upload> {
    const contentType = header(request, 'content-type') ?? '';
    if (contentType.toLowerCase().startsWith('multipart/form-data')) {
      let form: FormData;
      try {
        form = await new Response(request.body, { headers: { 'content-type': contentType } }).formData();
      } catch {
        throw STORAGE_ERRORS.noContent();
      }
      let file: File | undefined;
      for (const value of form.values()) {
        if (typeof value !== 'string') {
          file = value;
          break;
        }
      }
      if (!file) throw STORAGE_ERRORS.noContent();
      const field = (name: string): string | undefined => {
        const value = form.get(name);
        return typeof value === 'string' ? value : undefined;
      };
      const cacheTime = field('cacheControl');
      const metadata = field('metadata') ?? field('userMetadata');
      return {
        body: Buffer.from(await file.arrayBuffer()),
        // A part without a type is text, as multipart/form-data defines.
        mimeType: headerValue(field('contentType') || file.type || 'text/plain', 'contentType'),
        cacheControl: cacheTime ? headerValue(`max-age=${cacheTime}`, 'cacheControl') : 'no-cache',
        userMetadata: parseMetadata(metadata),
        multipart: true,
      };
    }
    const encoded = header(request, 'x-metadata');
    let userMetadata: Record<string, unknown> | null = null;
    if (encoded) userMetadata = parseMetadata(Buffer.from(encoded, 'base64').toString('utf8'));
    return {
      body: request.body,
      mimeType: contentType || 'application/octet-stream',
      cacheControl: header(request, 'cache-control') ?? 'no-cache',
      userMetadata,
      multipart: false,
    };
  }

  /**
   * Storage's order: the bucket, the type and (for a raw body) the size, the key, then the caller's
   * right to write the row, then (for a form) the size of what arrived.
   */
  private async upload(request: ApiRequest, bucketId: string, name: string, upsert: boolean, operation: string): Promise<ApiResponse> {
    const caller = await this.caller(request, false);
    const bucket = await this.bucket(bucketId);
    if (!bucket) throw STORAGE_ERRORS.noSuchBucket();
    const file = await this.readUpload(request);
    const maxSize = isEmptyFolder(name) ? 0 : Math.min(bucket.fileSizeLimit ?? this.globalLimit, this.globalLimit);
    if (bucket.allowedMimeTypes && bucket.allowedMimeTypes.length > 0 && !isEmptyFolder(name)) {
      validateMimeType(file.mimeType, bucket.allowedMimeTypes);
    }
    if (!file.multipart && file.body.length > maxSize) throw STORAGE_ERRORS.entityTooLarge();
    mustBeValidKey(name);
    mustMatchImageType(file.body, file.mimeType);

    const version = randomUUID();
    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(file.body).digest('hex')}"`,
      size: file.body.length,
      mimetype: file.mimeType,
      cacheControl: file.cacheControl,
      lastModified: new Date().toISOString(),
      contentLength: file.body.length,
      httpStatusCode: 200,
    };
    const { owner, ownerId } = ownerOf(caller);
    const progress = { written: false };
    let stored: { id: string; previous: string | null };
    try {
      stored = await this.db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtextextended($1::text, 0))', [`storage:${bucketId}/${name}`]);
        const [existing] = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2 for update',
          [bucketId, name],
        );
        await this.become(tx, caller, operation);
        const values = [bucketId, name, owner, ownerId, JSON.stringify(metadata), file.userMetadata ? JSON.stringify(file.userMetadata) : null, version];
        let rows: { id: string }[];
        try {
          rows = await tx.query<{ id: string }>(
            `insert into storage.objects (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)
             ${upsert ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
               metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version` : ''}
             returning id`,
            values,
          );
        } catch (error) {
          if (!upsert && storageErrorFromDatabase(error)?.code === 'ResourceAlreadyExists') throw STORAGE_ERRORS.keyAlreadyExists();
          throw error;
        }
        if (file.multipart && file.body.length > maxSize) throw STORAGE_ERRORS.entityTooLarge();
        await this.files.write(file.body, version);
        progress.written = true;
        return { id: (rows[0] as { id: string }).id, previous: existing?.version ?? null };
      });
    } catch (error) {
      if (progress.written) await this.files.remove([version]);
      throw error;
    }
    await this.files.remove([stored.previous]);
    return json(200, { Id: stored.id, Key: `${bucketId}/${name}` });
  }

  // ------------------------------------------------------------------------------------------
  // reading

  /**
   * GET/HEAD/info of an object. 'public' serves public buckets to anyone; 'authenticated' needs a
   * valid JWT; 'optional' (the plain /object/{bucket} routes) treats a missing or bad one as anon,
   * which reaches public buckets only. A private bucket's objects are read as the caller.
   */
  private async read(
    request: ApiRequest,
    bucketId: string,
    name: string,
    access: 'public' | 'authenticated' | 'optional',
    mode: 'body' | 'head' | 'info',
  ): Promise<ApiResponse> {
    const caller = access === 'public' ? null : await this.caller(request, access === 'optional');
    const bucket = await this.bucket(bucketId);
    if (!bucket || (!bucket.public && (access === 'public' || !caller?.authenticated))) throw STORAGE_ERRORS.noSuchBucket();
    const operation = mode === 'body' ? (access === 'public' ? 'storage.object.get_public' : 'storage.object.get_authenticated') : 'object.get_authenticated_info';
    const object = bucket.public || !caller
      ? await this.findObject(this.db, bucketId, name)
      : await this.asCaller(caller, operation, (tx) => this.findObject(tx, bucketId, name));
    if (mode === 'info') return this.info(object);
    return this.serve(request, object, { head: mode === 'head', download: request.url.searchParams.get('download') });
  }

  private info(object: StoredObject): ApiResponse {
    const metadata = object.metadata ?? {};
    return json(
      200,
      {
        id: object.id,
        name: object.name,
        version: object.version,
        bucket_id: object.bucket_id,
        size: metadata.size ?? null,
        content_type: metadata.mimetype ?? null,
        cache_control: metadata.cacheControl ?? null,
        etag: metadata.eTag ?? null,
        metadata: object.user_metadata,
        last_modified: object.updated_at,
        created_at: object.created_at,
      },
      {
        ...(metadata.eTag ? { ETag: metadata.eTag } : {}),
        ...(metadata.cacheControl ? { 'Cache-Control': metadata.cacheControl } : {}),
      },
    );
  }

  /** The bytes with Storage's headers; conditional (If-None-Match) and single-range requests. */
  private async serve(
    request: ApiRequest,
    object: StoredObject,
    options: { head: boolean; download: string | null; expires?: string },
  ): Promise<ApiResponse> {
    const metadata = object.metadata ?? {};
    const body = object.version && !options.head ? await this.files.read(object.version) : null;
    if (!options.head && !body) throw STORAGE_ERRORS.fileMissing();
    const size = body?.length ?? metadata.size ?? 0;
    const mimetype = metadata.mimetype && HEADER_VALUE.test(metadata.mimetype) ? metadata.mimetype : 'application/octet-stream';
    if (metadata.cacheControl && !HEADER_VALUE.test(metadata.cacheControl)) delete metadata.cacheControl;
    const headers: Record<string, string> = {
      'Accept-Ranges': 'bytes',
      // Storage never serves HTML as such from a bucket.
      'Content-Type': mimetype.includes('text/html') ? 'text/plain' : mimetype,
      'X-Robots-Tag': 'none',
      ...(metadata.eTag ? { ETag: metadata.eTag } : {}),
    };
    if (metadata.lastModified) {
      const lastModified = new Date(metadata.lastModified);
      if (!Number.isNaN(lastModified.getTime())) headers['Last-Modified'] = lastModified.toUTCString();
    }
    if (options.expires) headers.Expires = options.expires;
    else if (metadata.cacheControl) headers['Cache-Control'] = metadata.cacheControl;
    if (options.download !== null) {
      const fileName = encodeURIComponent(options.download);
      headers['Content-Disposition'] = options.download === '' ? 'attachment;' : `attachment; filename=${fileName}; filename*=UTF-8''${fileName}`;
    }
    const ifNoneMatch = header(request, 'if-none-match');
    if (ifNoneMatch && metadata.eTag && ifNoneMatch === metadata.eTag) return { status: 304, headers };

    const range = header(request, 'range');
    if (range && body) {
      const match = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
      if (!match || (match[1] === '' && match[2] === '')) throw STORAGE_ERRORS.invalidRange();
      let start: number;
      let end: number;
      if (match[1] === '') {
        start = Math.max(0, size - Number(match[2]));
        end = size - 1;
      } else {
        start = Number(match[1]);
        end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
      }
      if (start > end || start >= size) throw STORAGE_ERRORS.invalidRange();
      headers['Content-Range'] = `bytes ${start}-${end}/${size}`;
      headers['Content-Length'] = String(end - start + 1);
      return { status: 206, headers, body: body.subarray(start, end + 1) };
    }
    headers['Content-Length'] = String(size);
    return { status: 200, headers, ...(body ? { body } : {}) };
  }

  // ------------------------------------------------------------------------------------------
  // listing

  /**
   * One level under a prefix, as Storage's search: folders (no id) and files, names relative to the
   * prefix; `search` narrows to names starting with it (case-insensitive). Sorted by name folders
   * and files interleave; by another column folders come first. Only rows the caller may select.
   */
  private async list(request: ApiRequest, bucketId: string): Promise<ApiResponse> {
    const caller = await this.caller(request, false);
    const body = jsonObject(request);
    let prefix = requiredString(body, 'prefix');
    const limit = Math.min(integerField(body, 'limit', 1, false) ?? 100, LIST_LIMIT_CAP);
    const offset = integerField(body, 'offset', 0, false) ?? 0;
    const search = optionalString(body, 'search') ?? '';
    const sortBy = body.sortBy as { column?: unknown; order?: unknown } | undefined;
    if (sortBy !== undefined && (typeof sortBy !== 'object' || sortBy === null)) throw STORAGE_ERRORS.validation('body/sortBy must be object');
    const column = sortBy?.column ?? 'name';
    const order = sortBy?.order ?? 'asc';
    if (typeof column !== 'string' || !SORT_COLUMNS.has(column)) throw STORAGE_ERRORS.validation('body/sortBy/column must be equal to one of the allowed values');
    if (order !== 'asc' && order !== 'desc') throw STORAGE_ERRORS.validation('body/sortBy/order must be equal to one of the allowed values');
    if (prefix.length > 0 && !prefix.endsWith('/')) prefix = `${prefix}/`;

    const direction = order === 'desc' ? 'desc' : 'asc';
    const orderBy = column === 'name'
      ? `lower(e.name) collate "C" ${direction}, e.name collate "C" ${direction}`
      : `e.is_folder desc, case when e.is_folder then lower(e.name) end collate "C" ${direction}, e.${column} ${direction}, e.name collate "C"`;
    const rows = await this.asCaller(caller, 'storage.object.list', (tx) =>
      tx.query(
        `with candidates as (
           select o.*, substr(o.name, length($2::text) + 1) as rest
           from storage.objects o
           where o.bucket_id = $1 and starts_with(lower(o.name), lower($2::text || $3::text))
         ), entries as (
           select split_part(c.rest, '/', 1) as name, null::uuid as id, null::timestamptz as updated_at,
                  null::timestamptz as created_at, null::timestamptz as last_accessed_at, null::jsonb as metadata, true as is_folder
           from candidates c where strpos(c.rest, '/') > 0
           group by split_part(c.rest, '/', 1)
           union all
           select c.rest, c.id, c.updated_at, c.created_at, c.last_accessed_at, c.metadata, false
           from candidates c where strpos(c.rest, '/') = 0
         )
         select e.name, e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
         from entries e order by ${orderBy} limit $4::int offset $5::int`,
        [bucketId, prefix, search, String(limit), String(offset)],
      ),
    );
    return json(200, rows);
  }

  // ------------------------------------------------------------------------------------------
  // removing, moving, copying

  /** DELETE /object/{bucket} with `prefixes` (full names): the rows the caller may delete go, with their files. */
  private async removeMany(request: ApiRequest, bucketId: string): Promise<ApiResponse> {
    const caller = await this.caller(request, false);
    const body = jsonObject(request);
    const prefixes = body.prefixes;
    if (prefixes === undefined) throw STORAGE_ERRORS.validation("body must have required property 'prefixes'");
    if (!Array.isArray(prefixes) || prefixes.some((p) => typeof p !== 'string')) throw STORAGE_ERRORS.validation('body/prefixes must be array');
    if (prefixes.length === 0) throw STORAGE_ERRORS.validation('body/prefixes must NOT have fewer than 1 items');
    const deleted = await this.asCaller(caller, 'storage.object.delete_many', (tx) =>
      tx.query<{ object: Record<string, unknown> }>(
        'delete from storage.objects o where o.bucket_id = $1 and o.name = any($2::text[]) returning to_jsonb(o.*) as object',
        [bucketId, `{${(prefixes as string[]).map(arrayLiteralItem).join(',')}}`],
      ),
    );
    const objects = deleted.map((r) => r.object);
    await this.files.remove(objects.map((o) => o.version as string | null));
    return json(200, objects);
  }

  /** DELETE /object/{bucket}/{name}: one object; an object the caller may not delete is "Access denied". */
  private async removeOne(request: ApiRequest, bucketId: string, name: string): Promise<ApiResponse> {
    const caller = await this.caller(request, false);
    const version = await this.db.transaction(async (tx) => {
      const [existing] = await tx.query<{ version: string | null }>(
        'select version from storage.objects where bucket_id = $1 and name = $2 for update',
        [bucketId, name],
      );
      if (!existing) throw STORAGE_ERRORS.noSuchKey();
      await this.become(tx, caller, 'storage.object.delete');
      const rows = await tx.query('delete from storage.objects where bucket_id = $1 and name = $2 returning id', [bucketId, name]);
      if (rows.length === 0) throw STORAGE_ERRORS.accessDenied('Access denied');
      return existing.version;
    });
    await this.files.remove([version]);
    return json(200, { message: 'Successfully deleted' });
  }

  private moveOrCopyBody(request: ApiRequest): { bucketId: string; sourceKey: string; destinationKey: string; destinationBucket: string; body: Record<string, unknown> } {
    const body = jsonObject(request);
    const bucketId = requiredString(body, 'bucketId');
    const sourceKey = requiredString(body, 'sourceKey');
    const destinationKey = requiredString(body, 'destinationKey');
    const destinationBucket = optionalString(body, 'destinationBucket') || bucketId;
    return { bucketId, sourceKey, destinationKey, destinationBucket, body };
  }

  /** The caller must see the source and be allowed to rename it (UPDATE) to the destination. */
  private async move(request: ApiRequest): Promise<ApiResponse> {
    const caller = await this.caller(request, false);
    const { bucketId, sourceKey, destinationKey, destinationBucket } = this.moveOrCopyBody(request);
    mustBeValidKey(destinationKey);
    const { owner, ownerId } = ownerOf(caller);
    const created: { version: string | null } = { version: null };
    let moved: { id: string; old: string | null };
    try {
      moved = await this.db.transaction(async (tx) => {
        await this.become(tx, caller, 'storage.object.move');
        const source = await this.findObject(tx, bucketId, sourceKey);
        if (bucketId === destinationBucket && sourceKey === destinationKey) return { id: source.id, old: null };
        created.version = source.version ? await this.files.duplicate(source.version) : null;
        const rows = await tx.query<{ id: string }>(
          `update storage.objects set name = $3, bucket_id = $4, version = $5, owner = $6::uuid, owner_id = $7
           where bucket_id = $1 and name = $2 returning id`,
          [bucketId, sourceKey, destinationKey, destinationBucket, created.version, owner, ownerId],
        );
        if (rows.length === 0) throw STORAGE_ERRORS.noSuchKey();
        return { id: (rows[0] as { id: string }).id, old: source.version };
      });
    } catch (error) {
      await this.files.remove([created.version]);
      throw error;
    }
    await this.files.remove([moved.old]);
    return json(200, { message: 'Successfully moved', Id: moved.id, Key: destinationKey });
  }

  /** The caller must see the source and be allowed to insert the destination (or upsert it with x-upsert). */
  private async copy(request: ApiRequest): Promise<ApiResponse> {
    const caller = await this.caller(request, false);
    const { bucketId, sourceKey, destinationKey, destinationBucket, body } = this.moveOrCopyBody(request);
    mustBeValidKey(destinationKey);
    const upsert = header(request, 'x-upsert') === 'true';
    const copyMetadata = body.copyMetadata !== false;
    const encoded = header(request, 'x-metadata');
    const { owner, ownerId } = ownerOf(caller);
    const created: { version: string | null } = { version: null };
    let copied: { row: Record<string, unknown>; previous: string | null };
    try {
      copied = await this.db.transaction(async (tx) => {
        await tx.query('select pg_advisory_xact_lock(hashtextextended($1::text, 0))', [`storage:${destinationBucket}/${destinationKey}`]);
        const [existing] = await tx.query<{ version: string | null }>(
          'select version from storage.objects where bucket_id = $1 and name = $2 for update',
          [destinationBucket, destinationKey],
        );
        await this.become(tx, caller, 'storage.object.copy');
        const source = await this.findObject(tx, bucketId, sourceKey);
        const metadata = { ...(source.metadata ?? {}) };
        const overrides = body.metadata as { cacheControl?: unknown; mimetype?: unknown } | undefined;
        if (!copyMetadata && overrides && typeof overrides === 'object') {
          if (typeof overrides.cacheControl === 'string') metadata.cacheControl = overrides.cacheControl;
          if (typeof overrides.mimetype === 'string') metadata.mimetype = overrides.mimetype;
        }
        const userMetadata = copyMetadata ? source.user_metadata : encoded ? parseMetadata(Buffer.from(encoded, 'base64').toString('utf8')) : null;
        created.version = source.version ? await this.files.duplicate(source.version) : null;
        try {
          const [inserted] = await tx.query<{ object: Record<string, unknown> }>(
            `insert into storage.objects as o (bucket_id, name, owner, owner_id, metadata, user_metadata, version)
             values ($1, $2, $3::uuid, $4, $5::jsonb, $6::jsonb, $7)
             ${upsert ? `on conflict (bucket_id, name) do update set owner = excluded.owner, owner_id = excluded.owner_id,
               metadata = excluded.metadata, user_metadata = excluded.user_metadata, version = excluded.version` : ''}
             returning jsonb_build_object('id', o.id, 'bucket_id', o.bucket_id, 'name', o.name, 'owner', o.owner, 'owner_id', o.owner_id,
               'version', o.version, 'metadata', o.metadata, 'user_metadata', o.user_metadata,
               'created_at', o.created_at, 'updated_at', o.updated_at, 'last_accessed_at', o.last_accessed_at) as object`,
            [destinationBucket, destinationKey, owner, ownerId, JSON.stringify(metadata), userMetadata ? JSON.stringify(userMetadata) : null, created.version],
          );
          return { row: (inserted as { object: Record<string, unknown> }).object, previous: existing?.version ?? null };
        } catch (error) {
          if (!upsert && storageErrorFromDatabase(error)?.code === 'ResourceAlreadyExists') throw STORAGE_ERRORS.keyAlreadyExists();
          throw error;
        }
      });
    } catch (error) {
      await this.files.remove([created.version]);
      throw error;
    }
    await this.files.remove([copied.previous]);
    return json(200, { Id: copied.row.id, Key: `${destinationBucket}/${destinationKey}`, ...copied.row });
  }

  // ------------------------------------------------------------------------------------------
  // signed URLs

  private async signOne(request: ApiRequest, bucketId: string, name: string): Promise<ApiResponse> {
    const caller = await this.caller(request, false);
    const body = jsonObject(request);
    const expiresIn = expiresInSeconds(body);
    await this.asCaller(caller, 'storage.object.sign', (tx) => this.findObject(tx, bucketId, name));
    const url = `${bucketId}/${name}`;
    const token = await this.keys.signPayload({ url, scope: SIGNED_URL_SCOPE }, expiresIn);
    return json(200, { signedURL: `/object/sign/${url}?token=${token}` });
  }

  private async signMany(request: ApiRequest, bucketId: string): Promise<ApiResponse> {
    const caller = await this.caller(request, false);
    const body = jsonObject(request);
    const expiresIn = expiresInSeconds(body);
    const paths = body.paths;
    if (paths === undefined) throw STORAGE_ERRORS.validation("body must have required property 'paths'");
    if (!Array.isArray(paths) || paths.some((p) => typeof p !== 'string')) throw STORAGE_ERRORS.validation('body/paths must be array');
    if (paths.length === 0) throw STORAGE_ERRORS.validation('body/paths must NOT have fewer than 1 items');
    const found = await this.asCaller(caller, 'storage.object.sign_many', (tx) =>
      tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
        bucketId,
        `{${(paths as string[]).map(arrayLiteralItem).join(',')}}`,
      ]),
    );
    const visible = new Set(found.map((r) => r.name));
    const results = await Promise.all(
      (paths as string[]).map(async (path) => {
        if (!visible.has(path)) {
          return { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null };
        }
        const url = `${bucketId}/${path}`;
        const token = await this.keys.signPayload({ url, scope: SIGNED_URL_SCOPE }, expiresIn);
        return { error: null, path, signedURL: `/object/sign/${url}?token=${token}` };
      }),
    );
    return json(200, results);
  }

  /** GET through a signed URL: the token names the object and the time it stops working; no JWT needed. */
  private async signedObject(request: ApiRequest, bucketId: string, name: string): Promise<ApiResponse> {
    const token = request.url.searchParams.get('token');
    if (!token) throw STORAGE_ERRORS.validation("querystring must have required property 'token'");
    const verified = await this.keys.verifyPayload(token);
    if (!verified.ok) throw STORAGE_ERRORS.invalidJwt(verified.message);
    const payload = verified.payload as JWTPayload & { url?: unknown; scope?: unknown };
    if (!(payload.scope === SIGNED_URL_SCOPE || (payload.scope === undefined && !('upsert' in payload)))) {
      throw STORAGE_ERRORS.invalidSignature(`Token is not scoped for ${SIGNED_URL_SCOPE}`);
    }
    if (payload.url !== `${bucketId}/${name}`) throw STORAGE_ERRORS.invalidSignature();
    if (typeof payload.exp !== 'number' || payload.exp * 1000 < Date.now()) {
      throw new StorageError(400, 'ExpiredToken', 'The provided token has expired.');
    }
    const object = await this.findObject(this.db, bucketId, name);
    return this.serve(request, object, {
      head: false,
      download: request.url.searchParams.get('download'),
      expires: new Date(payload.exp * 1000).toUTCString(),
    });
  }
}

/** An element of a text[] literal: quoted, with backslashes and quotes escaped. */
function arrayLiteralItem(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** User metadata (x-metadata, a form's metadata field): a JSON object, or null for anything else. */
function parseMetadata(text: string | undefined): Record<string, unknown> | null {
  if (!text) return null;
  const parsed = parseJsonText(text);
  if (!parsed.ok) return null;
  const value = parsed.value;
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}
