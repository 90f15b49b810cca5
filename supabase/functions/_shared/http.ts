// What every edge function answers the same way: CORS for the browser, JSON bodies, the caller's
// bearer token. Free of any runtime, like the handlers.

export const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function reply(status: number, body: Record<string, unknown>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS_HEADERS, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** A refusal: `{ success: false, code, error }`, the error in pt-BR for the screen to show. */
export function failure(status: number, code: string, error: string): Response {
  return reply(status, { success: false, code, error });
}

/** The answer to a CORS preflight or a method other than POST, or null for a POST to handle. */
export function notAPost(request: Request): Response | null {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS_HEADERS });
  if (request.method !== 'POST') return failure(405, 'method_not_allowed', 'Método não permitido.');
  return null;
}

export function bearerToken(request: Request): string | undefined {
  return /^Bearer\s+(\S+)$/i.exec(request.headers.get('Authorization') ?? '')?.[1];
}

export const NOT_AUTHENTICATED = 'Sessão inválida ou expirada. Faça login novamente.';
