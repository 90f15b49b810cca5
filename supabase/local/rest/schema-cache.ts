// What PostgREST calls its schema cache: the tables, columns, foreign keys and functions of the
// exposed schema, read once from the catalog. Every identifier in a request is checked against it
// before it reaches SQL.
import type { Queryable } from '../database.ts';

export interface Column {
  name: string;
  /** format_type() of the column, used for casts of incoming values */
  type: string;
  isArray: boolean;
  isJson: boolean;
  /** SQL of the column default, from the catalog */
  defaultSql: string | null;
}

export interface Relation {
  name: string;
  columns: Map<string, Column>;
  primaryKey: string[];
}

export interface ForeignKey {
  table: string;
  columns: string[];
  refTable: string;
  refColumns: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface RoutineInfo {
  name: string;
  args: FunctionArg[];
  returnType: string;
  returnsSet: boolean;
  /** columns of a TABLE(...) or SETOF table result; undefined for scalar results */
  columns?: Map<string, Column>;
  isVoid: boolean;
}

export interface SchemaCache {
  schema: string;
  relations: Map<string, Relation>;
  foreignKeys: ForeignKey[];
  routines: Map<string, RoutineInfo[]>;
}

function column(name: string, type: string, defaultSql: string | null = null): Column {
  return { name, type, isArray: type.endsWith('[]'), isJson: type === 'json' || type === 'jsonb', defaultSql };
}

export async function loadSchemaCache(db: Queryable, schema = 'public'): Promise<SchemaCache> {
  const columnRows = await db.query<{ rel: string; col: string; type: string; def: string | null }>(
    `select c.relname as rel, a.attname as col, format_type(a.atttypid, a.atttypmod) as type,
            pg_get_expr(d.adbin, d.adrelid) as def
     from pg_class c
     join pg_namespace n on n.oid = c.relnamespace
     join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
     left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
     where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'p', 'f')
     order by c.relname, a.attnum`,
    [schema],
  );
  const relations = new Map<string, Relation>();
  for (const row of columnRows) {
    let relation = relations.get(row.rel);
    if (!relation) {
      relation = { name: row.rel, columns: new Map(), primaryKey: [] };
      relations.set(row.rel, relation);
    }
    relation.columns.set(row.col, column(row.col, row.type, row.def));
  }

  const keyRows = await db.query<{ rel: string; cols: string }>(
    `select c.relname as rel, string_agg(a.attname, ',' order by k.ord) as cols
     from pg_index i
     join pg_class c on c.oid = i.indrelid
     join pg_namespace n on n.oid = c.relnamespace
     cross join lateral unnest(i.indkey) with ordinality as k(attnum, ord)
     join pg_attribute a on a.attrelid = c.oid and a.attnum = k.attnum
     where n.nspname = $1 and i.indisprimary
     group by c.relname`,
    [schema],
  );
  for (const row of keyRows) {
    const relation = relations.get(row.rel);
    if (relation) relation.primaryKey = row.cols.split(',');
  }

  const fkRows = await db.query<{ rel: string; cols: string; ref: string; refcols: string }>(
    `select c.relname as rel, r.relname as ref,
            (select string_agg(a.attname, ',' order by k.ord) from unnest(con.conkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum) as cols,
            (select string_agg(a.attname, ',' order by k.ord) from unnest(con.confkey) with ordinality k(attnum, ord)
              join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum) as refcols
     from pg_constraint con
     join pg_class c on c.oid = con.conrelid
     join pg_namespace n on n.oid = c.relnamespace
     join pg_class r on r.oid = con.confrelid
     join pg_namespace rn on rn.oid = r.relnamespace
     where con.contype = 'f' and n.nspname = $1 and rn.nspname = $1`,
    [schema],
  );
  const foreignKeys = fkRows.map((row) => ({
    table: row.rel,
    columns: row.cols.split(','),
    refTable: row.ref,
    refColumns: row.refcols.split(','),
  }));

  const fnRows = await db.query<{
    name: string;
    argnames: string[] | string | null;
    argmodes: string[] | string | null;
    argtypes: string | null;
    ndefaults: number;
    rettype: string;
    retset: boolean;
    rettable: string | null;
    allargtypes: string | null;
  }>(
    `select p.proname as name, p.proargnames::text as argnames, p.proargmodes::text as argmodes,
            (select string_agg(format_type(t, null), '|' order by ord) from unnest(p.proargtypes) with ordinality u(t, ord)) as argtypes,
            (select string_agg(format_type(t, null), '|' order by ord) from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality u(t, ord)) as allargtypes,
            p.pronargdefaults::int as ndefaults, format_type(p.prorettype, null) as rettype, p.proretset as retset,
            case when t.typtype = 'c' then rc.relname end as rettable
     from pg_proc p
     join pg_namespace n on n.oid = p.pronamespace
     join pg_type t on t.oid = p.prorettype
     left join pg_class rc on rc.oid = t.typrelid
     where n.nspname = $1 and p.prokind = 'f'`,
    [schema],
  );
  const routines = new Map<string, RoutineInfo[]>();
  for (const row of fnRows) {
    const names = parsePgTextArray(row.argnames);
    const modes = parsePgTextArray(row.argmodes);
    const allTypes = row.allargtypes ? row.allargtypes.split('|') : [];
    const inTypes = row.argtypes ? row.argtypes.split('|') : [];
    const args: FunctionArg[] = [];
    const outColumns = new Map<string, Column>();
    let inIndex = 0;
    allTypes.forEach((type, i) => {
      const mode = modes[i] ?? 'i';
      const name = names[i] ?? '';
      if (mode === 'i' || mode === 'b' || mode === 'v') {
        args.push({ name, type: inTypes[inIndex] ?? type, hasDefault: false });
        inIndex += 1;
      }
      if (mode === 'o' || mode === 'b' || mode === 't') outColumns.set(name, column(name, type));
    });
    for (let i = args.length - row.ndefaults; i < args.length; i += 1) {
      const arg = args[i];
      if (arg) arg.hasDefault = true;
    }
    let columns: Map<string, Column> | undefined;
    if (outColumns.size > 0) columns = outColumns;
    else if (row.rettable && relations.has(row.rettable)) columns = relations.get(row.rettable)?.columns;
    const info: RoutineInfo = {
      name: row.name,
      args,
      returnType: row.rettype,
      returnsSet: row.retset,
      isVoid: row.rettype === 'void',
      ...(columns ? { columns } : {}),
    };
    routines.set(row.name, [...(routines.get(row.name) ?? []), info]);
  }
  return { schema, relations, foreignKeys, routines };
}

/** Both drivers return text for ::text casts of arrays; this reads the simple `{a,b}` form. */
function parsePgTextArray(value: string[] | string | null): string[] {
  if (value === null) return [];
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  if (inner === '') return [];
  return inner.split(',').map((item) => item.replace(/^"|"$/g, ''));
}
