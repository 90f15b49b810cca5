// The filters of a postgres_changes binding, as supabase-js writes them (`column=op.value`): eq, neq,
// lt, lte, gt, gte and in (`in.(a,b)`), the operators hosted Realtime accepts. Each is judged in SQL
// on the changed row, typed as the table's column, so '10' and '10.0' or two spellings of a uuid
// compare as Postgres compares them.

export type FilterOperator = 'eq' | 'neq' | 'lt' | 'lte' | 'gt' | 'gte' | 'in';

export interface ParsedFilter {
  column: string;
  operator: FilterOperator;
  /** the value as text; for `in`, a Postgres array literal of the listed values */
  value: string;
}

export interface ChangeFilter extends ParsedFilter {
  /** the column's type, as format_type gives it */
  sqlType: string;
}

const SQL_OPERATORS: Record<Exclude<FilterOperator, 'in'>, string> = { eq: '=', neq: '<>', lt: '<', lte: '<=', gt: '>', gte: '>=' };

/** `column=op.value`, or null when it is not one of the operators above. */
export function parseFilter(filter: string): ParsedFilter | null {
  const match = /^([^=]+)=(eq|neq|lt|lte|gt|gte|in)\.(.*)$/s.exec(filter);
  if (!match) return null;
  const [, column, operator, value] = match as unknown as [string, string, FilterOperator, string];
  if (operator !== 'in') return { column, operator, value };
  const list = /^\((.*)\)$/s.exec(value)?.[1];
  if (list === undefined) return null;
  const items = list === '' ? [] : list.split(',').map((item) => item.trim().replace(/^"(.*)"$/s, '$1'));
  const literal = `{${items.map((item) => `"${item.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
  return { column, operator, value: literal };
}

/** The SQL condition on `alias`'s column, with the filter's value as the parameter `param`. */
export function sqlCondition(alias: string, filter: ChangeFilter, param: string): string {
  const column = `${alias}."${filter.column.replace(/"/g, '""')}"`;
  if (filter.operator === 'in') return `${column} = any(${param}::${filter.sqlType}[])`;
  return `${column} ${SQL_OPERATORS[filter.operator]} ${param}::${filter.sqlType}`;
}

/** The cast that checks, once at join, that the filter's value is one of the column's type. */
export function valueCheck(filter: ChangeFilter, param: string): string {
  return filter.operator === 'in' ? `select ${param}::${filter.sqlType}[]` : `select ${param}::${filter.sqlType}`;
}
