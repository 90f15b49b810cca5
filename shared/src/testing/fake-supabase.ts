// A stand-in for the Supabase client in component tests: it records each request the screens make and
// answers with what the test's handler returns, so tests assert on calls and outcomes, not on mocks' internals.
//
// A test file routes the shared client here with:
//   jest.mock('@portal/shared/supabase', () => jest.requireActual('@portal/shared/testing/fake-supabase').fakeSupabaseModule);
// and hands its fake to the render helper (or calls setFakeSupabase) to decide what it answers.
// Storage is an in-memory fake of its own (fake-storage.ts), reachable as `fake.storage`.

import type { BusinessLimits } from '../domain/business-limits';
import { businessLimitRows } from './business-limits';
import { createFakeStorage, type FakeStorage } from './fake-storage';

export interface FakeRequest {
  table: string;
  operation: 'select' | 'insert' | 'update' | 'upsert' | 'delete' | 'rpc';
  values?: unknown;
  /** The write's options (upsert's onConflict), or an RPC's (`get: true` for a read sent as GET). */
  options?: Record<string, unknown>;
  /** `.order()` calls, in order: 'column.asc' / 'column.desc'. */
  order?: string[];
  /** The columns asked back (`.select('id')` after a write); '*' for a plain read. */
  columns?: string;
  /**
   * The filters by column: `eq` as `column`, `neq` as `column!`, `in` as `column` with an array,
   * ranges as `column>=`, `column>`, `column<=`, `column<`, `is` as `column is`.
   */
  filters: Record<string, unknown>;
  /** `.range(from, to)` or `.limit(n)` (as [0, n - 1]). */
  range?: [number, number];
  single?: 'single' | 'maybeSingle';
}

export interface FakeReply {
  data?: unknown;
  error?: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status?: number;
  count?: number | null;
}

/** Return a reply, or throw to act as a request that never completed (network failure). */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

export class FakeQuery implements PromiseLike<unknown> {
  readonly request: FakeRequest;

  constructor(
    table: string,
    readonly handler: FakeHandler,
    readonly log: FakeRequest[],
  ) {
    this.request = { table, operation: 'select', filters: {} };
  }

  select(columns = '*') {
    this.request.columns = columns;
    return this;
  }
  insert(values: unknown) {
    return this.write('insert', values);
  }
  update(values: unknown) {
    return this.write('update', values);
  }
  upsert(values: unknown, options?: Record<string, unknown>) {
    this.request.options = options;
    return this.write('upsert', values);
  }
  delete() {
    this.request.operation = 'delete';
    return this;
  }
  eq(column: string, value: unknown) {
    return this.filter(column, value);
  }
  neq(column: string, value: unknown) {
    return this.filter(`${column}!`, value);
  }
  in(column: string, values: unknown[]) {
    return this.filter(column, values);
  }
  gte(column: string, value: unknown) {
    return this.filter(`${column}>=`, value);
  }
  gt(column: string, value: unknown) {
    return this.filter(`${column}>`, value);
  }
  lte(column: string, value: unknown) {
    return this.filter(`${column}<=`, value);
  }
  lt(column: string, value: unknown) {
    return this.filter(`${column}<`, value);
  }
  is(column: string, value: unknown) {
    return this.filter(`${column} is`, value);
  }
  order(column: string, options: { ascending?: boolean } = {}) {
    (this.request.order ??= []).push(`${column}.${options.ascending === false ? 'desc' : 'asc'}`);
    return this;
  }
  limit(count: number) {
    this.request.range = [0, count - 1];
    return this;
  }
  range(from: number, to: number) {
    this.request.range = [from, to];
    return this;
  }
  single() {
    this.request.single = 'single';
    return this;
  }
  maybeSingle() {
    this.request.single = 'maybeSingle';
    return this;
  }

  write(operation: FakeRequest['operation'], values: unknown) {
    this.request.operation = operation;
    this.request.values = values;
    return this;
  }

  private filter(key: string, value: unknown) {
    this.request.filters[key] = value;
    return this;
  }

