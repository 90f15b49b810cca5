// The PostgREST endpoint (/rest/v1): tables and RPCs, run in one transaction per request as the
// caller's role with the caller's JWT claims, so row-level security decides what each caller sees.
import type { Database, Queryable } from '../database.ts';
import { isDatabaseError } from '../database.ts';
import { bearerToken, header, json, parseJsonBody, type ApiRequest, type ApiResponse } from '../http.ts';
import type { Claims, JwtKeys } from '../auth/jwt.ts';
import { badRequest, RestError, restErrorResponse, statusForSqlState } from './errors.ts';
import {
  parseFilter,
  parseLogic,
  parseNonNegativeInteger,
  parseOrder,
  parseSelect,
  type Condition,
  type SelectItem,
} from './parse.ts';
import type { RoutineInfo, SchemaCache } from './schema-cache.ts';
import { jsonToPgText, quoteIdent, SqlBuilder, type Source } from './sql.ts';

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns', 'and', 'or', 'not.and', 'not.or']);
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
const OBJECT_MEDIA_TYPE = 'application/vnd.pgrst.object+json';

interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only';
  count: boolean;
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missingDefault: boolean;
}

interface ReadParts {
  select: SelectItem[];
  conditions: Condition[];
  order?: string;
  limit?: number;
  offset?: number;
}

interface QueryResult {
  body: string;
  n: number;
  total?: number;
}

function parsePrefer(request: ApiRequest): Prefer {
  const prefer: Prefer = { return: 'minimal', count: false, missingDefault: false };
  for (const part of (header(request, 'prefer') ?? '').split(',')) {
    const [key, value] = part.trim().split('=').map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) prefer.return = value;
    if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) prefer.count = true;
    if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) prefer.resolution = value;
    if (key === 'missing' && value === 'default') prefer.missingDefault = true;
  }
  return prefer;
}

function wantsObject(request: ApiRequest): boolean {
  return (header(request, 'accept') ?? '').includes(OBJECT_MEDIA_TYPE);
}

function singularError(n: number): RestError {
  return new RestError(
    406,
    'PGRST116',
    'Cannot coerce the result to a single JSON object',
    `The result contains ${n} rows`,
  );
}

export class RestService {
  constructor(
    private readonly db: Database,
    private readonly keys: JwtKeys,
    private readonly cache: () => SchemaCache,
  ) {}

