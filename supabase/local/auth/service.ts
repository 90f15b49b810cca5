// The auth server (/auth/v1): the GoTrue endpoints supabase-js calls, with GoTrue's response
// shapes and error codes (see the HTTP contract), on the auth schema bootstrapped in schema.sql.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../database.ts';
import { bearerToken, hasUnstorableText, json, parseJsonBody, type ApiRequest, type ApiResponse, type JsonParse } from '../http.ts';
import type { Mailbox, MailKind } from '../mailbox.ts';
import type { Claims, JwtKeys } from './jwt.ts';
import { checkPassword, hashPassword, PASSWORD_TOO_LONG_MESSAGE, passwordTooLong, WEAK_PASSWORD_MESSAGE, weakPasswordReasons } from './passwords.ts';
import { redirectAllowed } from './redirects.ts';
import { SlidingWindow } from './rate-limits.ts';

export interface AuthOptions {
  jwtExpirySeconds: number;
  emailConfirmation: boolean;
  bcryptCost: number;
  /** Where e-mail links land when the request named no redirect, or one not allowed. */
  siteUrl: string;
  /** Redirects allowed besides the site URL's host (GoTrue's uri_allow_list globs). */
  redirectAllowList: string[];
  /** This server's own address, for the links in e-mails. */
  publicUrl: () => string;
  /** Seconds between two e-mails to one address ("you can only request this after …"). */
  emailFrequencySeconds: number;
  /** E-mails one client address may have sent per hour (over_email_send_rate_limit); the server as a whole, ten times that. */
  emailsPerHour: number;
  /**
   * Failed sign-ins of one client on one account within 15 minutes before that client's sign-ins to
   * it answer "Too many requests"; one client on all accounts may fail six times that, and one account
   * from all clients ten times that.
   */
  maxFailedSignIns: number;
  /** Seconds a rotated refresh token still answers with the session's current one (GoTrue's reuse interval). */
  refreshTokenReuseSeconds: number;
}

interface UserRow extends Record<string, unknown> {
  id: string;
  email: string;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  raw_app_meta_data: Record<string, unknown> | string;
  raw_user_meta_data: Record<string, unknown> | string;
  created_at: string;
  updated_at: string;
}

const USER_COLUMNS = `id, email, encrypted_password, email_confirmed_at::text, confirmation_sent_at::text,
  recovery_sent_at::text, last_sign_in_at::text, raw_app_meta_data::text, raw_user_meta_data::text,
  created_at::text, updated_at::text`;
const SIGNUP_LINK_HOURS = 24;
const RECOVERY_LINK_HOURS = 1;
const FAILED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** GoTrue's default refresh-token reuse interval: a rotated token used again this soon is a second tab, not a leak. */
export const REFRESH_TOKEN_REUSE_SECONDS = 10;

/** The answer to a body that is not JSON GoTrue takes (GoTrue's bad_json: syntax, a too-deep document, a number out of range). */
function badJson(parsed?: Extract<JsonParse, { ok: false }>): ApiResponse {
  const why = parsed?.reason === 'depth' ? ': nested too deep' : parsed?.reason === 'range' ? ': number out of range' : '';
  return authError(400, 'bad_json', `Could not parse request body as JSON${why}`);
}

/** Text Postgres cannot store (a NUL, half a surrogate pair), refused as GoTrue refuses invalid input. */
function unstorable(): ApiResponse {
  return authError(400, 'validation_failed', 'Request contains invalid characters (NUL or unpaired surrogates)');
}

function authError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): ApiResponse {
  return json(status, { code, message, ...extra }, { 'X-Supabase-Api-Version': '2024-01-01' });
}

function iso(value: string | null): string | null {
  return value ? new Date(value.replace(' ', 'T').replace(/([+-]\d\d)$/, '$1:00')).toISOString() : null;
}

