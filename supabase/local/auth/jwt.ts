// HS256 tokens shaped like Supabase's: the API keys (role anon / service_role) and the access tokens
// of signed-in users, signed with the backend's own secret (secret.ts).
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';

/**
 * The Supabase CLI's public default secret. Anyone can sign tokens with it, so the backend never
 * uses it by itself: only tests that need fixed keys pass it explicitly.
 */
export const DEFAULT_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';

/** The audience of a signed-in user's access token, which GoTrue sets and PostgREST and Storage expect. */
export const USER_AUDIENCE = 'authenticated';

/**
 * What GoTrue, PostgREST and Storage check besides the signature: an expiry (a token without one
 * would be good for ever) and, for a user's token, the `authenticated` audience. Null when good.
 */
function claimsProblem(payload: JWTPayload): string | null {
  if (typeof payload.exp !== 'number') return 'JWT has no exp claim';
  if (payload.role === 'authenticated') {
    const aud = payload.aud;
    if (!(aud === USER_AUDIENCE || (Array.isArray(aud) && aud.includes(USER_AUDIENCE)))) return 'JWT audience is not authenticated';
  }
  return null;
}
// Fixed issue time so the API keys stay the same across restarts: a frontend's config can keep them.
const KEY_ISSUED_AT = 1_767_225_600;
const KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

export interface Claims extends JWTPayload {
  role: string;
  sub?: string;
  email?: string;
  session_id?: string;
}

/** A verified token's claims, or jose's reason (what Supabase Storage reports, word for word). */
export type TokenResult = { ok: true; payload: JWTPayload } | { ok: false; message: string };

export type VerifyResult =
  | { ok: true; claims: Claims }
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

export class JwtKeys {
  private readonly key: Uint8Array;

  constructor(secret: string) {
    this.key = new TextEncoder().encode(secret);
  }

  sign(claims: Claims, expiresAt: number, issuedAt = Math.floor(Date.now() / 1000)): Promise<string> {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .sign(this.key);
  }

  /** A token for something other than the API (a signed Storage URL): any claims, HS256, iat now. */
  signPayload(payload: JWTPayload, expiresInSeconds: number): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now).setExpirationTime(now + expiresInSeconds).sign(this.key);
  }

  /** Verifies signature, expiry (required) and a user token's audience; other claims are the caller's to judge. */
  async verifyPayload(token: string): Promise<TokenResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      const problem = claimsProblem(payload);
      if (problem) return { ok: false, message: problem };
      return { ok: true, payload };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : 'Invalid JWT' };
    }
  }

  apiKey(role: 'anon' | 'service_role'): Promise<string> {
    return this.sign({ iss: 'supabase-local', role }, KEY_ISSUED_AT + KEY_LIFETIME_SECONDS, KEY_ISSUED_AT);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.role !== 'string') return { ok: false, reason: 'invalid', message: 'JWT has no role claim' };
      const problem = claimsProblem(payload);
      if (problem) return { ok: false, reason: 'invalid', message: problem };
      return { ok: true, claims: payload as Claims };
    } catch (error) {
      if (error instanceof errors.JWTExpired) return { ok: false, reason: 'expired', message: 'JWT expired' };
      return { ok: false, reason: 'invalid', message: 'invalid JWT: unable to parse or verify signature' };
    }
  }
}
