// Supabase Storage as the photo screens reach it, for tests: the bucket's objects in memory, supabase-js's
// `storage.from(bucket)` calls the screens make (createSignedUrls, remove, list) and the upload request they send
// themselves through XMLHttpRequest. Tests decide how each upload goes: completed at once (the default), held so
// they can report progress and finish or fail it, refused with a Storage error, or dropped as by a lost connection.

export interface StoredObject {
  bucket: string;
  path: string;
  size: number;
  contentType: string;
}

export interface StorageCall {
  operation: 'upload' | 'sign' | 'remove' | 'list';
  bucket: string;
  /** The object paths (sign, remove), the uploaded path, or the listed folder. */
  paths: string[];
  /** The upload's request headers, lower-cased names. */
  headers?: Record<string, string>;
  url?: string;
}

export interface StorageErrorReply {
  message: string;
  status: number;
  statusCode?: string;
}

/** How one upload goes: 'complete' at once, 'hold' until the test acts, a Storage refusal, or 'network' (never answered). */
export type UploadBehaviour = 'complete' | 'hold' | 'network' | { status: number; body: Record<string, unknown> };

export interface HeldUpload {
  path: string;
  size: number;
  /** Reports `fraction` (0–1) of the body as sent. */
  progress: (fraction: number) => void;
  complete: () => void;
  fail: (status: number, body: Record<string, unknown>) => void;
  drop: () => void;
}

interface XhrLike {
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  status: number;
  responseText: string;
}

const SIGNED_BASE = 'http://localhost:54321/storage/v1/object/sign';

