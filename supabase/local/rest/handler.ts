// The PostgREST endpoint (/rest/v1): tables and RPCs, run in one transaction per request as the
// caller's role with the caller's JWT claims, so row-level security decides what each caller sees.
// Behaviour follows PostgREST 13 as hosted Supabase runs it; see README.md beside this file.
import type { Database, Queryable } from '../database.ts';
import { isDatabaseError } from '../database.ts';
import { bearerToken, header, json, MAX_JSON_DEPTH, parseJsonBody, safeDecode, type ApiRequest, type ApiResponse, type JsonParse } from '../http.ts';
import type { Claims, JwtKeys } from '../auth/jwt.ts';
import { RestError, restErrorResponse, statusForSqlState } from './errors.ts';
import {
  parseField,
  parseFilter,
  parseLogic,
  parseNonNegativeInteger,
  parseOrder,
  parseSelect,
  type Condition,
  type SelectItem,
} from './parse.ts';
import { fuzzyOne } from './fuzzy.ts';
import { parsePreferences, preferenceApplied, type AppliedSet, type Preferences, type TxEnd } from './prefer.ts';
import { loadSchemaCache, type RoutineInfo, type SchemaCache } from './schema-cache.ts';
import { emptyParams, jsonToPgText, quoteIdent, SqlBuilder, type NodeParams, type PlanNode, type Source } from './sql.ts';

const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';
const RANGE_KEYS = new Set(['order', 'limit', 'offset']);
const RESERVED = new Set(['select', 'columns', 'on_conflict']);

type Media = 'json' | 'object' | 'csv';

interface Negotiated {
  media: Media;
  stripNulls: boolean;
}

interface ReadParts {
  select: SelectItem[];
  top: NodeParams;
  embeds: Map<string, NodeParams>;
}

interface QueryResult {
  body: string;
  n: number;
  total?: number | null;
  inserted?: number | null;
  location?: string | null;
}

export interface RestConfig {
  /** PostgREST's db-tx-end; hosted Supabase keeps the default, commit */
  txEnd: TxEnd;
  /** PostgREST's db-max-rows; hosted Supabase's default is 1000; undefined = no limit */
  maxRows?: number;
}

/** The configuration from the environment, with PostgREST's variable names and hosted Supabase's defaults. */
export function restConfigFromEnv(env: NodeJS.ProcessEnv = process.env): RestConfig {
  const tx = env.PGRST_DB_TX_END;
  const txEnd: TxEnd = tx === 'commit-allow-override' || tx === 'rollback' || tx === 'rollback-allow-override' ? tx : 'commit';
  const rawMax = env.PGRST_DB_MAX_ROWS;
  const maxRows = rawMax === undefined ? 1000 : /^\d+$/.test(rawMax) && Number(rawMax) > 0 ? Number(rawMax) : undefined;
  return { txEnd, ...(maxRows !== undefined ? { maxRows } : {}) };
}

/**
 * A body PostgREST cannot take: not JSON (PGRST102), nested past MAX_JSON_DEPTH (PGRST102, saying
 * so), or holding a number out of range (22003, what Postgres answers for such a value).
 */
function invalidJson(parsed: Extract<JsonParse, { ok: false }>): RestError {
  if (parsed.reason === 'range') {
    return new RestError(400, '22003', 'numeric value out of range', 'A number in the request body is outside the range of double precision.');
  }
  if (parsed.reason === 'depth') {
    return new RestError(400, 'PGRST102', 'Empty or invalid json', `JSON nested deeper than ${MAX_JSON_DEPTH} levels is not accepted.`);
  }
  return new RestError(400, 'PGRST102', 'Empty or invalid json');
}

function singularError(n: number): RestError {
  return new RestError(406, 'PGRST116', 'Cannot coerce the result to a single JSON object', `The result contains ${n} rows`);
}

/** Thrown inside a transaction to roll it back while still answering with the result. */
class Rollback<T> {
  constructor(readonly value: T) {}
}

