// Parses PostgREST's query language (select, filters, logic trees, order, limit/offset) into a
// small tree. Nothing here touches SQL; identifiers are checked against the schema cache later.
import { badRequest, RestError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldPath {
  column: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'field'; field: FieldPath; alias?: string; cast?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      joinType?: 'inner' | 'left';
      /** `...rel(cols)`: the embedded columns are lifted into the parent */
      spread: boolean;
      /** empty for an empty embed, `rel()` */
      items: SelectItem[];
    };

export type FilterValue = string | string[];

export interface Filter {
  kind: 'filter';
  field: FieldPath;
  negate: boolean;
  op: string;
  value: FilterValue;
  language?: string;
  quantifier?: 'any' | 'all';
}

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export interface OrderTerm {
  /** `order=rel(col)`: a column of an embedded to-one relation */
  relation?: string;
  field: FieldPath;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export const OPERATORS = new Set([
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in',
  'cs', 'cd', 'ov', 'sl', 'sr', 'nxl', 'nxr', 'adj', 'fts', 'plfts', 'phfts', 'wfts',
]);

/** The operators that take PostgREST's `(any)` / `(all)` modifiers. */
export const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);

const MAX_DEPTH = 8;

/** Splits on commas that are outside parentheses and double quotes. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i] as string;
    if (quoted) {
      current += c;
      if (c === '\\' && i + 1 < input.length) {
        current += input[i + 1];
        i += 1;
      } else if (c === '"') quoted = false;
      continue;
    }
    // A quote opens a quoted value only where a value starts; elsewhere it is data (a"b).
    const previous = current[current.length - 1];
    if (c === '"' && (previous === undefined || previous === '.' || previous === '(' || previous === ',')) quoted = true;
    else if (c === '(') depth += 1;
    else if (c === ')') {
      depth -= 1;
      if (depth < 0) throw badRequest(`"failed to parse": unbalanced parentheses in "${input}"`);
    } else if (c === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  if (quoted || depth !== 0) throw badRequest(`"failed to parse": unbalanced quotes or parentheses in "${input}"`);
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

export function parseField(raw: string): FieldPath {
  const text = raw.trim();
  const pieces = text.split(/(->>|->)/);
  const column = pieces[0] ?? '';
  if (column === '' || /[\s(),"]/.test(column)) throw badRequest(`"failed to parse field": "${raw}"`);
  const json: JsonStep[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const arrow = pieces[i] as '->' | '->>';
    const key = pieces[i + 1] ?? '';
    if (key === '') throw badRequest(`"failed to parse json path": "${raw}"`);
    json.push({ arrow, key: unquote(key) });
  }
  return { column, json };
}

// ---------------------------------------------------------------------------------------------
// select

const AGGREGATE = /(^|\.)(sum|avg|count|max|min)\(\)(::[A-Za-z_][A-Za-z0-9_ ]*)?$/;

/** PostgREST's error for aggregates while `db-aggregates-enabled` is off (its default, and hosted Supabase's). */
export function aggregatesNotAllowed(): RestError {
  return new RestError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
}

export function parseSelect(input: string | null, depth = 0): SelectItem[] {
  if (depth > MAX_DEPTH) throw badRequest('"failed to parse select": nesting too deep');
  if (input === null || input.trim() === '') return [{ kind: 'star' }];
  return parseSelectList(input, depth);
}

function parseSelectList(input: string, depth: number): SelectItem[] {
  if (depth > MAX_DEPTH) throw badRequest('"failed to parse select": nesting too deep');
  if (input.trim() === '') return [];
  return splitTopLevel(input).map((part) => parseSelectItem(part.trim(), depth));
}

function parseSelectItem(part: string, depth: number): SelectItem {
  if (part === '') throw badRequest(`"failed to parse select parameter (${part})"`, 'unexpected empty item');
  if (part === '*') return { kind: 'star' };
  let alias: string | undefined;
  let rest = part;
  const aliasMatch = /^([^:()"!.]+):(?!:)(.+)$/s.exec(part);
  if (aliasMatch) {
    alias = (aliasMatch[1] as string).trim();
    rest = (aliasMatch[2] as string).trim();
  }
  if (AGGREGATE.test(rest) && !/^[^(]*\([^)]/.test(rest)) throw aggregatesNotAllowed();
  const spread = rest.startsWith('...');
  if (spread) {
    if (alias) throw badRequest(`"failed to parse select parameter (${part})"`, 'a spread relation takes no alias');
    rest = rest.slice(3);
  }
  const embed = /^([^(!]+)((?:![^(!]+)*)\((.*)\)$/s.exec(rest);
  if (embed) {
    const relation = (embed[1] as string).trim();
    if (relation === '' || /[\s,"]|->/.test(relation)) throw badRequest(`"failed to parse select parameter (${part})"`);
    const params = (embed[2] ?? '').split('!').filter(Boolean).map((p) => p.trim());
    if (params.length > 2) throw badRequest(`"failed to parse select parameter (${part})"`, 'at most a hint and a join type');
    const joinParam = params.find((p) => p === 'inner' || p === 'left') as 'inner' | 'left' | undefined;
    const hint = params.find((p) => p !== 'inner' && p !== 'left');
    return {
      kind: 'embed',
      relation,
      ...(alias ? { alias } : {}),
      ...(hint ? { hint } : {}),
      ...(joinParam ? { joinType: joinParam } : {}),
      spread,
      items: parseSelectList(embed[3] as string, depth + 1),
    };
  }
  if (spread || /[()!]/.test(rest)) throw badRequest(`"failed to parse select parameter (${part})"`);
  let cast: string | undefined;
  const castIndex = rest.indexOf('::');
  if (castIndex >= 0) {
    cast = rest.slice(castIndex + 2).trim();
    rest = rest.slice(0, castIndex);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(cast)) throw badRequest(`"failed to parse select parameter (${part})"`, `unexpected cast "${cast}"`);
  }
  return { kind: 'field', field: parseField(rest), ...(alias ? { alias } : {}), ...(cast ? { cast } : {}) };
}

// ---------------------------------------------------------------------------------------------
// filters

/** Parses the right-hand side of `col=<value>`: `[not.]op.value`. */
export function parseFilter(fieldText: string, expression: string): Filter {
  const field = parseField(fieldText);
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  if (dot < 0) throw badRequest(`"failed to parse filter (${expression})"`, `unexpected end of input, expecting operator`);
  let op = rest.slice(0, dot);
  const rawValue = rest.slice(dot + 1);
  let language: string | undefined;
  let quantifier: 'any' | 'all' | undefined;
  const ftsMatch = /^(fts|plfts|phfts|wfts)\(([A-Za-z_]+)\)$/.exec(op);
  const quantMatch = /^([a-z]+)\((any|all)\)$/.exec(op);
  if (ftsMatch) {
    op = ftsMatch[1] as string;
    language = ftsMatch[2] as string;
  } else if (quantMatch) {
    op = quantMatch[1] as string;
    quantifier = quantMatch[2] as 'any' | 'all';
    if (!QUANTIFIABLE.has(op)) throw badRequest(`"failed to parse filter (${expression})"`, `"${op}" takes no (any)/(all) modifier`);
  }
  if (!OPERATORS.has(op)) {
    // PostgREST's parser error: the column is where the operator starts.
    const column = negate ? 5 : 1;
    throw badRequest(`"failed to parse filter (${expression})" (line 1, column ${column})`, `unexpected "${rest[0] ?? ''}" expecting ${negate ? '' : '"not" or '}operator (eq, gt, ...)`);
  }
  let value: FilterValue = rawValue;
  if (op === 'in') value = parseList(rawValue, expression);
  else if (op === 'is') {
    const lowered = rawValue.toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(lowered)) {
      throw badRequest(`"failed to parse filter (${expression})"`, '"is" accepts null, not_null, true, false or unknown');
    }
    value = lowered;
  }
  return { kind: 'filter', field, negate, op, value, ...(language ? { language } : {}), ...(quantifier ? { quantifier } : {}) };
}

function parseList(raw: string, expression: string): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) {
    throw badRequest(`"failed to parse filter (${expression})"`, 'an "in" list must be written as (a,b,c)');
  }
  const inner = raw.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => {
    const trimmed = item.trim();
    if (trimmed.startsWith('"')) return unquote(trimmed);
    if (/[()]/.test(trimmed)) throw badRequest(`"failed to parse filter (${expression})"`, 'unexpected parenthesis in list');
    return trimmed;
  });
}

/** Parses `(a.eq.1,or(b.gt.2,c.is.null))` for the `or`/`and` parameters. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string, depth = 0): Logic {
  if (depth > MAX_DEPTH) throw badRequest('"failed to parse logic tree": nesting too deep');
  const text = raw.trim();
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw badRequest(`"failed to parse logic tree (${raw})"`, 'expected a parenthesised list');
  }
  const items = splitTopLevel(text.slice(1, -1));
  const children = items.map((item): Condition => {
    const part = item.trim();
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] as string, depth + 1);
    const dot = part.indexOf('.');
    if (dot <= 0) throw badRequest(`"failed to parse logic tree (${raw})"`, `unexpected "${part}"`);
    const filter = parseFilter(part.slice(0, dot), part.slice(dot + 1));
    if (typeof filter.value === 'string') filter.value = unquote(filter.value);
    return filter;
  });
  return { kind: 'logic', op, negate, children };
}

// ---------------------------------------------------------------------------------------------
// order, limit, offset

export function parseOrder(raw: string): OrderTerm[] {
  return splitTopLevel(raw).map((part) => {
    const segments = part.trim().split('.');
    let nulls: 'first' | 'last' | undefined;
    let descending = false;
    let last = segments[segments.length - 1];
    if (last === 'nullsfirst' || last === 'nullslast') {
      nulls = last === 'nullsfirst' ? 'first' : 'last';
      segments.pop();
      last = segments[segments.length - 1];
    }
    if (last === 'asc' || last === 'desc') {
      descending = last === 'desc';
      segments.pop();
    }
    const fieldText = segments.join('.');
    const related = /^([^()]+)\(([^()]+)\)$/.exec(fieldText);
    if (related) {
      return { relation: (related[1] as string).trim(), field: parseField(related[2] as string), descending, ...(nulls ? { nulls } : {}) };
    }
    if (fieldText === '' || /[()]/.test(fieldText)) throw badRequest(`"failed to parse order (${raw})"`);
    return { field: parseField(fieldText), descending, ...(nulls ? { nulls } : {}) };
  });
}

export function parseNonNegativeInteger(name: string, raw: string | null): number | undefined {
  if (raw === null || raw === '') return undefined;
  if (!/^\d{1,9}$/.test(raw.trim())) throw badRequest(`"failed to parse ${name} (${raw})"`, `${name} must be a non-negative integer`);
  return Number.parseInt(raw, 10);
}
