// The Prefer header (RFC 7240) as PostgREST reads it: comma-separated tokens, possibly over several
// headers; the first value of each preference wins; anything unknown is ignored unless
// `handling=strict`, which answers PGRST122 instead.
import type { ApiRequest } from '../http.ts';
import { RestError } from './errors.ts';

export type TxEnd = 'commit' | 'commit-allow-override' | 'rollback' | 'rollback-allow-override';

export interface Preferences {
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  return?: 'representation' | 'minimal' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  /** only set when db-tx-end allows the client to override it */
  tx?: 'commit' | 'rollback';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  timezone?: string;
  maxAffected?: number;
  invalid: string[];
}

const ACCEPTED = new Set([
  'resolution=merge-duplicates', 'resolution=ignore-duplicates',
  'return=representation', 'return=minimal', 'return=headers-only',
  'count=exact', 'count=planned', 'count=estimated',
  'tx=commit', 'tx=rollback',
  'missing=default', 'missing=null',
  'handling=strict', 'handling=lenient',
]);

function rawTokens(request: ApiRequest): string[] {
  const value = request.headers.prefer;
  const headers = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return headers.flatMap((h) => h.split(',')).map((t) => t.trim()).filter((t) => t !== '');
}

export function parsePreferences(request: ApiRequest, txEnd: TxEnd, timezones: (tz: string) => boolean): Preferences {
  const tokens = rawTokens(request);
  const first = <T extends string>(key: string, values: readonly T[]): T | undefined => {
    for (const token of tokens) {
      const [k, v] = token.split('=', 2);
      if (k === key && values.includes(v as T)) return v as T;
    }
    return undefined;
  };
  const prefer: Preferences = { invalid: [] };
  const resolution = first('resolution', ['merge-duplicates', 'ignore-duplicates'] as const);
  if (resolution) prefer.resolution = resolution;
  const ret = first('return', ['representation', 'minimal', 'headers-only'] as const);
  if (ret) prefer.return = ret;
  const count = first('count', ['exact', 'planned', 'estimated'] as const);
  if (count) prefer.count = count;
  if (txEnd.endsWith('allow-override')) {
    const tx = first('tx', ['commit', 'rollback'] as const);
    if (tx) prefer.tx = tx;
  }
  const missing = first('missing', ['default', 'null'] as const);
  if (missing) prefer.missing = missing;
  const handling = first('handling', ['strict', 'lenient'] as const);
  if (handling) prefer.handling = handling;
  const tz = tokens.find((t) => t.startsWith('timezone='))?.slice('timezone='.length);
  const tzAccepted = tz !== undefined && timezones(tz);
  if (tz !== undefined && tzAccepted) prefer.timezone = tz;
  const maxAffected = tokens.find((t) => t.startsWith('max-affected='))?.slice('max-affected='.length);
  if (maxAffected !== undefined && /^-?\d{1,18}$/.test(maxAffected)) prefer.maxAffected = Number(maxAffected);
  prefer.invalid = tokens.filter(
    (t) => !ACCEPTED.has(t) && !(t.startsWith('timezone=') && tzAccepted) && !t.startsWith('max-affected='),
  );
  if (prefer.handling === 'strict' && prefer.invalid.length > 0) {
    throw new RestError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${prefer.invalid.join(', ')}`);
  }
  return prefer;
}

/** Which preferences a response reports as applied, in PostgREST's order. */
export interface AppliedSet {
  resolution?: boolean;
  missing?: boolean;
  return?: boolean;
  count?: boolean;
  maxAffected?: boolean;
}

export function preferenceApplied(prefer: Preferences, which: AppliedSet): Record<string, string> {
  const values: string[] = [];
  if (which.resolution && prefer.resolution) values.push(`resolution=${prefer.resolution}`);
  if (which.missing && prefer.missing) values.push(`missing=${prefer.missing}`);
  if (which.return && prefer.return) values.push(`return=${prefer.return}`);
  if (which.count && prefer.count) values.push(`count=${prefer.count}`);
  if (prefer.tx) values.push(`tx=${prefer.tx}`);
  if (prefer.handling) values.push(`handling=${prefer.handling}`);
  if (prefer.timezone) values.push(`timezone=${prefer.timezone}`);
  if (which.maxAffected && prefer.handling === 'strict' && prefer.maxAffected !== undefined) values.push(`max-affected=${prefer.maxAffected}`);
  return values.length > 0 ? { 'Preference-Applied': values.join(', ') } : {};
}