function parseMeta(value: Record<string, unknown> | string): Record<string, unknown> {
  return typeof value === 'string' ? (JSON.parse(value) as Record<string, unknown>) : value;
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export class AuthService {
  /** Failed password checks, by `client|email`, by `client` and by `email` (15 minutes). */
  private readonly failedSignIns: SlidingWindow;
  /** E-mails sent, by client address and in total (one hour). */
  private readonly emailsSent = new SlidingWindow(60 * 60 * 1000);

  constructor(
    private readonly db: Database,
    private readonly keys: JwtKeys,
    private readonly mailbox: Mailbox,
    private readonly options: AuthOptions,
  ) {
    this.failedSignIns = new SlidingWindow(FAILED_SIGN_IN_WINDOW_MS);
  }

  async handle(request: ApiRequest, path: string): Promise<ApiResponse> {
    const route = `${request.method} ${path.replace(/\/+$/, '') || '/'}`;
    switch (route) {
      case 'POST /signup':
        return this.signUp(request);
      case 'POST /token':
        return this.token(request);
      case 'GET /user':
        return this.getUser(request);
      case 'PUT /user':
        return this.updateUser(request);
      case 'POST /logout':
        return this.logout(request);
      case 'POST /recover':
        return this.recover(request);
      case 'GET /verify':
        return this.verify(request);
      case 'GET /settings':
        return json(200, {
          external: { email: true, phone: false },
          disable_signup: false,
          mailer_autoconfirm: !this.options.emailConfirmation,
          phone_autoconfirm: false,
        });
      case 'GET /health':
        return json(200, { name: 'GoTrue', description: 'Local auth server' });
      default:
        break;
    }
    const admin = /^\/admin\/users(?:\/([^/]+))?\/?$/.exec(path);
    if (admin) return this.admin(request, admin[1]);
    return authError(404, 'not_found', 'Not found');
  }

  // ------------------------------------------------------------------------------------------
  // users and sessions

  private async findUserByEmail(q: Queryable, email: string): Promise<UserRow | undefined> {
    const rows = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where lower(email) = lower($1)`, [email]);
    return rows[0];
  }

  private async findUserById(q: Queryable, id: string): Promise<UserRow | undefined> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
    const rows = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1::uuid`, [id]);
    return rows[0];
  }

  userJson(row: UserRow): Record<string, unknown> {
    const createdAt = iso(row.created_at);
    const confirmedAt = iso(row.email_confirmed_at);
    return {
      id: row.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: row.email,
      email_confirmed_at: confirmedAt,
      phone: '',
      confirmation_sent_at: iso(row.confirmation_sent_at),
      confirmed_at: confirmedAt,
      recovery_sent_at: iso(row.recovery_sent_at),
      last_sign_in_at: iso(row.last_sign_in_at),
      app_metadata: parseMeta(row.raw_app_meta_data),
      user_metadata: parseMeta(row.raw_user_meta_data),
      identities: [
        {
          identity_id: row.id,
          id: row.id,
          user_id: row.id,
          identity_data: { email: row.email, email_verified: confirmedAt !== null, phone_verified: false, sub: row.id },
          provider: 'email',
          last_sign_in_at: iso(row.last_sign_in_at) ?? createdAt,
          created_at: createdAt,
          updated_at: iso(row.updated_at),
          email: row.email,
        },
      ],
      created_at: createdAt,
      updated_at: iso(row.updated_at),
      is_anonymous: false,
    };
  }

  /**
   * A new access token for the user's session (a new session without sessionId), with a new refresh
   * token, or with `existingRefreshToken` (a reuse within the interval keeps the session's current one).
   */
  private async issueSession(q: Queryable, user: UserRow, sessionId?: string, parent?: string, existingRefreshToken?: string): Promise<Record<string, unknown>> {
    const session = sessionId ?? randomUUID();
    if (!sessionId) await q.query('insert into auth.sessions (id, user_id) values ($1::uuid, $2::uuid)', [session, user.id]);
    const refreshToken = existingRefreshToken ?? randomBytes(16).toString('base64url');
    if (!existingRefreshToken) {
      await q.query(
        'insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2::uuid, $3::uuid, $4)',
        [refreshToken, user.id, session, parent ?? null],
      );
    }
    const now = Math.floor(Date.now() / 1000);
    const expiresAt = now + this.options.jwtExpirySeconds;
    const claims: Claims = {
      aud: 'authenticated',
      iss: `${this.options.publicUrl()}/auth/v1`,
      sub: user.id,
      email: user.email,
      phone: '',
      app_metadata: parseMeta(user.raw_app_meta_data),
      user_metadata: parseMeta(user.raw_user_meta_data),
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: parent ? 'token_refresh' : 'password', timestamp: now }],
      session_id: session,
      is_anonymous: false,
    };
    const accessToken = await this.keys.sign(claims, expiresAt, now);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: this.options.jwtExpirySeconds,
      expires_at: expiresAt,
      refresh_token: refreshToken,
      user: this.userJson(user),
    };
  }

  /** The signed-in caller, or the GoTrue error to answer with. */
  private async caller(request: ApiRequest): Promise<{ user: UserRow; claims: Claims } | { error: ApiResponse }> {
    const token = bearerToken(request);
    if (!token) return { error: authError(401, 'no_authorization', 'This endpoint requires a valid Bearer token') };
    return this.callerOfToken(token);
  }

  /** A token is good while it verifies, its user exists and its session has not been signed out. */
  private async callerOfToken(token: string): Promise<{ user: UserRow; claims: Claims } | { error: ApiResponse }> {
    const verified = await this.keys.verify(token);
    if (!verified.ok) {
      const detail = verified.reason === 'expired' ? 'token has invalid claims: token is expired' : 'signature is invalid';
      return { error: authError(403, 'bad_jwt', `invalid JWT: unable to parse or verify signature, ${detail}`) };
    }
    const { claims } = verified;
    if (!claims.sub) return { error: authError(403, 'bad_jwt', 'invalid claim: missing sub claim') };
    const user = await this.findUserById(this.db, claims.sub);
    if (!user) return { error: authError(403, 'user_not_found', 'User from sub claim in JWT does not exist') };
    if (claims.session_id) {
      const sessions = await this.db.query('select 1 from auth.sessions where id = $1::uuid', [claims.session_id]);
      if (sessions.length === 0) {
        return { error: authError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist') };
      }
    }
    return { user, claims };
  }

  // ------------------------------------------------------------------------------------------
  // e-mail

  /**
   * Says why an e-mail to this address may not go out now, or undefined when it may: one a minute per
   * address, `emailsPerHour` per client address (one client cannot spend everyone's e-mails), and a
   * ceiling for the whole server.
   */
  private emailRefusal(lastSentAt: string | null, client: string): ApiResponse | undefined {
    if (lastSentAt) {
      const elapsed = (Date.now() - Date.parse(iso(lastSentAt) ?? '')) / 1000;
      const wait = Math.ceil(this.options.emailFrequencySeconds - elapsed);
      if (wait > 0) {
        return authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`);
      }
    }
    if (this.emailsSent.count(`client:${client}`) >= this.options.emailsPerHour || this.emailsSent.count('all') >= this.options.emailsPerHour * 10) {
      return authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded');
    }
    return undefined;
  }

  private sendLink(email: string, kind: MailKind, token: string, redirectTo: string, client: string): void {
    this.emailsSent.record('all');
    this.emailsSent.record(`client:${client}`);
    const link = `${this.options.publicUrl()}/auth/v1/verify?token=${encodeURIComponent(token)}&type=${kind}&redirect_to=${encodeURIComponent(redirectTo)}`;
    this.mailbox.deliver(email, kind, link);
  }

  /**
   * Where an e-mail link sends the browser (with the session in the fragment): the request's
   * redirect_to when GoTrue would allow it (the site URL's host, or a match of the allow-list),
   * else the site URL. Never an origin nobody configured.
   */
  private redirectTarget(request: ApiRequest): string {
    const candidate = request.url.searchParams.get('redirect_to');
    if (candidate && redirectAllowed(candidate, this.options.siteUrl, this.options.redirectAllowList)) return candidate;
    return this.options.siteUrl;
  }

  // ------------------------------------------------------------------------------------------
  // wrong passwords

  /** Whether this client may try a password on this account now (the limits of maxFailedSignIns). */
  private passwordAttemptsLeft(client: string, email: string): boolean {
    const max = this.options.maxFailedSignIns;
    return (
      this.failedSignIns.count(`pair:${client}|${email}`) < max &&
      this.failedSignIns.count(`client:${client}`) < max * 6 &&
      this.failedSignIns.count(`account:${email}`) < max * 10
    );
  }

  private recordWrongPassword(client: string, email: string): void {
    this.failedSignIns.record(`pair:${client}|${email}`);
    this.failedSignIns.record(`client:${client}`);
    this.failedSignIns.record(`account:${email}`);
  }

  /**
   * Checks a user's password under the sign-in limits: a wrong one counts as a failed sign-in of that
   * client on that account, and a client past the limit is not checked at all.
   */
  async checkPasswordLimited(userId: string, password: string, client: string): Promise<'ok' | 'wrong' | 'rate_limited'> {
    const user = await this.findUserById(this.db, userId);
    if (!user) return 'wrong';
    const email = user.email.toLowerCase();
    if (!this.passwordAttemptsLeft(client, email)) return 'rate_limited';
    if (passwordTooLong(password) || !(await checkPassword(password, user.encrypted_password))) {
      this.recordWrongPassword(client, email);
      return 'wrong';
    }
    this.failedSignIns.clear(`pair:${client}|${email}`);
    return 'ok';
  }

  // ------------------------------------------------------------------------------------------
  // endpoints

  private async signUp(request: ApiRequest): Promise<ApiResponse> {
    const body = parseJsonBody(request);
    if (!body.ok) return badJson(body);
    if (typeof body.value !== 'object' || body.value === null) return badJson();
    if (hasUnstorableText(body.value)) return unstorable();
    const client = request.clientAddress ?? 'unknown';
    const { email: rawEmail, password, data } = body.value as { email?: unknown; password?: unknown; data?: unknown };
    if (typeof rawEmail !== 'string' || rawEmail.trim() === '') return authError(400, 'validation_failed', 'missing email or phone');
    const email = rawEmail.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email) || email.length > 320) {
      return authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
    }
    if (typeof password !== 'string' || password === '') return authError(400, 'validation_failed', 'Signup requires a valid password');
    if (passwordTooLong(password)) return authError(400, 'validation_failed', PASSWORD_TOO_LONG_MESSAGE);
    const reasons = weakPasswordReasons(password);
    if (reasons.length > 0) return authError(422, 'weak_password', WEAK_PASSWORD_MESSAGE, { weak_password: { reasons } });
    const metadata = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
    const redirectTo = this.redirectTarget(request);

    const existing = await this.findUserByEmail(this.db, email);
    if (existing) {
      if (!this.options.emailConfirmation) return authError(422, 'user_already_exists', 'User already registered');
      if (existing.email_confirmed_at) return json(200, this.obfuscatedUser(email, metadata));
      const refusal = this.emailRefusal(existing.confirmation_sent_at, client);
      if (refusal) return refusal;
      // Nobody has proved they own this address yet. The new sign-up's password and data replace the
      // earlier one's together with the link: only the newest link confirms, and it confirms the
      // password sent with it, so an earlier sign-up by someone else cannot leave its password on the
      // account the owner confirms. The answer is GoTrue's obfuscated user: it reveals no id.
      const token = randomBytes(24).toString('base64url');
      const passwordHash = await hashPassword(password, this.options.bcryptCost);
      await this.db.query(
        `update auth.users set confirmation_token = $2, confirmation_sent_at = now(), encrypted_password = $3,
           raw_user_meta_data = $4::jsonb, recovery_token = null, updated_at = now()
         where id = $1::uuid and email_confirmed_at is null`,
        [existing.id, hashToken(token), passwordHash, JSON.stringify(metadata)],
      );
      await this.db.query('delete from auth.sessions where user_id = $1::uuid', [existing.id]);
      this.sendLink(email, 'signup', token, redirectTo, client);
      return json(200, this.obfuscatedUser(email, metadata));
    }

    if (this.options.emailConfirmation) {
      const refusal = this.emailRefusal(null, client);
      if (refusal) return refusal;
    }
    const passwordHash = await hashPassword(password, this.options.bcryptCost);
    const token = randomBytes(24).toString('base64url');
    try {
      return await this.db.transaction(async (tx) => {
        const rows = await tx.query<UserRow>(
          `insert into auth.users (id, email, encrypted_password, email_confirmed_at, confirmation_token,
             confirmation_sent_at, raw_user_meta_data, last_sign_in_at)
           values ($1::uuid, $2, $3, case when $4 = 'true' then null else now() end,
             case when $4 = 'true' then $5 end, case when $4 = 'true' then now() end, $6::jsonb,
             case when $4 = 'true' then null else now() end)
           returning ${USER_COLUMNS}`,
          [randomUUID(), email, passwordHash, String(this.options.emailConfirmation), hashToken(token), JSON.stringify(metadata)],
        );
        const user = rows[0] as UserRow;
        if (this.options.emailConfirmation) {
          this.sendLink(email, 'signup', token, redirectTo, client);
          return json(200, this.userJson(user));
        }
        return json(200, await this.issueSession(tx, user));
      });
    } catch (error) {
      if ((error as { code?: string }).code === '23505') return authError(422, 'user_already_exists', 'User already registered');
      throw error;
    }
  }

  /** GoTrue's answer to a sign-up for a confirmed address: a user-shaped object that reveals nothing. */
  private obfuscatedUser(email: string, metadata: object): Record<string, unknown> {
    const now = new Date().toISOString();
    return {
      id: randomUUID(),
      aud: 'authenticated',
      role: 'authenticated',
      email,
      phone: '',
      confirmation_sent_at: now,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: metadata,
      identities: [],
      created_at: now,
      updated_at: now,
      is_anonymous: false,
    };
  }

  private async token(request: ApiRequest): Promise<ApiResponse> {
    const grantType = request.url.searchParams.get('grant_type');
    const body = parseJsonBody(request);
    if (!body.ok) return badJson(body);
    const value = (typeof body.value === 'object' && body.value !== null ? body.value : {}) as Record<string, unknown>;
    if (hasUnstorableText(value)) return unstorable();
    if (grantType === 'password') return this.signInWithPassword(value, request.clientAddress ?? 'unknown');
    if (grantType === 'refresh_token') return this.refresh(value);
    return authError(400, 'validation_failed', 'unsupported_grant_type');
  }

  private async signInWithPassword(body: Record<string, unknown>, client: string): Promise<ApiResponse> {
    const { email: rawEmail, password } = body;
    if (typeof rawEmail !== 'string' || rawEmail.trim() === '') return authError(400, 'validation_failed', 'missing email or phone');
    if (typeof password !== 'string' || password === '') return authError(400, 'validation_failed', 'missing password');
    const email = rawEmail.trim().toLowerCase();
    // Counted per client and account, per client and per account: wrong passwords from one client
    // neither lock the owner out from everywhere nor let that client try address after address.
    if (!this.passwordAttemptsLeft(client, email)) return authError(429, 'over_request_rate_limit', 'Too many requests');
    const user = await this.findUserByEmail(this.db, email);
    // bcrypt reads 72 bytes: a longer password could never have been set, so it is never right.
    if (!user || passwordTooLong(password) || !(await checkPassword(password, user.encrypted_password))) {
      this.recordWrongPassword(client, email);
      return authError(400, 'invalid_credentials', 'Invalid login credentials');
    }
    if (!user.email_confirmed_at) return authError(400, 'email_not_confirmed', 'Email not confirmed');
    this.failedSignIns.clear(`pair:${client}|${email}`);
    return this.db.transaction(async (tx) => {
      const rows = await tx.query<UserRow>(
        `update auth.users set last_sign_in_at = now() where id = $1::uuid returning ${USER_COLUMNS}`,
        [user.id],
      );
      return json(200, await this.issueSession(tx, rows[0] as UserRow));
    });
  }

  private async refresh(body: Record<string, unknown>): Promise<ApiResponse> {
    const token = body.refresh_token;
    if (typeof token !== 'string' || token === '') return authError(400, 'validation_failed', 'refresh_token required');
    return this.db.transaction(async (tx) => {
      const rotated = await tx.query<{ user_id: string; session_id: string }>(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
         where token = $1 and not revoked returning user_id::text, session_id::text`,
        [token],
      );
      const current = rotated[0];
      if (!current) {
        const known = await tx.query<{ session_id: string; user_id: string; recent: boolean }>(
          `select session_id::text, user_id::text, updated_at > now() - make_interval(secs => $2::int) as recent
           from auth.refresh_tokens where token = $1`,
          [token, String(this.options.refreshTokenReuseSeconds)],
        );
        const reused = known[0];
        // Within the reuse interval a rotated token is a second tab refreshing at the same moment:
        // it gets the session's newest refresh token and a new access token, as GoTrue answers.
        if (reused?.recent) {
          const [active] = await tx.query<{ token: string }>(
            `select token from auth.refresh_tokens where session_id = $1::uuid and not revoked order by id desc limit 1`,
            [reused.session_id],
          );
          const user = active ? await this.findUserById(tx, reused.user_id) : undefined;
          if (active && user) {
            const session = await this.issueSession(tx, user, reused.session_id, token, active.token);
            return json(200, session);
          }
        }
        if (known[0]) {
          // Reuse of a rotated token means it leaked: end that whole session.
          await tx.query('delete from auth.sessions where id = $1::uuid', [known[0].session_id]);
          return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
        }
        return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      }
      const user = await this.findUserById(tx, current.user_id);
      if (!user) return authError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
      await tx.query('update auth.sessions set updated_at = now() where id = $1::uuid', [current.session_id]);
      return json(200, await this.issueSession(tx, user, current.session_id, token));
    });
  }

  private async getUser(request: ApiRequest): Promise<ApiResponse> {
    const caller = await this.caller(request);
    if ('error' in caller) return caller.error;
    return json(200, this.userJson(caller.user));
  }

  private async updateUser(request: ApiRequest): Promise<ApiResponse> {
    const caller = await this.caller(request);
    if ('error' in caller) return caller.error;
    const body = parseJsonBody(request);
    if (!body.ok) return badJson(body);
    if (typeof body.value !== 'object' || body.value === null) return badJson();
    if (hasUnstorableText(body.value)) return unstorable();
    const { password, data, email } = body.value as { password?: unknown; data?: unknown; email?: unknown };
    if (email !== undefined && email !== caller.user.email) {
      return authError(422, 'email_change_not_supported', 'Changing the e-mail address is not supported');
    }
    let passwordHash: string | null = null;
    if (password !== undefined) {
      if (typeof password !== 'string') return authError(400, 'validation_failed', 'Password must be a string');
      if (passwordTooLong(password)) return authError(400, 'validation_failed', PASSWORD_TOO_LONG_MESSAGE);
      const reasons = weakPasswordReasons(password);
      if (reasons.length > 0) return authError(422, 'weak_password', WEAK_PASSWORD_MESSAGE, { weak_password: { reasons } });
      if (await checkPassword(password, caller.user.encrypted_password)) {
        return authError(422, 'same_password', 'New password should be different from the old password.');
      }
      passwordHash = await hashPassword(password, this.options.bcryptCost);
    }
    const metadata = typeof data === 'object' && data !== null && !Array.isArray(data) ? JSON.stringify(data) : null;
    const rows = await this.db.query<UserRow>(
      `update auth.users set encrypted_password = coalesce($2, encrypted_password),
         raw_user_meta_data = raw_user_meta_data || coalesce($3::jsonb, '{}'::jsonb), updated_at = now()
       where id = $1::uuid returning ${USER_COLUMNS}`,
      [caller.user.id, passwordHash, metadata],
    );
    return json(200, this.userJson(rows[0] as UserRow));
  }

  private async logout(request: ApiRequest): Promise<ApiResponse> {
    const caller = await this.caller(request);
    if ('error' in caller) return caller.error;
    const scope = request.url.searchParams.get('scope') ?? 'global';
    const sessionId = caller.claims.session_id ?? null;
    if (scope === 'local') {
      await this.db.query('delete from auth.sessions where id = $1::uuid', [sessionId]);
    } else if (scope === 'others') {
      await this.db.query('delete from auth.sessions where user_id = $1::uuid and id is distinct from $2::uuid', [caller.user.id, sessionId]);
    } else {
      await this.db.query('delete from auth.sessions where user_id = $1::uuid', [caller.user.id]);
    }
    return { status: 204 };
  }

  private async recover(request: ApiRequest): Promise<ApiResponse> {
    const body = parseJsonBody(request);
    if (!body.ok) return badJson(body);
    if (hasUnstorableText(body.value)) return unstorable();
    const client = request.clientAddress ?? 'unknown';
    const rawEmail = (body.value as { email?: unknown } | undefined)?.email;
    if (typeof rawEmail !== 'string' || rawEmail.trim() === '') {
      return authError(400, 'validation_failed', 'Password recovery requires an email');
    }
    const email = rawEmail.trim().toLowerCase();
    if (!EMAIL_PATTERN.test(email)) return authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
    const user = await this.findUserByEmail(this.db, email);
    // An unknown address gets the same answer as a known one, so the endpoint reveals nothing.
    if (!user) return json(200, {});
    const refusal = this.emailRefusal(user.recovery_sent_at, client);
    if (refusal) return refusal;
    const token = randomBytes(24).toString('base64url');
    await this.db.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1::uuid', [
      user.id,
      hashToken(token),
    ]);
    this.sendLink(email, 'recovery', token, this.redirectTarget(request), client);
    return json(200, {});
  }

  private async verify(request: ApiRequest): Promise<ApiResponse> {
    const params = request.url.searchParams;
    const token = params.get('token') ?? '';
    const type = params.get('type');
    const redirectTo = this.redirectTarget(request);
    const fail = (): ApiResponse => ({
      status: 303,
      headers: {
        Location: `${redirectTo}#error=access_denied&error_code=otp_expired&error_description=${encodeURIComponent('Email link is invalid or has expired')}`,
      },
    });
    if (token === '' || (type !== 'signup' && type !== 'recovery')) return fail();
    const session = await this.db.transaction(async (tx) => {
      const rows =
        type === 'signup'
          ? await tx.query<UserRow>(
              `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
                 last_sign_in_at = now(), updated_at = now()
               where confirmation_token = $1 and confirmation_sent_at > now() - make_interval(hours => ${SIGNUP_LINK_HOURS})
               returning ${USER_COLUMNS}`,
              [hashToken(token)],
            )
          : await tx.query<UserRow>(
              // Recovering an address nobody had confirmed confirms it, and drops the password a sign-up
              // left: whoever signed up with it may not be the address's owner, who sets a new one now.
              `update auth.users set recovery_token = null, email_confirmed_at = coalesce(email_confirmed_at, now()),
                 encrypted_password = case when email_confirmed_at is null then null else encrypted_password end,
                 last_sign_in_at = now(), updated_at = now()
               where recovery_token = $1 and recovery_sent_at > now() - make_interval(hours => ${RECOVERY_LINK_HOURS})
               returning ${USER_COLUMNS}`,
              [hashToken(token)],
            );
      const user = rows[0];
      return user ? this.issueSession(tx, user) : undefined;
    });
    if (!session) return fail();
    const fragment = new URLSearchParams({
      access_token: String(session.access_token),
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: String(session.refresh_token),
      token_type: 'bearer',
      type,
    });
    return { status: 303, headers: { Location: `${redirectTo}#${fragment.toString()}` } };
  }

  // ------------------------------------------------------------------------------------------
  // admin (service role only)

  private async admin(request: ApiRequest, id: string | undefined): Promise<ApiResponse> {
    const token = bearerToken(request);
    const verified = token ? await this.keys.verify(token) : undefined;
    if (!verified?.ok || verified.claims.role !== 'service_role') {
      return authError(403, 'not_admin', 'User not allowed');
    }
    if (request.method === 'POST' && !id) return this.adminCreateUser(request);
    if (!id) return authError(404, 'not_found', 'Not found');
    if (request.method === 'GET') {
      const user = await this.findUserById(this.db, id);
      return user ? json(200, this.userJson(user)) : authError(404, 'user_not_found', 'User not found');
    }
    if (request.method === 'DELETE') {
      const deleted = await this.deleteUser(id);
      return deleted ? json(200, {}) : authError(404, 'user_not_found', 'User not found');
    }
    return authError(405, 'method_not_allowed', 'Method not allowed');
  }

  private async adminCreateUser(request: ApiRequest): Promise<ApiResponse> {
    const body = parseJsonBody(request);
    if (!body.ok) return badJson(body);
    if (typeof body.value !== 'object' || body.value === null) return badJson();
    if (hasUnstorableText(body.value)) return unstorable();
    const { email, password, email_confirm: emailConfirm, user_metadata: metadata } = body.value as Record<string, unknown>;
    if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim())) {
      return authError(400, 'email_address_invalid', 'Unable to validate email address: invalid format');
    }
    if (typeof password === 'string' && passwordTooLong(password)) return authError(400, 'validation_failed', PASSWORD_TOO_LONG_MESSAGE);
    if (typeof password !== 'string' || weakPasswordReasons(password).length > 0) {
      return authError(422, 'weak_password', WEAK_PASSWORD_MESSAGE, { weak_password: { reasons: weakPasswordReasons(String(password ?? '')) } });
    }
    try {
      const user = await this.createUser(this.db, {
        email,
        password,
        confirmed: emailConfirm === true,
        metadata: typeof metadata === 'object' && metadata !== null ? metadata : {},
      });
      return json(200, this.userJson(user));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') {
        return authError(422, 'email_exists', 'A user with this email address has already been registered');
      }
      throw error;
    }
  }

  async createUser(
    q: Queryable,
    input: { email: string; password: string; confirmed: boolean; metadata?: object; id?: string },
  ): Promise<UserRow> {
    const passwordHash = await hashPassword(input.password, this.options.bcryptCost);
    const rows = await q.query<UserRow>(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1::uuid, lower($2), $3, case when $4 = 'true' then now() end, $5::jsonb)
       returning ${USER_COLUMNS}`,
      [input.id ?? randomUUID(), input.email.trim(), passwordHash, String(input.confirmed), JSON.stringify(input.metadata ?? {})],
    );
    return rows[0] as UserRow;
  }

  /** Deletes a user; the foreign keys' on-delete cascade removes every row they own. */
  async deleteUser(id: string): Promise<boolean> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return false;
    const rows = await this.db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', '{"role":"service_role"}', true)`);
      return tx.query('delete from auth.users where id = $1::uuid returning id', [id]);
    });
    return rows.length > 0;
  }

  /** The user behind an access token, checked as /auth/v1/user checks it (a signed-out session is refused). */
  async userFromAccessToken(token: string): Promise<{ id: string; email: string } | null> {
    const found = await this.callerOfToken(token);
    if ('error' in found || found.claims.role !== 'authenticated') return null;
    return { id: found.user.id, email: found.user.email };
  }
}