export function createFakeStorage(initial: Array<Omit<StoredObject, 'bucket' | 'contentType'> & Partial<StoredObject>> = []) {
  const objects = new Map<string, StoredObject>();
  const calls: StorageCall[] = [];
  const held: HeldUpload[] = [];
  const key = (bucket: string, path: string) => `${bucket}/${path}`;
  for (const object of initial) {
    const stored = { bucket: 'property-photos', contentType: 'image/jpeg', ...object };
    objects.set(key(stored.bucket, stored.path), stored);
  }

  const state = {
    /** Decides each upload; by default every upload completes. */
    uploadBehaviour: (_path: string): UploadBehaviour => 'complete',
    /** Answers a supabase-js storage call first (a refusal); return undefined to let the bucket answer. */
    override: (_call: StorageCall): StorageErrorReply | undefined => undefined,
  };

  const bucketApi = (bucket: string) => ({
    async createSignedUrls(paths: string[], _expiresIn: number) {
      const call: StorageCall = { operation: 'sign', bucket, paths };
      calls.push(call);
      const refused = state.override(call);
      if (refused) return { data: null, error: refused };
      return {
        data: paths.map((path) =>
          objects.has(key(bucket, path))
            ? { path, signedUrl: `${SIGNED_BASE}/${bucket}/${path}?token=signed`, error: null }
            : { path, signedUrl: null, error: 'Either the object does not exist or you do not have access to it' },
        ),
        error: null,
      };
    },
    /** supabase-js's own upload (no progress): what a screen sends when it needs no progress bar. */
    async upload(path: string, body: Blob, options: { contentType?: string; upsert?: boolean } = {}) {
      const call: StorageCall = { operation: 'upload', bucket, paths: [path], headers: { 'content-type': options.contentType ?? '' } };
      calls.push(call);
      const refused = state.override(call);
      if (refused) return { data: null, error: refused };
      // supabase-js answers a request that never completed with an error of its own, without a status.
      if (state.uploadBehaviour(path) === 'network') return { data: null, error: { message: 'Failed to fetch', name: 'StorageUnknownError' } };
      if (!options.upsert && objects.has(key(bucket, path))) return { data: null, error: { message: 'The resource already exists', status: 409, statusCode: '409' } };
      objects.set(key(bucket, path), { bucket, path, size: body.size, contentType: options.contentType ?? '' });
      return { data: { path, fullPath: `${bucket}/${path}` }, error: null };
    },
    async remove(paths: string[]) {
      const call: StorageCall = { operation: 'remove', bucket, paths };
      calls.push(call);
      const refused = state.override(call);
      if (refused) return { data: null, error: refused };
      const removed = paths.filter((path) => objects.delete(key(bucket, path))).map((path) => ({ name: path }));
      return { data: removed, error: null };
    },
    async list(folder = '', options: { limit?: number; offset?: number } = {}) {
      const call: StorageCall = { operation: 'list', bucket, paths: [folder] };
      calls.push(call);
      const refused = state.override(call);
      if (refused) return { data: null, error: refused };
      const prefix = folder === '' ? '' : `${folder.replace(/\/+$/, '')}/`;
      const names = new Map<string, { name: string; id: string | null }>();
      for (const object of objects.values()) {
        if (object.bucket !== bucket || !object.path.startsWith(prefix)) continue;
        const rest = object.path.slice(prefix.length);
        const [first, ...deeper] = rest.split('/');
        // A deeper object shows as its folder, without id, as Storage lists folders.
        names.set(first!, deeper.length > 0 ? { name: first!, id: null } : { name: first!, id: `id-${object.path}` });
      }
      const entries = [...names.values()].sort((a, b) => a.name.localeCompare(b.name));
      const offset = options.offset ?? 0;
      return { data: entries.slice(offset, offset + (options.limit ?? 100)), error: null };
    },
  });

  /** What the browser's XMLHttpRequest does for the screens' uploads, answered by this bucket. */
  class FakeXMLHttpRequest implements XhrLike {
    upload: XhrLike['upload'] = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    status = 0;
    responseText = '';
    method = '';
    url = '';
    headers: Record<string, string> = {};
    done = false;

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name.toLowerCase()] = value;
    }
    abort() {
      if (this.done) return;
      this.done = true;
      const index = held.findIndex((upload) => upload.path === this.target().path);
      if (index >= 0) held.splice(index, 1);
      queueMicrotask(() => this.onabort?.());
    }
    target() {
      const match = /\/storage\/v1\/object\/([^/]+)\/(.+)$/.exec(new URL(this.url).pathname);
      return { bucket: decodeURIComponent(match?.[1] ?? ''), path: (match?.[2] ?? '').split('/').map(decodeURIComponent).join('/') };
    }
    send(body: Blob) {
      const { bucket, path } = this.target();
      calls.push({ operation: 'upload', bucket, paths: [path], headers: { ...this.headers }, url: `${this.method} ${this.url}` });
      const answer = (status: number, response: Record<string, unknown>) => {
        if (this.done) return;
        this.done = true;
        const index = held.findIndex((upload) => upload.path === path);
        if (index >= 0) held.splice(index, 1);
        this.status = status;
        this.responseText = JSON.stringify(response);
        this.onload?.();
      };
      const complete = () => {
        if (this.done) return;
        if (this.headers['x-upsert'] !== 'true' && objects.has(key(bucket, path))) {
          answer(400, { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' });
          return;
        }
        objects.set(key(bucket, path), { bucket, path, size: body.size, contentType: this.headers['content-type'] ?? '' });
        this.upload.onprogress?.({ loaded: body.size, total: body.size, lengthComputable: true });
        answer(200, { Key: `${bucket}/${path}`, Id: `id-${path}` });
      };
      const upload: HeldUpload = {
        path,
        size: body.size,
        progress: (fraction) => this.upload.onprogress?.({ loaded: Math.round(body.size * fraction), total: body.size, lengthComputable: true }),
        complete,
        fail: (status, response) => answer(status, response),
        drop: () => {
          if (this.done) return;
          this.done = true;
          const index = held.findIndex((item) => item.path === path);
          if (index >= 0) held.splice(index, 1);
          this.onerror?.();
        },
      };
      const behaviour = state.uploadBehaviour(path);
      if (behaviour === 'hold') held.push(upload);
      else if (behaviour === 'complete') queueMicrotask(complete);
      else if (behaviour === 'network') queueMicrotask(upload.drop);
      else queueMicrotask(() => upload.fail(behaviour.status, behaviour.body));
    }
  }

  return {
    /** `client.storage` of the fake Supabase client. */
    api: { from: bucketApi },
    objects,
    calls,
    /** Uploads held by a 'hold' behaviour, in the order they were sent. */
    held,
    state,
    XMLHttpRequest: FakeXMLHttpRequest,
    /** Paths stored in a bucket, sorted. */
    paths: (bucket = 'property-photos') => [...objects.values()].filter((object) => object.bucket === bucket).map((object) => object.path).sort(),
    /** Routes the browser's XMLHttpRequest to this bucket until the returned function is called. */
    installXhr() {
      const previous = globalThis.XMLHttpRequest;
      globalThis.XMLHttpRequest = FakeXMLHttpRequest as unknown as typeof XMLHttpRequest;
      return () => {
        globalThis.XMLHttpRequest = previous;
      };
    },
  };
}

export type FakeStorage = ReturnType<typeof createFakeStorage>;
