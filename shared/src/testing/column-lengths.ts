import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Tests only (it reads the migrations from disk): a form's max lengths are its columns' length checks, and
// these read the checks as the migrations declare them, so a migration that changes one fails the form's test.

const MIGRATIONS = join(__dirname, '..', '..', '..', 'supabase', 'migrations');

/** A text column's line: its name, `varchar(n)`'s n, and the rest of the line (where its check is). */
const COLUMN = /^\s+(?:add column (?:if not exists )?)?(\w+) (?:text|varchar\((\d+)\))(.*)$/gm;

/** The bound of `char_length(c) <= n` or `char_length(c) between m and n` (also of `btrim(c)`), if declared. */
function checkedLength(column: string, rest: string): string | undefined {
  const check = new RegExp(`char_length\\((?:btrim\\()?${column}\\)?\\) (?:<= (\\d+)|between \\d+ and (\\d+))`).exec(rest);
  return check ? (check[1] ?? check[2]) : undefined;
}

/** The length bound of each text column of `public.<table>`, from every migration in order (a later one wins). */
export function columnLengthChecks(table: string): Record<string, number> {
  const checks: Record<string, number> = {};
  for (const file of readdirSync(MIGRATIONS).filter((name) => name.endsWith('.sql')).sort()) {
    const sql = readFileSync(join(MIGRATIONS, file), 'utf8');
    const bodies: string[] = [];
    const created = sql.indexOf(`create table public.${table} (`);
    if (created >= 0) bodies.push(sql.slice(created, sql.indexOf('\n);', created)));
    for (const [statement] of sql.matchAll(new RegExp(`alter table public\\.${table}\\b[^;]*;`, 'g'))) bodies.push(statement);
    for (const body of bodies) {
      for (const [, column, varchar, rest] of body.matchAll(COLUMN)) {
        const bound = varchar ?? checkedLength(column!, rest!);
        if (bound !== undefined) checks[column!] = Number(bound);
      }
    }
  }
  return checks;
}

/** What a form's schema says of a field's length (a field of a schema may say more): the input's max length and the column it is saved in. */
export interface FieldLength {
  maxLength?: number;
  /** The column, when it is not the field's own name. */
  column?: string;
  /** A mask writes the value (a phone): its length is the mask's, at most the column's. */
  masked?: boolean;
}

/**
 * Where a form's max lengths and `public.<table>`'s length checks disagree, one line per field: a text field's
 * max length equals its column's check (a masked one is at most that); a field with a max length must be saved
 * in a column that has one. Empty when they agree.
 */
export function lengthMismatches(fields: Readonly<Record<string, object>>, table: string): string[] {
  const checks = columnLengthChecks(table);
  return Object.entries(fields).flatMap(([name, field]) => {
    const { maxLength, column = name, masked } = field as FieldLength;
    if (maxLength === undefined) return [];
    const check = checks[column];
    if (check === undefined) return [`${name}: max length ${maxLength}, but ${table}.${column} has no length check`];
    const agrees = masked ? maxLength <= check : maxLength === check;
    return agrees ? [] : [`${name}: max length ${maxLength}, ${table}.${column} allows ${check}`];
  });
}
