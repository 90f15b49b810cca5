// Turns a parsed request into parameterised SQL, shaped like PostgREST's own queries (a read is
// one SELECT whose embedded resources are LEFT/INNER JOIN LATERAL subqueries aggregated to JSON).
// Identifiers come only from the schema cache (and are quoted anyway); every value from the request
// travels as a $n parameter with a cast taken from the catalog, so no request text is spliced into SQL.
import type { SqlParam } from '../database.ts';
import { badRequest, RestError } from './errors.ts';
import type { Condition, Filter, FieldPath, OrderTerm, SelectItem } from './parse.ts';
import { fuzzyMatches, fuzzyOne } from './fuzzy.ts';
import type { Column, Relation, Relationship, SchemaCache } from './schema-cache.ts';

export interface Source {
  name: string;
  columns: Map<string, Column>;
  /** a table that can be embedded from, when the source is a table */
  relation?: Relation;
  /** the table whose relationships embeds use (a function returning SETOF that table) */
  relTable?: string;
}

/** What the query string says about one level of the select tree (top level or an embed path). */
export interface NodeParams {
  conditions: Condition[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export function emptyParams(): NodeParams {
  return { conditions: [] };
}

type EmbedItem = Extract<SelectItem, { kind: 'embed' }>;

interface EmbedNode {
  item: EmbedItem;
  rel: Relationship;
  node: PlanNode;
  /** PostgREST's relAggAlias: <parent table>_<alias or name>_<depth> */
  aggAlias: string;
  /** the key in the parent object */
  name: string;
  toOne: boolean;
  /** an embed with no columns of its own or below (`rel()`): joins and filters, shows nothing */
  empty: boolean;
}

export interface PlanNode {
  source: Source;
  alias: string;
  items: SelectItem[];
  embeds: EmbedNode[];
  params: NodeParams;
  depth: number;
  /** set for embedded nodes: the relationship to the parent and the parent's alias */
  parent?: { rel: Relationship; alias: string };
}

export function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

export function qualified(schema: string, name: string): string {
  return `${quoteIdent(schema)}.${quoteIdent(name)}`;
}

/** A Postgres array literal whose every element is quoted, so commas and braces stay data. */
export function pgArrayLiteral(items: (string | null)[]): string {
  return `{${items.map((item) => (item === null ? 'NULL' : `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`;
}

/** A JSON value from a request body as the text Postgres parses for a value of `type`. */
export function jsonToPgText(value: unknown, type: string): SqlParam {
  if (value === null || value === undefined) return null;
  if (type === 'json' || type === 'jsonb') return JSON.stringify(value);
  if (Array.isArray(value) && type.endsWith('[]')) {
    const elementType = type.slice(0, -2);
    return pgArrayLiteral(value.map((item) => jsonToPgText(item, elementType)));
  }
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function unknownColumn(source: string, column: string): RestError {
  return new RestError(400, '42703', `column ${source}.${column} does not exist`);
}

function fmtCols(cols: string[]): string {
  return `(${cols.join(', ')})`;
}

function relationshipDetail(r: Relationship): Record<string, string> {
  if (r.cardinality === 'many-to-many' && r.junction) {
    const j = r.junction;
    return {
      cardinality: r.cardinality,
      embedding: `${r.table} with ${r.foreignTable}`,
      relationship: `${j.table} using ${j.constraint1}${fmtCols(j.sourceColumns.map((c) => c[1]))} and ${j.constraint2}${fmtCols(j.targetColumns.map((c) => c[1]))}`,
    };
  }
  return {
    cardinality: r.cardinality,
    embedding: `${r.table} with ${r.foreignTable}`,
    relationship: `${r.constraint} using ${r.table}${fmtCols(r.columns.map((c) => c[0]))} and ${r.foreignTable}${fmtCols(r.columns.map((c) => c[1]))}`,
  };
}

function isToOne(r: Relationship): boolean {
  return r.cardinality === 'many-to-one' || r.cardinality === 'one-to-one';
}

/** PostgREST's findRel: the relationship an embed `target!hint` names, or its PGRST200/PGRST201. */
export function findRelationship(cache: SchemaCache, origin: string, target: string, hint: string | undefined): Relationship {
  const all = cache.relationships.get(origin) ?? [];
  const single = (cols: [string, string][], side: 0 | 1, name: string): boolean => cols.length === 1 && cols[0]?.[side] === name;
  const found = all.filter((r) => {
    if (r.isSelf) {
      if (r.cardinality === 'many-to-many') return false;
      if (!hint) {
        return (target === r.foreignTable && r.cardinality === 'one-to-many') || (single(r.columns, 0, target) && r.cardinality === 'many-to-one');
      }
      return target === r.foreignTable && r.cardinality === 'one-to-many' && single(r.columns, 1, hint);
    }
    if (!hint) {
      if (target === r.foreignTable) return true;
      if (r.foreignIsView) return false;
      if (r.cardinality !== 'many-to-many' && r.constraint === target) return true;
      return r.cardinality !== 'many-to-many' && single(r.columns, 0, target);
    }
    if (target !== r.foreignTable) return false;
    if (r.cardinality === 'many-to-many') return r.junction?.table === hint;
    return r.constraint === hint || single(r.columns, 0, hint) || single(r.columns, 1, hint);
  });
  if (found.length === 1) return found[0] as Relationship;
  if (found.length === 0) throw noRelationship(cache, origin, target, hint);
  const hints = found.map((r) => `'${r.foreignTable}!${r.cardinality === 'many-to-many' ? r.junction?.table : r.constraint}'`).join(', ');
  throw new RestError(
    300,
    'PGRST201',
    `Could not embed because more than one relationship was found for '${origin}' and '${target}'`,
    found.map(relationshipDetail),
    `Try changing '${target}' to one of the following: ${hints}. Find the desired relationship in the 'details' key.`,
  );
}

/** PGRST200 with PostgREST's hint: a close child name if the parent has relationships, else a close parent. */
export function noRelationship(cache: SchemaCache, origin: string, target: string, hint: string | undefined): RestError {
  const rels = cache.relationships.get(origin);
  let suggestion: string | undefined;
  if (rels) {
    const close = fuzzyMatches(rels.map((r) => r.foreignTable), target).find((m) => m.score < 1);
    if (close) suggestion = `Perhaps you meant '${close.match}' instead of '${target}'.`;
  } else {
    const parent = fuzzyOne([...cache.relationships.keys()], origin);
    if (parent) suggestion = `Perhaps you meant '${parent}' instead of '${origin}'.`;
  }
  return new RestError(
    400,
    'PGRST200',
    `Could not find a relationship between '${origin}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${origin}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${cache.schema}', but no matches were found.`,
    suggestion ?? null,
  );
}

function notEmbedded(path: string): RestError {
  return new RestError(400, 'PGRST108', `'${path}' is not an embedded resource in this request`, null, `Verify that '${path}' is included in the 'select' query parameter.`);
}

export class SqlBuilder {
  readonly params: SqlParam[] = [];

  constructor(readonly cache: SchemaCache) {}

  param(value: SqlParam): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  table(name: string): string {
    return qualified(this.cache.schema, name);
  }

  column(source: Source, name: string): Column {
    const column = source.columns.get(name);
    if (!column) throw unknownColumn(source.name, name);
    return column;
  }

  /** SQL for a field (column plus JSON path) and the type values compared with it are cast to. */
  field(source: Source, alias: string, path: FieldPath): { sql: string; type: string; column: Column } {
    const column = this.column(source, path.column);
    let sql = `${alias}.${quoteIdent(column.name)}`;
    let type = column.type;
    if (path.json.length > 0) {
      if (!column.isJson) throw badRequest(`"failed to parse json path": column ${source.name}.${column.name} is not json`);
      for (const step of path.json) {
        const key = /^-?\d+$/.test(step.key) ? `${this.param(step.key)}::integer` : `${this.param(step.key)}::text`;
        sql = `(${sql}${step.arrow}${key})`;
        type = step.arrow === '->>' ? 'text' : 'jsonb';
      }
    }
    return { sql, type, column };
  }

  // ------------------------------------------------------------------------------------------
  // planning: resolve the select tree's embeds against the relationships

  /**
   * Builds the plan tree. `embedParams` holds the parameters of embedded levels by path (alias or
   * name of each embed, joined with dots); every path must name an embed of the select.
   */
  plan(source: Source, alias: string, items: SelectItem[], top: NodeParams, embedParams: Map<string, NodeParams>): PlanNode {
    const used = new Set<string>();
    const node = this.planNode(source, alias, items, top, embedParams, '', 0, used);
    for (const path of embedParams.keys()) if (!used.has(path)) throw notEmbedded(path);
    return node;
  }

  private planNode(
    source: Source,
    alias: string,
    items: SelectItem[],
    params: NodeParams,
    embedParams: Map<string, NodeParams>,
    path: string,
    depth: number,
    used: Set<string>,
  ): PlanNode {
    const node: PlanNode = { source, alias, items: items.filter((i) => i.kind !== 'embed'), embeds: [], params, depth };
    const aggAliases = new Set<string>();
    for (const item of items) {
      if (item.kind !== 'embed') continue;
      const origin = source.relTable ?? (source.relation ? source.name : undefined);
      if (!origin) throw noRelationship(this.cache, source.name, item.relation, item.hint);
      const rel = findRelationship(this.cache, origin, item.relation, item.hint);
      const child = this.cache.relations.get(rel.foreignTable);
      if (!child) throw noRelationship(this.cache, origin, item.relation, item.hint);
      const toOne = isToOne(rel);
      const name = item.alias ?? item.relation;
      const aggAlias = `${origin}_${name}_${depth + 1}`;
      if (aggAliases.has(aggAlias)) throw new RestError(400, '42712', `table name "${aggAlias}" specified more than once`);
      aggAliases.add(aggAlias);
      const childPath = path ? `${path}.${name}` : name;
      const childParams = embedParams.get(childPath) ?? emptyParams();
      if (embedParams.has(childPath)) used.add(childPath);
      const childAlias = quoteIdent(rel.foreignTable === stripQuotes(alias) ? `${rel.foreignTable}_${depth + 1}` : rel.foreignTable);
      const childSource: Source = { name: child.name, columns: child.columns, relation: child };
      const childNode = this.planNode(childSource, childAlias, item.items, childParams, embedParams, childPath, depth + 1, used);
      childNode.parent = { rel, alias };
      const empty = isEmptySelect(item.items);
      node.embeds.push({ item, rel, node: childNode, aggAlias, name, toOne, empty });
    }
    return node;
  }

  // ------------------------------------------------------------------------------------------
  // reads

  /** The SELECT of a plan node: its columns, its embeds' JSON, its filters, order and range. */
  read(node: PlanNode, from: string, range: { limit?: number; offset?: number } = node.params): string {
    const selects = this.selectColumns(node);
    const joins = node.embeds.map((e) => this.lateralJoin(e));
    const where = this.whereClauses(node, false);
    const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
    const orderSql = node.params.order && node.params.order.length > 0 ? ` order by ${this.order(node, node.params.order)}` : '';
    const limitSql = range.limit !== undefined ? ` limit ${this.param(String(range.limit))}::bigint` : '';
    const offsetSql = range.offset !== undefined && range.offset > 0 ? ` offset ${this.param(String(range.offset))}::bigint` : '';
    return `select ${selects.join(', ')} from ${this.fromClause(node, from)}${joins.join('')}${whereSql}${orderSql}${limitSql}${offsetSql}`;
  }

  /** SELECT 1 … with the same filters (inner embeds and null-embed filters as EXISTS), for counts. */
  count(node: PlanNode, from: string): string {
    const where = this.whereClauses(node, true);
    const whereSql = where.length > 0 ? ` where ${where.join(' and ')}` : '';
    return `select 1 from ${this.fromClause(node, from)}${whereSql}`;
  }

  private fromClause(node: PlanNode, from: string): string {
    const junction = node.parent?.rel.junction;
    if (junction) return `${from} ${node.alias}, ${this.table(junction.table)} ${this.junctionAlias(node)}`;
    return `${from} ${node.alias}`;
  }

  private junctionAlias(node: PlanNode): string {
    return quoteIdent(`${node.parent?.rel.junction?.table ?? ''}_j${node.depth}`);
  }

  private joinConditions(node: PlanNode): string[] {
    if (!node.parent) return [];
    const { rel, alias: parentAlias } = node.parent;
    if (rel.junction) {
      const j = this.junctionAlias(node);
      return [
        ...rel.junction.sourceColumns.map(([tc, jc]) => `${j}.${quoteIdent(jc)} = ${parentAlias}.${quoteIdent(tc)}`),
        ...rel.junction.targetColumns.map(([fc, jc]) => `${j}.${quoteIdent(jc)} = ${node.alias}.${quoteIdent(fc)}`),
      ];
    }
    return rel.columns.map(([pc, cc]) => `${node.alias}.${quoteIdent(cc)} = ${parentAlias}.${quoteIdent(pc)}`);
  }

  private whereClauses(node: PlanNode, countMode: boolean): string[] {
    const clauses = node.params.conditions.map((c) => this.condition(node, c, countMode));
    clauses.push(...this.joinConditions(node));
    if (countMode) {
      for (const e of node.embeds) if (e.item.joinType === 'inner') clauses.push(`exists (${this.count(e.node, this.table(e.node.source.name))})`);
    }
    return clauses;
  }

  /** The names of the columns a node's SELECT produces, in order (for spreads). */
  outputNames(node: PlanNode): string[] {
    const names: string[] = [];
    for (const item of node.items) {
      if (item.kind === 'star') names.push(...node.source.columns.keys());
      else if (item.kind === 'field') names.push(fieldName(item));
    }
    for (const e of node.embeds) {
      if (e.item.spread) names.push(...this.outputNames(e.node));
      else if (!e.empty) names.push(e.name);
    }
    return names;
  }

  private selectColumns(node: PlanNode): string[] {
    const columns: string[] = [];
    const defaultStar = node.items.length === 0 && node.embeds.length === 0;
    for (const item of defaultStar ? ([{ kind: 'star' }] as SelectItem[]) : node.items) {
      if (item.kind === 'star') {
        columns.push(`${node.alias}.*`);
      } else if (item.kind === 'field') {
        const { sql } = this.field(node.source, node.alias, item.field);
        columns.push(`${item.cast ? `(${sql})::${item.cast}` : sql} as ${quoteIdent(fieldName(item))}`);
      }
    }
    for (const e of node.embeds) {
      const agg = quoteIdent(e.aggAlias);
      if (e.item.spread) {
        for (const name of this.outputNames(e.node)) columns.push(`${agg}.${quoteIdent(name)} as ${quoteIdent(name)}`);
      } else if (e.empty) {
        continue;
      } else if (e.toOne) {
        columns.push(`row_to_json(${agg}.*)::jsonb as ${quoteIdent(e.name)}`);
      } else {
        columns.push(`coalesce(${agg}.${agg}, '[]') as ${quoteIdent(e.name)}`);
      }
    }
    return columns;
  }

  private lateralJoin(e: EmbedNode): string {
    const agg = quoteIdent(e.aggAlias);
    const child = this.read(e.node, this.table(e.node.source.name));
    const inner = e.item.joinType === 'inner';
    if (e.toOne) return ` ${inner ? 'inner' : 'left'} join lateral (${child}) as ${agg} on true`;
    const spreadCols = e.item.spread
      ? this.outputNames(e.node).map((n) => `, coalesce(json_agg(${agg}.${quoteIdent(n)}), '[]')::jsonb as ${quoteIdent(n)}`).join('')
      : '';
    return ` ${inner ? 'inner' : 'left'} join lateral (select json_agg(${agg})::jsonb as ${agg}${spreadCols} from (${child}) as ${agg}) as ${agg} on ${inner ? `${agg}.${agg} is not null` : 'true'}`;
  }

  /** `order` terms, including PostgREST's related order on a to-one embed: `rel(col).desc`. */
  order(node: PlanNode, terms: OrderTerm[]): string {
    return terms
      .map((term) => {
        let sql: string;
        if (term.relation) {
          const embed = node.embeds.find((e) => e.name === term.relation);
          if (!embed) throw notEmbedded(term.relation);
          if (!embed.toOne) {
            throw new RestError(
              400,
              'PGRST118',
              `A related order on '${term.relation}' is not possible`,
              `'${node.source.relTable ?? node.source.name}' and '${term.relation}' do not form a many-to-one or one-to-one relationship`,
            );
          }
          const child = embed.node;
          const { sql: fieldSql } = this.field(child.source, child.alias, term.field);
          const where = this.joinConditions(child).join(' and ');
          sql = `(select ${fieldSql} from ${this.fromClause(child, this.table(child.source.name))} where ${where} limit 1)`;
        } else {
          sql = this.field(node.source, node.alias, term.field).sql;
        }
        const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
        return `${sql} ${term.descending ? 'desc' : 'asc'}${nulls}`;
      })
      .join(', ');
  }

  // ------------------------------------------------------------------------------------------
  // filters

  condition(node: PlanNode, condition: Condition, countMode = false): string {
    if (condition.kind === 'logic') {
      if (condition.children.length === 0) return condition.negate ? 'false' : 'true';
      const joined = condition.children.map((child) => this.condition(node, child, countMode)).join(condition.op === 'and' ? ' and ' : ' or ');
      return condition.negate ? `not (${joined})` : `(${joined})`;
    }
    const nullEmbed = this.nullEmbedFilter(node, condition, countMode);
    if (nullEmbed) return nullEmbed;
    return this.filter(node.source, node.alias, condition);
  }

  /** `rel=is.null` / `rel=not.is.null` on an embedded resource: an anti-join / semi-join. */
  private nullEmbedFilter(node: PlanNode, f: Filter, countMode: boolean): string | undefined {
    if (f.op !== 'is' || f.value !== 'null' || f.field.json.length > 0) return undefined;
    const embed = node.embeds.find((e) => e.name === f.field.column);
    if (!embed) return undefined;
    const isNull = !f.negate;
    if (countMode) return `${isNull ? 'not ' : ''}exists (${this.count(embed.node, this.table(embed.node.source.name))})`;
    const agg = quoteIdent(embed.aggAlias);
    if (embed.toOne) return `${agg} is ${isNull ? 'not ' : ''}distinct from null`;
    return `${agg}.${agg} is ${isNull ? '' : 'not '}null`;
  }

  filter(source: Source, alias: string, condition: Filter): string {
    const { sql: field, type, column } = this.field(source, alias, condition.field);
    const value = condition.value;
    const scalar = (): string => {
      if (typeof value !== 'string') throw badRequest(`"failed to parse filter": a list is only valid for "in"`);
      return value;
    };
    const quantified = (op: string, elementType: string, star: boolean): string => {
      let raw = scalar();
      if (star) raw = raw.replace(/\*/g, '%');
      return `${field} ${op} ${condition.quantifier}(${this.param(raw)}::${elementType}[])`;
    };
    let sql: string;
    switch (condition.op) {
      case 'eq':
      case 'neq':
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte': {
        const ops = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;
        sql = condition.quantifier ? quantified(ops[condition.op], type, false) : `${field} ${ops[condition.op]} ${this.param(scalar())}::${type}`;
        break;
      }
      case 'like':
      case 'ilike': {
        const op = condition.op === 'like' ? 'like' : 'ilike';
        sql = condition.quantifier ? quantified(op, 'text', true) : `${field} ${op} ${this.param(scalar().replace(/\*/g, '%'))}::text`;
        break;
      }
      case 'match':
      case 'imatch': {
        const op = condition.op === 'match' ? '~' : '~*';
        sql = condition.quantifier ? quantified(op, 'text', false) : `${field} ${op} ${this.param(scalar())}::text`;
        break;
      }
      case 'is': {
        const is = { null: 'is null', not_null: 'is not null', true: 'is true', false: 'is false', unknown: 'is unknown' } as const;
        sql = `${field} ${is[scalar() as keyof typeof is]}`;
        break;
      }
      case 'isdistinct':
        sql = `${field} is distinct from ${this.param(scalar())}::${type}`;
        break;
      case 'in': {
        if (!Array.isArray(value)) throw badRequest('"failed to parse filter": "in" needs a list');
        if (type.endsWith('[]')) throw badRequest(`"failed to parse filter": "in" is not available for array columns`);
        sql = `${field} = any(${this.param(pgArrayLiteral(value))}::${type}[])`;
        break;
      }
      case 'cs':
      case 'cd':
      case 'ov':
      case 'sl':
      case 'sr':
      case 'nxl':
      case 'nxr':
      case 'adj': {
        const castType = type === 'json' ? 'jsonb' : type;
        const target = type === 'json' ? `${field}::jsonb` : field;
        const ops = { cs: '@>', cd: '<@', ov: '&&', sl: '<<', sr: '>>', nxr: '&<', nxl: '&>', adj: '-|-' } as const;
        let raw = scalar();
        // PostgREST accepts ov.(a,b) for arrays
        if (castType.endsWith('[]') && raw.startsWith('(') && raw.endsWith(')')) raw = `{${raw.slice(1, -1)}}`;
        sql = `${target} ${ops[condition.op]} ${this.param(raw)}::${castType}`;
        break;
      }
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        const fn = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
        const lang = condition.language ? `${this.param(condition.language)}::regconfig, ` : '';
        const vector = column.type === 'tsvector' && condition.field.json.length === 0 ? field : `to_tsvector(${lang}${field}::text)`;
        sql = `${vector} @@ ${fn[condition.op]}(${lang}${this.param(scalar())})`;
        break;
      }
      default:
        throw badRequest(`"failed to parse filter": unknown operator "${condition.op}"`);
    }
    return condition.negate ? `not (${sql})` : sql;
  }
}

function stripQuotes(alias: string): string {
  return alias.startsWith('"') && alias.endsWith('"') ? alias.slice(1, -1).replace(/""/g, '"') : alias;
}

function fieldName(item: Extract<SelectItem, { kind: 'field' }>): string {
  const lastStep = item.field.json[item.field.json.length - 1];
  return item.alias ?? (lastStep ? lastStep.key : item.field.column);
}

/** `rel()` and embeds holding only such embeds select nothing of their own. */
function isEmptySelect(items: SelectItem[]): boolean {
  return items.every((i) => i.kind === 'embed' && !i.spread && isEmptySelect(i.items));
}
