// A stand-in for the Supabase client in component tests: it records each request the screens make and
// answers with what the test's handler returns, so tests assert on calls and outcomes, not on mocks' internals.

export interface FakeRequest {
  table: string;
  operation: 'select' | 'insert' | 'update' | 'upsert' | 'delete' | 'rpc';
  values?: unknown;
  options?: unknown;
  filters: Record<string, unknown>;
  single?: 'single' | 'maybeSingle';
}

export interface FakeReply {
  data?: unknown;
  error?: { message: string; code?: string } | null;
  status?: number;
}

/** Return a reply, or throw to act as a request that never completed (network failure). */
export type FakeHandler = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

class FakeQuery implements PromiseLike<unknown> {
  readonly request: FakeRequest;

  constructor(
    table: string,
    private readonly handler: FakeHandler,
    private readonly log: FakeRequest[],
  ) {
    this.request = { table, operation: 'select', filters: {} };
  }

  select() {
    return this;
  }
  insert(values: unknown) {
    return this.write('insert', values);
  }
  update(values: unknown) {
    return this.write('update', values);
  }
  upsert(values: unknown, options?: unknown) {
    this.request.options = options;
    return this.write('upsert', values);
  }
  delete() {
    this.request.operation = 'delete';
    return this;
  }
  eq(column: string, value: unknown) {
    this.request.filters[column] = value;
    return this;
  }
  order() {
    return this;
  }
  limit() {
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

  private write(operation: FakeRequest['operation'], values: unknown) {
    this.request.operation = operation;
    this.request.values = values;
    return this;
  }

  then<A = unknown, B = never>(onFulfilled?: ((value: unknown) => A | PromiseLike<A>) | null, onRejected?: ((reason: unknown) => B | PromiseLike<B>) | null): PromiseLike<A | B> {
    this.log.push(this.request);
    return Promise.resolve()
      .then(() => this.handler(this.request))
      .then((reply) => ({ data: reply.data ?? null, error: reply.error ?? null, status: reply.status ?? (reply.error ? 400 : 200) }))
      .then(onFulfilled, onRejected);
  }
}

export function createFakeSupabase(handler: FakeHandler) {
  const requests: FakeRequest[] = [];
  const invoke = jest.fn<Promise<{ data: unknown; error: unknown }>, [string, { body?: unknown }?]>(async () => ({ data: { success: true }, error: null }));
  const client = {
    from: (table: string) => new FakeQuery(table, handler, requests),
    rpc: (name: string, params: unknown) => {
      const query = new FakeQuery(name, handler, requests);
      query.request.operation = 'rpc';
      query.request.values = params;
      return query;
    },
    functions: { invoke },
  };
  return { client, requests, invoke };
}

/** A Response as supabase-js's FunctionsHttpError carries it in `context`. */
export function functionErrorResponse(status: number, body: unknown) {
  return { message: 'Edge Function returned a non-2xx status code', context: new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }) };
}

export const SIGNED_IN = {
  session: { status: 'signedIn' as const, user: { id: 'u1', email: 'ana@exemplo.com' }, expiresAt: null, loggingOut: false, passwordRecovery: false },
};
