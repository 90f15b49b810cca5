// Turns a parsed request into parameterised SQL. Identifiers come only from the schema cache (and
// are quoted anyway); every value from the request travels as a $n parameter with a cast taken
// from the catalog, so no request text is ever spliced into SQL.
import type { SqlParam } from '../database.ts';
import { badRequest, RestError } from './errors.ts';
import type { Condition, FieldPath, OrderTerm, SelectItem } from './parse.ts';
import type { Column, ForeignKey, Relation, SchemaCache } from './schema-cache.ts';

export interface Source {
  name: string;
  columns: Map<string, Column>;
  /** a table that can be embedded from, when the source is a table */
  relation?: Relation;
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

export class SqlBuilder {
  readonly params: SqlParam[] = [];
  private aliasCount = 0;

  constructor(readonly cache: SchemaCache) {}

  param(value: SqlParam): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  alias(): string {
    const name = `_t${this.aliasCount}`;
    this.aliasCount += 1;
    return name;
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

  condition(source: Source, alias: string, condition: Condition): string {
    if (condition.kind === 'logic') {
      if (condition.children.length === 0) return condition.negate ? 'false' : 'true';
      const joined = condition.children.map((child) => this.condition(source, alias, child)).join(condition.op === 'and' ? ' and ' : ' or ');
      return condition.negate ? `not (${joined})` : `(${joined})`;
    }
    const { sql: field, type } = this.field(source, alias, condition.field);
    const value = condition.value;
    const scalar = (): string => {
      if (typeof value !== 'string') throw badRequest(`"failed to parse filter": a list is only valid for "in"`);
      return value;
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
        sql = `${field} ${ops[condition.op]} ${this.param(scalar())}::${type}`;
        break;
      }
      case 'like':
      case 'ilike':
        sql = `${field}::text ${condition.op} ${this.param(scalar().replace(/\*/g, '%'))}`;
        break;
      case 'match':
        sql = `${field}::text ~ ${this.param(scalar())}`;
        break;
      case 'imatch':
        sql = `${field}::text ~* ${this.param(scalar())}`;
        break;
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
        sql = value.length === 0 ? 'false' : `${field} = any(${this.param(pgArrayLiteral(value))}::${type}[])`;
        break;
      }
      case 'cs':
      case 'cd':
      case 'ov': {
        if (!type.endsWith('[]') && type !== 'jsonb' && type !== 'json') {
          throw badRequest(`"failed to parse filter": "${condition.op}" needs an array or json column`);
        }
        const castType = type === 'json' ? 'jsonb' : type;
        const column = type === 'json' ? `${field}::jsonb` : field;
        const ops = { cs: '@>', cd: '<@', ov: '&&' } as const;
        if (condition.op === 'ov' && castType === 'jsonb') throw badRequest('"failed to parse filter": "ov" needs an array column');
        let raw = scalar();
        // PostgREST accepts ov.(a,b) for arrays
        if (castType.endsWith('[]') && raw.startsWith('(') && raw.endsWith(')')) raw = `{${raw.slice(1, -1)}}`;
        sql = `${column} ${ops[condition.op]} ${this.param(raw)}::${castType}`;
        break;
      }
      case 'fts':
      case 'plfts':
      case 'phfts':
      case 'wfts': {
        const fn = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' } as const;
        const lang = condition.language ? `${this.param(condition.language)}::regconfig, ` : '';
        const vector = `to_tsvector(${lang}${field}::text)`;
        sql = `${vector} @@ ${fn[condition.op]}(${lang}${this.param(scalar())})`;
        break;
      }
      default:
        throw badRequest(`"failed to parse filter": unknown operator "${condition.op}"`);
    }
    return condition.negate ? `not (${sql})` : sql;
  }

  order(source: Source, alias: string, terms: OrderTerm[]): string {
    return terms
      .map((term) => {
        const { sql } = this.field(source, alias, term.field);
        const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
        return `${sql} ${term.descending ? 'desc' : 'asc'}${nulls}`;
      })
      .join(', ');
  }

  /**
   * The select list over `alias`, plus the conditions that `!inner` embeds add to the parent.
   */
  selectList(source: Source, alias: string, items: SelectItem[]): { columns: string[]; innerConditions: string[] } {
    const columns: string[] = [];
    const innerConditions: string[] = [];
    for (const item of items) {
      if (item.kind === 'star') {
        columns.push(`${alias}.*`);
        continue;
      }
      if (item.kind === 'field') {
        const { sql } = this.field(source, alias, item.field);
        const lastStep = item.field.json[item.field.json.length - 1];
        const name = item.alias ?? (lastStep ? lastStep.key : item.field.column);
        columns.push(`${item.cast ? `(${sql})::${item.cast}` : sql} as ${quoteIdent(name)}`);
        continue;
      }
      const embedded = this.embed(source, alias, item);
      columns.push(`${embedded.sql} as ${quoteIdent(item.alias ?? item.relation)}`);
      if (item.inner) innerConditions.push(embedded.exists);
    }
    return { columns, innerConditions };
  }

  private embed(parent: Source, parentAlias: string, item: Extract<SelectItem, { kind: 'embed' }>): { sql: string; exists: string } {
    const child = this.cache.relations.get(item.relation);
    if (!parent.relation || !child) {
      throw new RestError(
        400,
        'PGRST200',
        `Could not find a relationship between '${parent.name}' and '${item.relation}' in the schema cache`,
      );
    }
    const matches = (fk: ForeignKey): boolean => !item.hint || fk.columns.includes(item.hint) || fk.refColumns.includes(item.hint);
    const toOne = this.cache.foreignKeys.filter((fk) => fk.table === parent.name && fk.refTable === child.name && matches(fk));
    const toMany = this.cache.foreignKeys.filter((fk) => fk.table === child.name && fk.refTable === parent.name && matches(fk));
    const candidates = [...toOne.map((fk) => ({ fk, one: true })), ...toMany.map((fk) => ({ fk, one: false }))];
    if (candidates.length === 0) {
      throw new RestError(400, 'PGRST200', `Could not find a relationship between '${parent.name}' and '${child.name}' in the schema cache`);
    }
    if (candidates.length > 1) {
      throw new RestError(
        300,
        'PGRST201',
        `Could not embed because more than one relationship was found for '${parent.name}' and '${child.name}'`,
        null,
        `Try changing '${child.name}' to one of the foreign key columns, e.g. '${child.name}!${candidates[0]?.fk.columns[0] ?? ''}'`,
      );
    }
    const { fk, one } = candidates[0] as { fk: ForeignKey; one: boolean };
    const childSource: Source = { name: child.name, columns: child.columns, relation: child };
    const childAlias = this.alias();
    const join = fk.columns
      .map((column, i) => {
        const refColumn = fk.refColumns[i] as string;
        return one
          ? `${childAlias}.${quoteIdent(refColumn)} = ${parentAlias}.${quoteIdent(column)}`
          : `${childAlias}.${quoteIdent(column)} = ${parentAlias}.${quoteIdent(refColumn)}`;
      })
      .join(' and ');
    const inner = this.selectList(childSource, childAlias, item.items);
    const where = [join, ...inner.innerConditions].join(' and ');
    const body = `select ${inner.columns.join(', ') || 'null'} from ${this.table(child.name)} ${childAlias} where ${where}`;
    const sql = one
      ? `(select row_to_json(_e) from (${body} limit 1) _e)`
      : `coalesce((select json_agg(_e) from (${body}) _e), '[]'::json)`;
    return { sql, exists: `exists (select 1 from ${this.table(child.name)} ${childAlias} where ${where})` };
  }
}