/** Accept negotiation over what PostgREST produces for tables and functions. */
function negotiate(request: ApiRequest): Negotiated {
  const accept = header(request, 'accept');
  if (!accept || accept.trim() === '') return { media: 'json', stripNulls: false };
  const ranges = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      return { type: type.toLowerCase(), params, q: q ? Number(q.slice(2)) : 1, index, raw: part.trim() };
    })
    .filter((r) => r.type !== '')
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const r of ranges) {
    const stripNulls = r.params.some((p) => p.replace(/\s/g, '') === 'nulls=stripped');
    if (r.type === 'application/json' || r.type === '*/*' || r.type === 'application/*') return { media: 'json', stripNulls: false };
    if (r.type === 'application/vnd.pgrst.array+json' || r.type === 'application/vnd.pgrst.array') return { media: 'json', stripNulls };
    if (r.type === OBJECT_MEDIA_TYPE || r.type === 'application/vnd.pgrst.object') return { media: 'object', stripNulls };
    if (r.type === 'text/csv') return { media: 'csv', stripNulls: false };
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${ranges.map((r) => r.raw.split(';')[0]).join(', ')}`);
}

function contentType(n: Negotiated): string {
  if (n.media === 'csv') return 'text/csv; charset=utf-8';
  if (n.media === 'object') return `${OBJECT_MEDIA_TYPE}; charset=utf-8`;
  return 'application/json; charset=utf-8';
}

/** PostgREST's Content-Range: `lo-hi/total`, `*` where the range is empty, total `*` when not counted. */
function contentRange(lower: number, n: number, total: number | null | undefined): string {
  const upper = lower + n - 1;
  const totalText = total === undefined || total === null ? '*' : String(total);
  const inRange = total !== 0 && lower <= upper;
  return `${inRange ? `${lower}-${upper}` : '*'}/${totalText}`;
}

export class RestService {
  private reloaded?: SchemaCache;
  private timezoneNames?: Set<string>;
  readonly config: RestConfig;

  constructor(
    private readonly db: Database,
    private readonly keys: JwtKeys,
    private readonly initialCache: () => SchemaCache,
    config: Partial<RestConfig> = {},
  ) {
    this.config = { ...restConfigFromEnv(), ...config };
  }

  private cache(): SchemaCache {
    return this.reloaded ?? this.initialCache();
  }

  /** Reads the schema cache again (PostgREST's `NOTIFY pgrst, 'reload schema'`). */
  async reloadSchema(): Promise<void> {
    this.reloaded = await loadSchemaCache(this.db, this.cache().schema);
  }

  async handle(request: ApiRequest, path: string): Promise<ApiResponse> {
    let claims: Claims = { role: 'anon' };
    try {
      claims = await this.claims(request);
      const response = await this.route(request, path, claims);
      // The schema a representation belongs to, as hosted Supabase (two exposed schemas) names it.
      if (response.headers?.['Content-Type'] && response.status < 300) response.headers['Content-Profile'] = this.cache().schema;
      return response;
    } catch (error) {
      if (error instanceof RestError) return restErrorResponse(error);
      if (isDatabaseError(error) && error.code) {
        return restErrorResponse(
          new RestError(statusForSqlState(error.code, claims.role !== 'anon'), error.code, error.message, error.detail ?? null, error.hint ?? null),
        );
      }
      throw error;
    }
  }

  private async claims(request: ApiRequest): Promise<Claims> {
    const token = bearerToken(request) ?? header(request, 'apikey');
    if (!token) return { role: 'anon' };
    const verified = await this.keys.verify(token);
    if (!verified.ok) {
      const expired = verified.reason === 'expired';
      const message = expired ? 'JWT expired' : 'JWSError JWSInvalidSignature';
      throw new RestError(401, expired ? 'PGRST303' : 'PGRST301', message, null, null, {
        'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"`,
      });
    }
    if (!API_ROLES.has(verified.claims.role)) {
      throw new RestError(401, 'PGRST301', `role "${verified.claims.role}" is not allowed`);
    }
    return verified.claims;
  }

  private isTimezone(tz: string): boolean {
    return this.timezoneNames?.has(tz) ?? false;
  }

  private async preferences(request: ApiRequest): Promise<Preferences> {
    const raw = header(request, 'prefer') ?? '';
    if (raw.includes('timezone=') && !this.timezoneNames) {
      const rows = await this.db.query<{ name: string }>('select name from pg_timezone_names');
      this.timezoneNames = new Set(rows.map((r) => r.name));
    }
    return parsePreferences(request, this.config.txEnd, (tz) => this.isTimezone(tz));
  }

  private async route(request: ApiRequest, path: string, claims: Claims): Promise<ApiResponse> {
    const cache = this.cache();
    const writes = ['POST', 'PATCH', 'PUT', 'DELETE'].includes(request.method);
    const profile = header(request, writes ? 'content-profile' : 'accept-profile');
    if (profile !== undefined && profile !== cache.schema) {
      throw new RestError(406, 'PGRST106', `Invalid schema: ${profile}`, null, `Only the following schemas are exposed: ${cache.schema}`);
    }
    const segments = path.split('/').filter(Boolean).map((s) => {
      const decoded = safeDecode(s);
      if (decoded === null) throw new RestError(400, 'PGRST100', `"failed to parse path": malformed percent-encoding in "${s}"`);
      return decoded;
    });
    if (segments.length === 0 && (request.method === 'GET' || request.method === 'HEAD')) {
      return json(200, { tables: [...cache.relations.keys()], functions: [...cache.routines.keys()] });
    }
    const prefer = await this.preferences(request);
    if (segments.length === 2 && segments[0] === 'rpc') return this.rpc(request, segments[1] as string, claims, prefer);
    if (segments.length !== 1) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    const name = segments[0] as string;
    const relation = cache.relations.get(name);
    if (!relation) {
      const close = fuzzyOne([...cache.relations.keys()], name);
      throw new RestError(
        404,
        'PGRST205',
        `Could not find the table '${cache.schema}.${name}' in the schema cache`,
        null,
        close ? `Perhaps you meant the table '${cache.schema}.${close}'` : null,
      );
    }
    const source: Source = { name, columns: relation.columns, relation };
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return this.read(request, source, claims, prefer);
      case 'POST':
        return this.insert(request, source, claims, prefer);
      case 'PATCH':
        return this.update(request, source, claims, prefer);
      case 'PUT':
        return this.put(request, source, claims, prefer);
      case 'DELETE':
        return this.remove(request, source, claims, prefer);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
  }

  // ------------------------------------------------------------------------------------------
  // query string

  /**
   * The select tree and the filters, order and range of every level: `col=op.v` and `or=(…)` at the
   * top, `rel.col=op.v`, `rel.order=…`, `rel.limit=…`, `rel.or=(…)` for the embed named (or aliased) rel.
   */
  private readParts(request: ApiRequest, skip: Set<string> = new Set()): ReadParts {
    const params = request.url.searchParams;
    const top = emptyParams();
    const embeds = new Map<string, NodeParams>();
    const level = (path: string): NodeParams => {
      if (path === '') return top;
      let p = embeds.get(path);
      if (!p) {
        p = emptyParams();
        embeds.set(path, p);
      }
      return p;
    };
    for (const [key, value] of params) {
      if (skip.has(key) || RESERVED.has(key)) continue;
      const logic = /^(?:(.*?)\.)??(not\.)?(or|and)$/.exec(key);
      if (logic && !key.includes('->')) {
        level(logic[1] ?? '').conditions.push(parseLogic(logic[3] as 'and' | 'or', Boolean(logic[2]), value));
        continue;
      }
      const dot = key.lastIndexOf('.');
      const last = dot >= 0 ? key.slice(dot + 1) : key;
      const prefix = dot >= 0 ? key.slice(0, dot) : '';
      if (RANGE_KEYS.has(last) && !key.includes('->')) {
        const target = level(prefix);
        if (last === 'order') target.order = value === '' ? [] : parseOrder(value);
        else if (last === 'limit') {
          const limit = parseNonNegativeInteger('limit', value);
          if (limit !== undefined) target.limit = limit;
        } else {
          const offset = parseNonNegativeInteger('offset', value);
          if (offset !== undefined) target.offset = offset;
        }
        continue;
      }
      // An embedded filter names the embed path, then the column: rel.sub.col=op.value
      const arrow = key.indexOf('->');
      const head = arrow >= 0 ? key.slice(0, arrow) : key;
      const headDot = head.lastIndexOf('.');
      const path = headDot >= 0 ? head.slice(0, headDot) : '';
      const field = headDot >= 0 ? key.slice(headDot + 1) : key;
      level(path).conditions.push(parseFilter(field, value));
    }
    return { select: parseSelect(params.get('select')), top, embeds };
  }

  /** The top-level range: limit/offset parameters, or a GET's Range header, capped by db-max-rows. */
  private topRange(request: ApiRequest, top: NodeParams): { limit?: number; offset: number } {
    let offset = top.offset ?? 0;
    let limit = top.limit;
    const rangeHeader = request.method === 'GET' ? header(request, 'range') : undefined;
    const match = rangeHeader ? /^(\d+)-(\d*)$/.exec(rangeHeader.trim()) : null;
    if (match) {
      const lower = Number(match[1]);
      const upper = match[2] === '' ? undefined : Number(match[2]);
      if (upper !== undefined && upper < lower) {
        throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', 'The lower boundary must be lower than or equal to the upper boundary in the Range header.');
      }
      // The query parameters and the header intersect.
      const headerLimit = upper === undefined ? undefined : upper - lower + 1;
      const start = Math.max(offset, lower);
      const endParam = limit === undefined ? Infinity : offset + limit;
      const endHeader = headerLimit === undefined ? Infinity : lower + headerLimit;
      const end = Math.min(endParam, endHeader);
      offset = start;
      limit = end === Infinity ? undefined : Math.max(0, end - start);
    }
    if (this.config.maxRows !== undefined) limit = Math.min(limit ?? this.config.maxRows, this.config.maxRows);
    return { ...(limit !== undefined ? { limit } : {}), offset };
  }

  /** Runs SQL as the caller: role and claims (and a preferred time zone) for this transaction only. */
  private async asCaller<T>(
    claims: Claims,
    prefer: Preferences,
    options: { readOnly?: boolean },
    fn: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    const txEnd = prefer.tx ?? (this.config.txEnd.startsWith('rollback') ? 'rollback' : 'commit');
    try {
      return await this.db.transaction(async (tx) => {
        // One round trip: the caller's role and claims, READ ONLY for reads (allowed at any point of
        // a transaction), and a preferred time zone.
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                  set_config('statement_timeout', '20s', true)${options.readOnly ? ", set_config('transaction_read_only', 'on', true)" : ''}${
                    prefer.timezone ? ", set_config('timezone', $4, true)" : ''
                  }`,
          [claims.role, JSON.stringify(claims), claims.sub ?? '', ...(prefer.timezone ? [prefer.timezone] : [])],
        );
        const value = await fn(tx);
        if (txEnd === 'rollback') throw new Rollback(value);
        return value;
      });
    } catch (error) {
      if (error instanceof Rollback) return error.value as T;
      throw error;
    }
  }

  /** The final aggregation over the rows of `_src`: JSON (array or single object) or CSV. */
  private bodySql(media: Negotiated): string {
    if (media.media === 'csv') {
      return `(select coalesce(string_agg(a.k, ','), '') from (select json_object_keys(row_to_json(hh)) as k from (select * from _src limit 1) hh) a)
        || chr(10) || coalesce(string_agg(substring(_r::text, 2, length(_r::text) - 2), chr(10)), '')`;
    }
    const agg = media.stripNulls ? 'json_agg(json_strip_nulls(row_to_json(_r)))' : 'json_agg(_r)';
    return `coalesce(${agg}, '[]')::text`;
  }

  /** The total for Prefer: count; exact counts run in SQL, planned ones through EXPLAIN. */
  private async total(tx: Queryable, prefer: Preferences, plan: PlanNode, from: (b: SqlBuilder) => string, exact: number | null | undefined): Promise<number | null | undefined> {
    if (prefer.count === 'exact') return exact;
    if (prefer.count === 'planned') return this.plannedCount(tx, plan, from);
    if (prefer.count === 'estimated') {
      if (this.config.maxRows !== undefined && (exact ?? 0) <= this.config.maxRows) return exact;
      const planned = await this.plannedCount(tx, plan, from);
      return Math.max(exact ?? 0, planned ?? 0);
    }
    return undefined;
  }

  private async plannedCount(tx: Queryable, plan: PlanNode, from: (b: SqlBuilder) => string): Promise<number | null> {
    const b = new SqlBuilder(this.cache());
    const sql = b.count(plan, from(b));
    const rows = await tx.query<Record<string, unknown>>(`explain (format json) ${sql}`, b.params);
    let value = Object.values(rows[0] ?? {})[0];
    if (typeof value === 'string') value = JSON.parse(value) as unknown;
    const top = (value as { Plan?: { 'Plan Rows'?: number } }[] | undefined)?.[0]?.Plan?.['Plan Rows'];
    return typeof top === 'number' ? Math.round(top) : null;
  }

  private countSql(b: SqlBuilder, plan: PlanNode, from: string, prefer: Preferences): string {
    if (prefer.count !== 'exact' && prefer.count !== 'estimated') return 'null::bigint';
    const limit = prefer.count === 'estimated' && this.config.maxRows !== undefined ? ` limit ${this.config.maxRows + 1}` : '';
    return `(select count(*) from (${b.count(plan, from)}${limit}) _c)`;
  }

  private readResponse(request: ApiRequest, result: QueryResult, offset: number, media: Negotiated, headers: Record<string, string>): ApiResponse {
    const total = result.total ?? undefined;
    const range = contentRange(offset, result.n, total);
    const head = request.method === 'HEAD';
    const base = { 'Content-Range': range, 'Content-Type': contentType(media), ...headers };
    if (media.media === 'object') {
      if (result.n !== 1) throw singularError(result.n);
      return { status: 200, headers: base, ...(head ? {} : { body: result.body.slice(1, -1) }) };
    }
    if (total !== undefined && offset > total) {
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`, null, {
        'Content-Range': range,
      });
    }
    const status = total !== undefined && result.n < total ? 206 : 200;
    return { status, headers: base, ...(head ? {} : { body: result.body }) };
  }

  private async read(request: ApiRequest, source: Source, claims: Claims, prefer: Preferences): Promise<ApiResponse> {
    const media = negotiate(request);
    const parts = this.readParts(request);
    const b = new SqlBuilder(this.cache());
    const plan = b.plan(source, quoteIdent(source.name), parts.select, parts.top, parts.embeds);
    const range = this.topRange(request, parts.top);
    const from = (builder: SqlBuilder): string => builder.table(source.name);
    const countSql = this.countSql(b, plan, from(b), prefer);
    const sql = `with _src as (${b.read(plan, from(b), range)})
      select ${countSql}::bigint as total, ${this.bodySql(media)} as body, count(*)::int as n from _src _r`;
    const result = await this.asCaller(claims, prefer, { readOnly: true }, async (tx) => {
      const first = (await tx.query<QueryResult & Record<string, unknown>>(sql, b.params))[0] as QueryResult;
      const exact = first.total === null || first.total === undefined ? first.total : Number(first.total);
      return { ...first, total: await this.total(tx, prefer, plan, from, exact) };
    });
    return this.readResponse(request, result, range.offset, media, preferenceApplied(prefer, { count: true }));
  }

  // ------------------------------------------------------------------------------------------
  // mutations

  /** The payload as PostgREST reads it: JSON, CSV (text/csv) or a form (x-www-form-urlencoded). */
  private bodyObjects(request: ApiRequest, allowArray: boolean): Record<string, unknown>[] {
    const mime = (header(request, 'content-type') ?? 'application/json').split(';')[0]?.trim().toLowerCase() ?? '';
    const withColumns = request.url.searchParams.has('columns');
    const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (mime === 'text/csv') {
      const rows = parseCsv(request.body.toString('utf8'));
      if (!allowArray && rows.length !== 1) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      return rows;
    }
    if (mime === 'application/x-www-form-urlencoded') {
      return [Object.fromEntries(new URLSearchParams(request.body.toString('utf8')))];
    }
    if (mime !== 'application/json' && mime !== '') throw new RestError(400, 'PGRST102', `Content-Type not acceptable: ${mime}`);
    const parsed = parseJsonBody(request);
    if (!parsed.ok) throw invalidJson(parsed);
    if (parsed.value === undefined) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const value = parsed.value;
    if (isObject(value)) return [value];
    if (allowArray && Array.isArray(value) && value.every(isObject)) {
      // Without ?columns, every object must have the same keys (supabase-js always sends columns).
      if (!withColumns && value.length > 1) {
        const keys = Object.keys(value[0] as object).sort().join(',');
        if (!value.every((row) => Object.keys(row).sort().join(',') === keys)) throw new RestError(400, 'PGRST102', 'All object keys must match');
      }
      return value;
    }
    throw new RestError(400, 'PGRST102', allowArray ? 'All object keys must match' : 'Empty or invalid json');
  }

  private mutationColumns(request: ApiRequest, source: Source, rows: Record<string, unknown>[]): string[] {
    const columnsParam = request.url.searchParams.get('columns');
    const names = columnsParam
      ? columnsParam.split(',').map((c) => c.trim().replace(/^"|"$/g, ''))
      : [...new Set(rows.flatMap((row) => Object.keys(row)))];
    for (const name of names) {
      if (!source.columns.has(name)) {
        throw new RestError(400, 'PGRST204', `Could not find the '${name}' column of '${source.name}' in the schema cache`);
      }
    }
    return names;
  }

  /**
   * Runs a data-modifying statement and shapes its RETURNING rows like a read (select, embeds,
   * JSON or CSV). `mutationSql` must return the table's columns plus `pgrst_inserted` for inserts.
   */
  private async mutate(
    request: ApiRequest,
    claims: Claims,
    prefer: Preferences,
    source: Source,
    b: SqlBuilder,
    mutationSql: string,
    kind: 'insert' | 'update' | 'delete' | 'put',
    parts: ReadParts,
  ): Promise<ApiResponse> {
    const media = negotiate(request);
    const single = media.media === 'object';
    const representation = prefer.return === 'representation';
    const select = representation ? parts.select : ([{ kind: 'star' }] as SelectItem[]);
    const plan = b.plan(source, quoteIdent(source.name), select, { conditions: [] }, representation ? parts.embeds : new Map());
    const columnList = [...source.columns.keys()].map((c) => `_m.${quoteIdent(c)}`).join(', ');
    const pk = source.relation?.primaryKey ?? [];
    const location =
      kind === 'insert' && prefer.return === 'headers-only' && pk.length > 0
        ? `(select case when count(*) = 1 then string_agg(${pk
            .map((c) => `'${c.replace(/'/g, "''")}=eq.' || coalesce(_m.${quoteIdent(c)}::text, 'null')`)
            .join(` || '&' || `)}, '') end from _m)`
        : 'null';
    const inserted = kind === 'insert' || kind === 'put' ? '(select count(*) from _m where _m.pgrst_inserted)::int' : 'null::int';
    const sql = `with _m as (${mutationSql}), _src as (${b.read(plan, `(select ${columnList} from _m)`, {})})
      select ${this.bodySql(media)} as body, count(*)::int as n, ${inserted} as inserted, ${location} as location from _src _r`;
    const result = await this.asCaller(claims, prefer, {}, async (tx) => {
      const first = (await tx.query<QueryResult & Record<string, unknown>>(sql, b.params))[0] as QueryResult;
      // Throwing rolls the change back, as PostgREST does when a singular answer is impossible.
      if (single && first.n !== 1) throw singularError(first.n);
      if ((kind === 'update' || kind === 'delete') && prefer.handling === 'strict' && prefer.maxAffected !== undefined && first.n > prefer.maxAffected) {
        throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${first.n} rows`);
      }
      if (kind === 'put' && first.n !== 1) throw new RestError(400, 'PGRST115', 'Payload values do not match URL in primary key column(s)');
      return first;
    });
    const counted = prefer.count === 'exact' || prefer.count === 'estimated';
    const total = counted ? result.n : undefined;
    let status: number;
    let applied: AppliedSet;
    let range: string;
    if (kind === 'insert') {
      const resolutionApplies = Boolean(prefer.resolution) && (pk.length > 0 || request.url.searchParams.has('on_conflict'));
      applied = { resolution: resolutionApplies, missing: true, return: true, count: true };
      status = prefer.resolution === 'merge-duplicates' && resolutionApplies && (result.inserted ?? 0) <= 0 ? 200 : 201;
      range = contentRange(1, 0, total);
    } else if (kind === 'put') {
      applied = { return: true, count: true };
      status = (result.inserted ?? 0) > 0 ? 201 : 200;
      range = contentRange(1, 0, total);
    } else if (kind === 'update') {
      applied = { return: true, count: true, missing: true, maxAffected: true };
      status = 200;
      range = contentRange(0, result.n, total);
    } else {
      applied = { return: true, count: true, maxAffected: true };
      status = 200;
      range = contentRange(1, 0, total);
    }
    const headers: Record<string, string> = { 'Content-Range': range, ...preferenceApplied(prefer, applied) };
    if (result.location) headers.Location = `/${source.name}?${result.location}`;
    if (!representation) {
      return { status: kind === 'insert' ? status : 204, headers };
    }
    return {
      status,
      headers: { ...headers, 'Content-Type': contentType(media) },
      body: single ? result.body.slice(1, -1) : result.body,
    };
  }

  private insertValues(b: SqlBuilder, source: Source, columnNames: string[], rows: Record<string, unknown>[], prefer: Preferences): string[] {
    const complete = rows.every((row) => columnNames.every((name) => name in row));
    return columnNames.map((name) => {
      const column = b.column(source, name);
      if (complete) return `_p.${quoteIdent(name)}`;
      const fallback = prefer.missing === 'default' && column.defaultSql ? column.defaultSql : 'null';
      return `case when _j.v ? ${b.param(name)} then _p.${quoteIdent(name)} else ${fallback} end`;
    });
  }

  private async insert(request: ApiRequest, source: Source, claims: Claims, prefer: Preferences): Promise<ApiResponse> {
    const rows = this.bodyObjects(request, true);
    const columnNames = this.mutationColumns(request, source, rows);
    const parts = this.readParts(request, new Set(['order', 'limit', 'offset']));
    const b = new SqlBuilder(this.cache());
    const table = b.table(source.name);
    const values = this.insertValues(b, source, columnNames, rows, prefer);
    let conflict = '';
    const onConflict = request.url.searchParams.get('on_conflict');
    const targets = onConflict ? onConflict.split(',').map((c) => c.trim()) : (source.relation?.primaryKey ?? []);
    if (prefer.resolution && targets.length > 0) {
      for (const target of targets) b.column(source, target);
      conflict =
        prefer.resolution === 'ignore-duplicates' || columnNames.length === 0
          ? ` on conflict (${targets.map(quoteIdent).join(', ')}) do nothing`
          : ` on conflict (${targets.map(quoteIdent).join(', ')}) do update set ${columnNames
              .map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`)
              .join(', ')}`;
    }
    const returning = 'returning _i.*, (_i.xmax = 0) as pgrst_inserted';
    let mutation: string;
    if (rows.length === 0) {
      mutation = `select _i.*, false as pgrst_inserted from ${table} _i where false`;
    } else if (columnNames.length === 0) {
      mutation = `insert into ${table} as _i select from generate_series(1, ${b.param(String(rows.length))}::int)${conflict} ${returning}`;
    } else {
      mutation = `insert into ${table} as _i (${columnNames.map(quoteIdent).join(', ')})
           select ${values.join(', ')}
           from jsonb_array_elements(${b.param(JSON.stringify(rows))}::jsonb) with ordinality as _j(v, ord)
           cross join lateral jsonb_populate_record(null::${table}, _j.v) as _p
           order by _j.ord${conflict}
           ${returning}`;
    }
    return this.mutate(request, claims, prefer, source, b, mutation, 'insert', parts);
  }

  /** PUT: a single-row upsert whose filters must be eq on every primary-key column and match the body. */
  private async put(request: ApiRequest, source: Source, claims: Claims, prefer: Preferences): Promise<ApiResponse> {
    const params = request.url.searchParams;
    if (params.has('limit') || params.has('offset')) {
      throw new RestError(400, 'PGRST114', 'limit/offset querystring parameters are not allowed for PUT');
    }
    const pk = source.relation?.primaryKey ?? [];
    const parts = this.readParts(request, new Set(['order', 'limit', 'offset']));
    const filters = parts.top.conditions;
    const pkFilters = new Map<string, string>();
    for (const c of filters) {
      if (c.kind !== 'filter' || c.op !== 'eq' || c.negate || c.quantifier || c.field.json.length > 0 || typeof c.value !== 'string') {
        pkFilters.clear();
        break;
      }
      pkFilters.set(c.field.column, c.value);
    }
    if (pk.length === 0 || pkFilters.size !== pk.length || filters.length !== pk.length || !pk.every((c) => pkFilters.has(c))) {
      throw new RestError(405, 'PGRST105', "Filters must include all and only primary key columns with 'eq' operators");
    }
    const [row] = this.bodyObjects(request, false) as [Record<string, unknown>];
    const columnNames = this.mutationColumns(request, source, [row]);
    const b = new SqlBuilder(this.cache());
    const table = b.table(source.name);
    const matches = pk.map((c) => `_p.${quoteIdent(c)} = ${b.param(pkFilters.get(c) as string)}::${b.column(source, c).type}`).join(' and ');
    const mutation = `insert into ${table} as _i (${columnNames.map(quoteIdent).join(', ')})
        select ${columnNames.map((c) => `_p.${quoteIdent(c)}`).join(', ')}
        from jsonb_populate_record(null::${table}, ${b.param(JSON.stringify(row))}::jsonb) as _p
        where ${matches}
        on conflict (${pk.map(quoteIdent).join(', ')}) do update set ${columnNames.map((n) => `${quoteIdent(n)} = excluded.${quoteIdent(n)}`).join(', ')}
        returning _i.*, (_i.xmax = 0) as pgrst_inserted`;
    return this.mutate(request, claims, prefer, source, b, mutation, 'put', parts);
  }

  private requireFilters(parts: ReadParts, verb: 'UPDATE' | 'DELETE'): void {
    // Hosted projects refuse unfiltered writes (pg-safeupdate); a forgotten filter must not touch every row.
    if (parts.top.conditions.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }

  private async update(request: ApiRequest, source: Source, claims: Claims, prefer: Preferences): Promise<ApiResponse> {
    const [row] = this.bodyObjects(request, false) as [Record<string, unknown>];
    const withColumnsParam = request.url.searchParams.has('columns');
    const columnNames = this.mutationColumns(request, source, [row]).filter((name) => withColumnsParam || name in row);
    const parts = this.readParts(request, new Set(['order', 'limit', 'offset']));
    this.requireFilters(parts, 'UPDATE');
    const b = new SqlBuilder(this.cache());
    const table = b.table(source.name);
    const target = quoteIdent(source.name);
    const node: PlanNode = { source, alias: target, items: [], embeds: [], params: parts.top, depth: 0 };
    const where = parts.top.conditions.map((c) => b.condition(node, c)).join(' and ');
    if (columnNames.length === 0) {
      const mutation = `select ${target}.* from ${table} ${target} where false`;
      return this.mutate(request, claims, prefer, source, b, mutation, 'update', parts);
    }
    const payload = b.param(JSON.stringify(row));
    const value = (name: string): string => {
      if (name in row) return `_p.${quoteIdent(name)}`;
      const column = b.column(source, name);
      return prefer.missing === 'default' && column.defaultSql ? column.defaultSql : 'null';
    };
    const mutation = `update ${table} as ${target} set ${columnNames.map((name) => `${quoteIdent(name)} = ${value(name)}`).join(', ')}
      from jsonb_populate_record(null::${table}, ${payload}::jsonb) as _p
      where ${where} returning ${target}.*`;
    return this.mutate(request, claims, prefer, source, b, mutation, 'update', parts);
  }

  private async remove(request: ApiRequest, source: Source, claims: Claims, prefer: Preferences): Promise<ApiResponse> {
    const parts = this.readParts(request, new Set(['order', 'limit', 'offset']));
    this.requireFilters(parts, 'DELETE');
    const b = new SqlBuilder(this.cache());
    const target = quoteIdent(source.name);
    const node: PlanNode = { source, alias: target, items: [], embeds: [], params: parts.top, depth: 0 };
    const where = parts.top.conditions.map((c) => b.condition(node, c)).join(' and ');
    const mutation = `delete from ${b.table(source.name)} as ${target} where ${where} returning ${target}.*`;
    return this.mutate(request, claims, prefer, source, b, mutation, 'delete', parts);
  }

  // ------------------------------------------------------------------------------------------
  // RPC

  /** PostgREST's findProc: the overload whose required and optional parameters fit the argument keys. */
  private findRoutine(name: string, keys: Set<string>, isPost: boolean, hasBody: boolean): { routine: RoutineInfo; singleJson: boolean } {
    const candidates = this.cache().routines.get(name) ?? [];
    const schema = this.cache().schema;
    const matches = candidates.filter((c) => {
      if (c.args.length === 0) return keys.size === 0;
      const required = c.args.filter((a) => !a.hasDefault).map((a) => a.name);
      const optional = new Set(c.args.filter((a) => a.hasDefault).map((a) => a.name));
      const rest = [...keys].filter((k) => !optional.has(k));
      return rest.length === required.length && required.every((r) => keys.has(r));
    });
    const fallback = candidates.filter(
      (c) => isPost && c.args.length === 1 && c.args[0]?.name === '' && (c.args[0]?.type === 'json' || c.args[0]?.type === 'jsonb'),
    );
    const ambiguous = (list: RoutineInfo[]): RestError =>
      new RestError(
        300,
        'PGRST203',
        `Could not choose the best candidate function between: ${list
          .map((r) => `${schema}.${r.name}(${r.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`)
          .join(', ')}`,
        null,
        'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
      );
    if (matches.length === 1) return { routine: matches[0] as RoutineInfo, singleJson: false };
    if (matches.length > 1) throw ambiguous(matches);
    if (fallback.length === 1 && hasBody) return { routine: fallback[0] as RoutineInfo, singleJson: true };
    if (fallback.length > 1) throw ambiguous(fallback);
    const sorted = [...keys].sort();
    const prms = sorted.join(', ');
    const withParams = sorted.length === 0 ? ' without parameters' : ` with parameter${sorted.length > 1 ? 's' : ''} ${prms}`;
    throw new RestError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${sorted.length === 0 ? ' without parameters' : `(${prms})`} in the schema cache`,
      `Searched for the function ${schema}.${name}${withParams}${isPost ? ' or with a single unnamed json/jsonb parameter' : ''}, but no matches were found in the schema cache.`,
      noRpcHint(schema, name, sorted, [...this.cache().routines.keys()], candidates),
    );
  }

  private async rpc(request: ApiRequest, name: string, claims: Claims, prefer: Preferences): Promise<ApiResponse> {
    const candidates = this.cache().routines.get(name) ?? [];
    let args: Record<string, unknown> = {};
    let rawBody: unknown;
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead) {
      const argNames = new Set(candidates.flatMap((c) => c.args.map((a) => a.name)));
      for (const [key, value] of request.url.searchParams) if (argNames.has(key)) args[key] = value;
    } else if (request.method === 'POST') {
      const parsed = parseJsonBody(request);
      if (!parsed.ok) throw invalidJson(parsed);
      rawBody = parsed.value;
      if (parsed.value !== undefined) {
        if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
          throw new RestError(400, 'PGRST102', 'Empty or invalid json');
        }
        args = parsed.value as Record<string, unknown>;
      }
    } else {
      throw new RestError(405, 'PGRST101', `Cannot use the ${request.method} method on RPC`);
    }
    const keys = Object.keys(args);
    const { routine, singleJson } = this.findRoutine(name, new Set(keys), !isRead, rawBody !== undefined);
    if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && !routine.returnsSet) {
      throw new RestError(400, 'PGRST128', 'Function must return SETOF or TABLE when max-affected preference is used with handling=strict');
    }
    const callFor = (b: SqlBuilder): string => {
      if (singleJson) return `${b.table(routine.name)}(${b.param(JSON.stringify(rawBody))}::${routine.args[0]?.type ?? 'json'})`;
      const argSql = routine.args
        .filter((a) => keys.includes(a.name))
        .map((a) => {
          const value = args[a.name];
          const expr =
            a.isComposite && !isRead
              ? `jsonb_populate_record(null::${a.type}, ${b.param(value === null || value === undefined ? null : JSON.stringify(value))}::jsonb)`
              : `${b.param(jsonToPgText(value, a.type))}::${a.type}`;
          return `${a.variadic ? 'variadic ' : ''}${quoteIdent(a.name)} := ${expr}`;
        })
        .join(', ');
      return `${b.table(routine.name)}(${argSql})`;
    };
    // GET, HEAD and stable/immutable functions run READ ONLY, as PostgREST runs them.
    const readOnly = isRead || !routine.volatile;
    return this.rpcResult(request, claims, prefer, routine, callFor, isRead ? new Set(keys) : new Set(), readOnly);
  }

  private async rpcResult(
    request: ApiRequest,
    claims: Claims,
    prefer: Preferences,
    routine: RoutineInfo,
    callFor: (b: SqlBuilder) => string,
    argKeys: Set<string>,
    readOnly: boolean,
  ): Promise<ApiResponse> {
    const applied = preferenceApplied(prefer, { count: true, maxAffected: true });
    const b = new SqlBuilder(this.cache());
    if (routine.isVoid) {
      const call = callFor(b);
      await this.asCaller(claims, prefer, { readOnly }, (tx) => tx.query(`select ${call}`, b.params));
      return { status: 204, headers: applied };
    }
    const media = negotiate(request);
    const parts = this.readParts(request, argKeys);
    const scalar = !routine.columns;
    const source: Source = scalar
      ? {
          name: routine.name,
          columns: new Map([
            ['pgrst_scalar', { name: 'pgrst_scalar', type: routine.returnType, isArray: false, isJson: false, defaultSql: null, generatedAlways: false, isComposite: false }],
          ]),
        }
      : { name: routine.name, columns: routine.columns as NonNullable<RoutineInfo['columns']>, ...(routine.returnsTable ? { relTable: routine.returnsTable } : {}) };
    if (scalar && (parts.top.conditions.length > 0 || parts.embeds.size > 0)) {
      throw new RestError(400, '42703', `column ${routine.name}.${firstConditionColumn(parts.top.conditions) ?? 'pgrst_scalar'} does not exist`);
    }
    const select: SelectItem[] = scalar ? [{ kind: 'field', field: parseField('pgrst_scalar') }] : parts.select;
    const plan = b.plan(source, quoteIdent(routine.name), select, scalar ? emptyParams() : parts.top, scalar ? new Map() : parts.embeds);
    const single = !routine.returnsSet;
    const range = single ? { offset: 0 } : this.topRange(request, parts.top);
    // The function runs once: its rows are materialised, then filtered, counted and paged.
    const fromFor = (builder: SqlBuilder): string => {
      const call = callFor(builder);
      return scalar ? `(select ${call} as pgrst_scalar)` : `(select * from ${call} _f)`;
    };
    const fromCall = fromFor(b);
    const countSql = this.countSql(b, plan, '_call', prefer);
    const body =
      media.media === 'object' || single
        ? `coalesce((json_agg(${scalar ? '_r.pgrst_scalar' : '_r'})->0)::text, 'null')`
        : scalar
          ? this.scalarBodySql(media)
          : this.bodySql(media);
    const sql = `with _call as materialized (select * from ${fromCall} _c0), _src as (${b.read(plan, '_call', range)})
      select ${countSql}::bigint as total, ${body} as body, count(*)::int as n from _src _r`;
    const result = await this.asCaller(claims, prefer, { readOnly }, async (tx) => {
      const first = (await tx.query<QueryResult & Record<string, unknown>>(sql, b.params))[0] as QueryResult;
      if (media.media === 'object' && first.n !== 1) throw singularError(first.n);
      if (prefer.handling === 'strict' && prefer.maxAffected !== undefined && first.n > prefer.maxAffected) {
        throw new RestError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${first.n} rows`);
      }
      const exact = first.total === null || first.total === undefined ? first.total : Number(first.total);
      return { ...first, total: await this.total(tx, prefer, plan, fromFor, exact) };
    });
    const head = request.method === 'HEAD';
    if (single || media.media === 'object') {
      const objectMedia: Negotiated = media.media === 'object' ? media : { media: 'json', stripNulls: false };
      return {
        status: 200,
        headers: { 'Content-Range': contentRange(0, result.n, result.total), 'Content-Type': contentType(objectMedia), ...applied },
        ...(head ? {} : { body: result.body }),
      };
    }
    return this.readResponse(request, result, range.offset, media, applied);
  }

  private scalarBodySql(media: Negotiated): string {
    if (media.media === 'csv') return `'pgrst_scalar' || chr(10) || coalesce(string_agg(_r.pgrst_scalar::text, chr(10)), '')`;
    return `coalesce(json_agg(_r.pgrst_scalar), '[]')::text`;
  }
}

/** RFC 4180 CSV with a header line; PostgREST reads the literal NULL as null, everything else as text. */
function parseCsv(text: string): Record<string, unknown>[] {
  const records: string[][] = [];
  let field = '';
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i] as string;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
      continue;
    }
    if (c === '"' && field === '') {
      quoted = true;
    } else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i += 1;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += c;
  }
  if (quoted) throw new RestError(400, 'PGRST102', 'parse error (unexpected end of input) in a quoted CSV field');
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  const [head, ...rows] = records;
  if (!head) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
  return rows.map((row) => {
    if (row.length !== head.length) throw new RestError(400, 'PGRST102', 'All lines must have same number of fields');
    return Object.fromEntries(head.map((name, i) => [name, row[i] === 'NULL' ? null : row[i]]));
  });
}

/** PostgREST's PGRST202 hint: a close function name, or the closest parameter list of the overloads. */
function noRpcHint(schema: string, name: string, keys: string[], all: string[], overloads: RoutineInfo[]): string | null {
  if (overloads.length === 0) {
    const close = fuzzyOne(all, name);
    return close ? `Perhaps you meant to call the function ${schema}.${close}` : null;
  }
  const list = (names: string[]): string => `(${[...names].sort().join(', ')})`;
  const close = fuzzyOne(overloads.map((o) => list(o.args.map((a) => a.name))), list(keys));
  return close ? `Perhaps you meant to call the function ${schema}.${name}${close}` : null;
}

function firstConditionColumn(conditions: Condition[]): string | undefined {
  const first = conditions[0];
  return first?.kind === 'filter' ? first.field.column : undefined;
}