  then<A = unknown, B = never>(onFulfilled?: ((value: unknown) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): PromiseLike<A | B> {
    this.log.push(this.request);
    return Promise.resolve()
      .then(() => this.handler(this.request))
      .then((reply) => ({ data: reply.data ?? null, error: reply.error ?? null, count: reply.count ?? null, status: reply.status ?? (reply.error ? 400 : 200) }))
      .then(onFulfilled, onRejected);
  }
}

/** supabase-js's `functions.invoke`, as a test shapes it (a Jest mock fits). */
export type FakeInvoke = (name: string, options?: { body?: unknown }) => Promise<{ data: unknown; error: unknown }>;

export interface FakeSupabaseOptions {
  storage?: FakeStorage;
  signedIn?: boolean;
  invoke?: FakeInvoke;
  /** What public.business_limits holds: the spec's limits, with these changed. The handler is not asked. */
  businessLimits?: Partial<BusinessLimits>;
}

export interface FakeSupabase {
  client: {
    from: (table: string) => FakeQuery;
    rpc: (name: string, params?: unknown, options?: { get?: boolean }) => FakeQuery;
    storage: FakeStorage['api'];
    functions: { invoke: FakeInvoke };
    auth: { getSession: () => Promise<{ data: { session: { access_token: string } | null }; error: null }> };
  };
  /** Every request, in order. */
  requests: FakeRequest[];
  /** The writes the screen made, in order (reads left out). */
  writes: () => FakeRequest[];
  storage: FakeStorage;
  invoke: FakeInvoke;
}

/** The signed-in owner's access token, as the fake session hands it out. */
export const FAKE_ACCESS_TOKEN = 'access-token-u1';

export function createFakeSupabase(
  answer: FakeHandler,
  { storage = createFakeStorage(), signedIn = true, invoke = async () => ({ data: { success: true }, error: null }), businessLimits }: FakeSupabaseOptions = {},
): FakeSupabase {
  const requests: FakeRequest[] = [];
  // Every screen that words a limit reads the same table; the fake answers it as the database would.
  const handler: FakeHandler = (request) =>
    request.table === 'business_limits' && request.operation === 'select' ? { data: businessLimitRows(businessLimits) } : answer(request);
  const client = {
    from: (table: string) => new FakeQuery(table, handler, requests),
    rpc: (name: string, params?: unknown, options?: { get?: boolean }) => {
      const query = new FakeQuery(name, handler, requests);
      query.request.operation = 'rpc';
      query.request.values = params;
      if (options) query.request.options = { ...options };
      return query;
    },
    storage: storage.api,
    functions: { invoke },
    auth: { getSession: async () => ({ data: { session: signedIn ? { access_token: FAKE_ACCESS_TOKEN } : null }, error: null as null }) },
  };
  // An RPC sent as GET runs read-only (PostgREST refuses it for a volatile function): a read.
  const writes = () => requests.filter((request) => request.operation !== 'select' && !(request.operation === 'rpc' && request.options?.get === true));
  return { client, requests, writes, storage, invoke };
}

let active: FakeSupabase = createFakeSupabase(() => ({ data: null }));

/** Makes `fake` (or a fake answering with `handler`) the client every screen gets; returns it. */
export function setFakeSupabase(fakeOrHandler: FakeSupabase | FakeHandler): FakeSupabase {
  active = typeof fakeOrHandler === 'function' ? createFakeSupabase(fakeOrHandler) : fakeOrHandler;
  return active;
}

/** What `@portal/shared/supabase` is replaced with in component tests. */
export const fakeSupabaseModule = {
  getSupabase: () => Promise.resolve(active.client),
};

/** A request that never completed (offline): what supabase-js does is throw from fetch. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

/** A Response as supabase-js's FunctionsHttpError carries it in `context`. */
export function functionErrorResponse(status: number, body: unknown) {
  return { message: 'Edge Function returned a non-2xx status code', context: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }) };
}

export const SIGNED_IN_USER = { id: 'u1', email: 'ana@exemplo.com' } as const;

/** The store's session slice for a signed-in owner (preloaded state). */
export const SIGNED_IN = {
  session: { status: 'signedIn' as const, user: { ...SIGNED_IN_USER }, expiresAt: null, loggingOut: false, passwordRecovery: false },
};

export const SIGNED_OUT = {
  session: { status: 'signedOut' as const, user: null, expiresAt: null, loggingOut: false, passwordRecovery: false },
};
