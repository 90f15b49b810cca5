// A stand-in for the Supabase client in component tests: it records each request the screens make and
// answers with what the test's handler returns, so tests assert on calls and outcomes, not on mocks' internals.
//
// A test file routes the shared client here with:
//   jest.mock('@portal/shared/supabase', () => jest.requireActual('../testing/fake-supabase').fakeSupabaseModule);
// and renderPhotos(ui, { supabase }) (or setFakeSupabase) decides what it answers.

export interface FakeRequest {
  table: string;
  operation: 'select' | 'insert' | 'update' | 'upsert' | 'delete' | 'rpc';
  values?: unknown;
  /** The columns asked back (`.select('id')` after a write); '*' for a plain read. */
  columns?: string;
  /** `.order()` calls, in order: 'column.asc' / 'column.desc'. */
  order?: string[];
  filters: Record<string, unknown>;
  single?: 'single' | 'maybeSingle';
}

export interface FakeReply {
  data?: unknown;
  error?: { message: string; code?: string; details?: string | null } | null;
  status?: number;
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
  upsert(values: unknown) {
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
  order(column: string, options: { ascending?: boolean } = {}) {
    this.request.order = [...(this.request.order ?? []), `${column}.${options.ascending === false ? 'desc' : 'asc'}`];
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

  write(operation: FakeRequest['operation'], values: unknown) {
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

export interface FakeSupabase {
  client: { from: (table: string) => FakeQuery; rpc: (name: string, params: unknown) => FakeQuery };
  /** Every request, in order. */
  requests: FakeRequest[];
  /** The writes the screen made, in order (reads left out). */
  writes: () => FakeRequest[];
}

export function createFakeSupabase(handler: FakeHandler): FakeSupabase {
  const requests: FakeRequest[] = [];
  const client = {
    from: (table: string) => new FakeQuery(table, handler, requests),
    rpc: (name: string, params: unknown) => {
      const query = new FakeQuery(name, handler, requests);
      query.request.operation = 'rpc';
      query.request.values = params;
      return query;
    },
  };
  const writes = () => requests.filter((request) => request.operation !== 'select');
  return { client, requests, writes };
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

/** The refusals the schema's triggers raise (0003, 0005), as PostgREST returns them. */
export const DATABASE_ERRORS = {
  duplicateSession: { code: 'P0001', message: 'Esta propriedade já possui uma sessão de fotos agendada' },
  alreadyRescheduled: { code: 'P0001', message: 'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.' },
  reasonRequired: { code: 'P0001', message: 'Informe o motivo do cancelamento.' },
  closedSession: { code: '42501', message: 'Esta sessão de fotos já foi concluída ou cancelada e não pode ser alterada.' },
  notPending: { code: '42501', message: 'A sessão de fotos começa como agendada; a confirmação é feita pela nossa equipe.' },
  sameId: { code: '23505', message: 'duplicate key value violates unique constraint "photo_sessions_pkey"' },
  ratingNotCompleted: { code: 'P0001', message: 'Só é possível avaliar uma sessão de fotos concluída.' },
  ratingTwice: { code: 'P0001', message: 'Esta sessão de fotos já foi avaliada.' },
  notFound: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
} as const;

/** A request that never completed (offline): what supabase-js does is throw from fetch. */
export function networkFailure(): never {
  throw new TypeError('Failed to fetch');
}

export const SIGNED_IN_USER = { id: 'u1', email: 'ana@exemplo.com' } as const;

export const SIGNED_IN = {
  session: { status: 'signedIn' as const, user: { ...SIGNED_IN_USER }, expiresAt: null, loggingOut: false, passwordRecovery: false },
};

export const SIGNED_OUT = {
  session: { status: 'signedOut' as const, user: null, expiresAt: null, loggingOut: false, passwordRecovery: false },
};
