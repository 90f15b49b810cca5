// PostgREST's error shape and its mapping from SQLSTATE to HTTP status.
import { json, type ApiResponse } from '../http.ts';

export class RestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: unknown = null,
    readonly hint: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export function badRequest(message: string, details: string | null = null): RestError {
  return new RestError(400, 'PGRST100', message, details);
}

export function restErrorResponse(error: RestError): ApiResponse {
  return json(error.status, { code: error.code, details: error.details, hint: error.hint, message: error.message }, error.headers);
}

export function statusForSqlState(code: string, authenticated: boolean): number {
  if (code === '42501') return authenticated ? 403 : 401;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  const family = code.slice(0, 2);
  if (family === '08' || family === '53') return 503;
  if (family === '0L' || family === '0P' || family === '28') return 403;
  if (['09', '25', '2D', '38', '39', '3B', '40', '54', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(family)) return 500;
  return 400;
}