  async handle(request: ApiRequest, path: string): Promise<ApiResponse> {
    let claims: Claims = { role: 'anon' };
    try {
      claims = await this.claims(request);
      return await this.route(request, path, claims);
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

  private route(request: ApiRequest, path: string, claims: Claims): Promise<ApiResponse> {
    const profile = header(request, 'accept-profile') ?? header(request, 'content-profile');
    if (profile && profile !== this.cache().schema) {
      throw new RestError(406, 'PGRST106', `The schema must be one of the following: ${this.cache().schema}`);
    }
    const segments = path.split('/').filter(Boolean).map((s) => decodeURIComponent(s));
    if (segments.length === 0 && (request.method === 'GET' || request.method === 'HEAD')) {
      return Promise.resolve(json(200, { tables: [...this.cache().relations.keys()], functions: [...this.cache().routines.keys()] }));
    }
    if (segments.length === 2 && segments[0] === 'rpc') return this.rpc(request, segments[1] as string, claims);
    if (segments.length !== 1) throw new RestError(404, 'PGRST125', 'Invalid path specified in request URL');
    const name = segments[0] as string;
    const relation = this.cache().relations.get(name);
    if (!relation) {
      throw new RestError(404, 'PGRST205', `Could not find the table '${this.cache().schema}.${name}' in the schema cache`);
    }
    const source: Source = { name, columns: relation.columns, relation };
    switch (request.method) {
      case 'GET':
      case 'HEAD':
        return this.read(request, source, claims);
      case 'POST':
        return this.insert(request, source, claims);
      case 'PATCH':
        return this.update(request, source, claims);
      case 'DELETE':
        return this.remove(request, source, claims);
      default:
        throw new RestError(405, 'PGRST117', `Unsupported HTTP method: ${request.method}`);
    }
  }

  // ------------------------------------------------------------------------------------------

  private readParts(request: ApiRequest, skip: Set<string> = new Set()): ReadParts {
    const params = request.url.searchParams;
    const conditions: Condition[] = [];
    for (const [key, value] of params) {
      if (skip.has(key)) continue;
      if (key === 'or' || key === 'and') conditions.push(parseLogic(key, false, value));
      else if (key === 'not.or' || key === 'not.and') conditions.push(parseLogic(key.slice(4) as 'and' | 'or', true, value));
      else if (!RESERVED.has(key)) conditions.push(parseFilter(key, value));
    }
    const order = params.get('order');
    const limit = parseNonNegativeInteger('limit', params.get('limit'));
    const offset = parseNonNegativeInteger('offset', params.get('offset'));
    return {
      select: parseSelect(params.get('select')),
      conditions,
      ...(order !== null && order !== '' ? { order } : {}),
      ...(limit !== undefined ? { limit } : {}),
      ...(offset !== undefined ? { offset } : {}),
    };
  }

  /** Runs SQL as the caller: role and claims are set for this transaction only. */
  private asCaller<T>(claims: Claims, fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                set_config('statement_timeout', '20s', true)`,
        [claims.role, JSON.stringify(claims), claims.sub ?? ''],
      );
      return fn(tx);
    });
  }

  private buildRead(b: SqlBuilder, source: Source, from: string, parts: ReadParts, count: boolean): string {
    const alias = b.alias();
    const { columns, innerConditions } = b.selectList(source, alias, parts.select);
    const where = [...parts.conditions.map((c) => b.condition(source, alias, c)), ...innerConditions];
    const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
    const orderSql = parts.order ? ` order by ${b.order(source, alias, parseOrder(parts.order))}` : '';
    const limitSql = parts.limit !== undefined ? ` limit ${b.param(String(parts.limit))}::bigint` : '';
    const offsetSql = parts.offset !== undefined ? ` offset ${b.param(String(parts.offset))}::bigint` : '';
    const inner = `select ${columns.join(', ')} from ${from} ${alias}${whereSql}${orderSql}${limitSql}${offsetSql}`;
    const totalSql = count ? `(select count(*) from ${from} ${alias}${whereSql})::int as total, ` : '';
    return `select ${totalSql}coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (${inner}) _r`;
  }

  private readResponse(request: ApiRequest, result: QueryResult, parts: ReadParts, single: boolean): ApiResponse {
    const offset = parts.offset ?? 0;
    const total = result.total;
    const range = result.n > 0 ? `${offset}-${offset + result.n - 1}/${total ?? '*'}` : `*/${total ?? '*'}`;
    const head = request.method === 'HEAD';
    if (single) {
      if (result.n !== 1) throw singularError(result.n);
      return {
        status: 200,
        headers: { 'Content-Type': `${OBJECT_MEDIA_TYPE}; charset=utf-8`, 'Content-Range': range },
        ...(head ? {} : { body: result.body.slice(1, -1) }),
      };
    }
    if (total !== undefined && offset > total && offset > 0) {
      throw new RestError(416, 'PGRST103', 'Requested range not satisfiable', `An offset of ${offset} was requested, but there are only ${total} rows.`);
    }
    const status = total !== undefined && result.n < total ? 206 : 200;
    return {
      status,
      headers: { 'Content-Type': 'application/json; charset=utf-8', 'Content-Range': range },
      ...(head ? {} : { body: result.body }),
    };
  }

  private async read(request: ApiRequest, source: Source, claims: Claims): Promise<ApiResponse> {
    const prefer = parsePrefer(request);
    const parts = this.readParts(request);
    const b = new SqlBuilder(this.cache());
    const sql = this.buildRead(b, source, b.table(source.name), parts, prefer.count);
    const rows = await this.asCaller(claims, (tx) => tx.query<QueryResult & Record<string, unknown>>(sql, b.params));
    return this.readResponse(request, rows[0] as QueryResult, parts, wantsObject(request));
  }

  // ------------------------------------------------------------------------------------------
  // mutations

  private bodyObjects(request: ApiRequest, allowArray: boolean): Record<string, unknown>[] {
    const parsed = parseJsonBody(request);
    if (!parsed.ok) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
    const value = parsed.value;
    const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
    if (isObject(value)) return [value];
    if (allowArray && Array.isArray(value) && value.every(isObject)) return value;
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

  private async mutate(
    request: ApiRequest,
    claims: Claims,
    source: Source,
    b: SqlBuilder,
    mutationSql: string,
    okStatus: number,
    minimalStatus: number,
  ): Promise<ApiResponse> {
    const prefer = parsePrefer(request);
    const single = wantsObject(request);
    const outAlias = b.alias();
    const select = prefer.return === 'representation' ? parseSelect(request.url.searchParams.get('select')) : [{ kind: 'star' } as const];
    const { columns } = b.selectList(source, outAlias, select);
    const sql = `with _m as (${mutationSql})
      select coalesce(json_agg(_r), '[]')::text as body, count(*)::int as n from (select ${columns.join(', ')} from _m ${outAlias}) _r`;
    const result = await this.asCaller(claims, async (tx) => {
      const rows = await tx.query<QueryResult & Record<string, unknown>>(sql, b.params);
      const first = rows[0] as QueryResult;
      // Throwing rolls the change back, as PostgREST does when a singular answer is impossible.
      if (single && prefer.return === 'representation' && first.n !== 1) throw singularError(first.n);
      return first;
    });
    const total = prefer.count ? String(result.n) : '*';
    if (prefer.return !== 'representation') {
      const range = request.method === 'POST' || request.method === 'DELETE' || result.n === 0 ? `*/${total}` : `0-${result.n - 1}/${total}`;
      return { status: minimalStatus, headers: { 'Content-Range': range } };
    }
    const range = result.n > 0 ? `0-${result.n - 1}/${total}` : `*/${total}`;
    return {
      status: okStatus,
      headers: {
        'Content-Type': single ? `${OBJECT_MEDIA_TYPE}; charset=utf-8` : 'application/json; charset=utf-8',
        'Content-Range': range,
      },
      body: single ? result.body.slice(1, -1) : result.body,
    };
  }

  private async insert(request: ApiRequest, source: Source, claims: Claims): Promise<ApiResponse> {
    const prefer = parsePrefer(request);
    const rows = this.bodyObjects(request, true);
    const columnNames = this.mutationColumns(request, source, rows);
    const b = new SqlBuilder(this.cache());
    const table = b.table(source.name);
    const payload = b.param(JSON.stringify(rows));
    const complete = rows.every((row) => columnNames.every((name) => name in row));
    const values = columnNames.map((name) => {
      const column = b.column(source, name);
      if (complete) return `_p.${quoteIdent(name)}`;
      const fallback = prefer.missingDefault && column.defaultSql ? column.defaultSql : 'null';
      return `case when _j.v ? ${b.param(name)} then _p.${quoteIdent(name)} else ${fallback} end`;
    });
    let conflict = '';
    if (prefer.resolution) {
      const onConflict = request.url.searchParams.get('on_conflict');
      const targets = onConflict ? onConflict.split(',').map((c) => c.trim()) : (source.relation?.primaryKey ?? []);
      for (const target of targets) b.column(source, target);
      if (targets.length === 0) throw badRequest('on_conflict needs at least one column');
      const updates = columnNames.filter((name) => !targets.includes(name));
      conflict =
        prefer.resolution === 'ignore-duplicates' || updates.length === 0
          ? ` on conflict (${targets.map(quoteIdent).join(', ')}) do nothing`
          : ` on conflict (${targets.map(quoteIdent).join(', ')}) do update set ${updates
              .map((name) => `${quoteIdent(name)} = excluded.${quoteIdent(name)}`)
              .join(', ')}`;
    }
    if (rows.length === 0) {
      return { status: 201, headers: { 'Content-Range': '*/0' }, ...(prefer.return === 'representation' ? { body: '[]' } : {}) };
    }
    const mutation =
      columnNames.length === 0
        ? `insert into ${table} as _i default values returning _i.*`
        : `insert into ${table} as _i (${columnNames.map(quoteIdent).join(', ')})
           select ${values.join(', ')}
           from jsonb_array_elements(${payload}::jsonb) with ordinality as _j(v, ord)
           cross join lateral jsonb_populate_record(null::${table}, _j.v) as _p
           order by _j.ord${conflict}
           returning _i.*`;
    return this.mutate(request, claims, source, b, mutation, 201, 201);
  }

  private requireFilters(parts: ReadParts, verb: 'UPDATE' | 'DELETE'): void {
    // Hosted projects refuse unfiltered writes; a forgotten filter must not touch every row.
    if (parts.conditions.length === 0) throw new RestError(400, '21000', `${verb} requires a WHERE clause`);
  }

  private async update(request: ApiRequest, source: Source, claims: Claims): Promise<ApiResponse> {
    const [row] = this.bodyObjects(request, false) as [Record<string, unknown>];
    const columnNames = this.mutationColumns(request, source, [row]).filter((name) => name in row);
    const parts = this.readParts(request);
    this.requireFilters(parts, 'UPDATE');
    const b = new SqlBuilder(this.cache());
    const table = b.table(source.name);
    const target = b.alias();
    const where = parts.conditions.map((c) => b.condition(source, target, c)).join(' and ');
    if (columnNames.length === 0) {
      const mutation = `select ${target}.* from ${table} ${target} where false`;
      return this.mutate(request, claims, source, b, mutation, 200, 204);
    }
    const payload = b.param(JSON.stringify(row));
    const mutation = `update ${table} as ${target} set ${columnNames.map((name) => `${quoteIdent(name)} = _p.${quoteIdent(name)}`).join(', ')}
      from jsonb_populate_record(null::${table}, ${payload}::jsonb) as _p
      where ${where} returning ${target}.*`;
    return this.mutate(request, claims, source, b, mutation, 200, 204);
  }

  private async remove(request: ApiRequest, source: Source, claims: Claims): Promise<ApiResponse> {
    const parts = this.readParts(request);
    this.requireFilters(parts, 'DELETE');
    const b = new SqlBuilder(this.cache());
    const target = b.alias();
    const where = parts.conditions.map((c) => b.condition(source, target, c)).join(' and ');
    const mutation = `delete from ${b.table(source.name)} as ${target} where ${where} returning ${target}.*`;
    return this.mutate(request, claims, source, b, mutation, 200, 204);
  }

  // ------------------------------------------------------------------------------------------
  // RPC

  private async rpc(request: ApiRequest, name: string, claims: Claims): Promise<ApiResponse> {
    const candidates = this.cache().routines.get(name) ?? [];
    let args: Record<string, unknown> = {};
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    if (isRead) {
      const argNames = new Set(candidates.flatMap((c) => c.args.map((a) => a.name)));
      for (const [key, value] of request.url.searchParams) if (argNames.has(key)) args[key] = value;
    } else if (request.method === 'POST') {
      const parsed = parseJsonBody(request);
      if (!parsed.ok) throw new RestError(400, 'PGRST102', 'Empty or invalid json');
      if (parsed.value !== undefined) {
        if (typeof parsed.value !== 'object' || parsed.value === null || Array.isArray(parsed.value)) {
          throw new RestError(400, 'PGRST102', 'Empty or invalid json');
        }
        args = parsed.value as Record<string, unknown>;
      }
    } else {
      throw new RestError(405, 'PGRST101', 'Only GET, HEAD and POST are allowed for RPC');
    }
    const keys = Object.keys(args);
    const routine = candidates.find(
      (c) => keys.every((k) => c.args.some((a) => a.name === k)) && c.args.every((a) => a.hasDefault || keys.includes(a.name)),
    );
    if (!routine) {
      throw new RestError(
        404,
        'PGRST202',
        `Could not find the function ${this.cache().schema}.${name}(${[...keys].sort().join(', ')}) in the schema cache`,
        `Searched for the function ${this.cache().schema}.${name} with parameters ${[...keys].sort().join(', ') || 'without parameters'}, but no matches were found in the schema cache.`,
      );
    }
    const b = new SqlBuilder(this.cache());
    const call = `${b.table(routine.name)}(${routine.args
      .filter((a) => keys.includes(a.name))
      .map((a) => `${quoteIdent(a.name)} := ${b.param(jsonToPgText(args[a.name], a.type))}::${a.type}`)
      .join(', ')})`;
    return this.rpcResult(request, claims, routine, b, call, isRead ? new Set(keys) : new Set());
  }

  private async rpcResult(
    request: ApiRequest,
    claims: Claims,
    routine: RoutineInfo,
    b: SqlBuilder,
    call: string,
    argKeys: Set<string>,
  ): Promise<ApiResponse> {
    if (routine.isVoid) {
      await this.asCaller(claims, (tx) => tx.query(`select ${call}`, b.params));
      return { status: 204 };
    }
    if (routine.columns) {
      const prefer = parsePrefer(request);
      const parts = this.readParts(request, argKeys);
      const source: Source = { name: routine.name, columns: routine.columns };
      const sql = this.buildRead(b, source, call, parts, prefer.count);
      const rows = await this.asCaller(claims, (tx) => tx.query<QueryResult & Record<string, unknown>>(sql, b.params));
      return this.readResponse(request, rows[0] as QueryResult, parts, wantsObject(request) || !routine.returnsSet);
    }
    const sql = routine.returnsSet
      ? `select coalesce(json_agg(_v), '[]')::text as body, count(*)::int as n from ${call} as _v`
      : `select to_json(${call})::text as body, 1 as n`;
    const rows = await this.asCaller(claims, (tx) => tx.query<QueryResult & Record<string, unknown>>(sql, b.params));
    const result = rows[0] as QueryResult;
    return { status: 200, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: result.body };
  }
}
