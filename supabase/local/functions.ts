// Runs the edge functions in this process: the same portable handlers the hosted Deno entries
// wrap, with dependencies backed by the local auth server and database.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { handleDeleteUserAccount } from '../functions/delete-user-account/handler.ts';
import { handleRegistrationEmail } from '../functions/registration-email/handler.ts';
import { removeOwnerFiles } from '../functions/_shared/property-photos.ts';
import { handleSampleReservations, SAMPLE_PROPERTY_LIMIT, type SampleProperty } from '../functions/sample-reservations/handler.ts';
import type { AuthService } from './auth/service.ts';
import type { Database } from './database.ts';
import { json, type ApiRequest, type ApiResponse } from './http.ts';
import type { Mailbox } from './mailbox.ts';

/** A function's handler: the request, and the address of the client that sent it. */
type FunctionHandler = (request: Request, clientAddress: string) => Promise<Response>;

export class FunctionsRuntime {
  private readonly handlers = new Map<string, FunctionHandler>();

  private admin?: SupabaseClient;

  /**
   * `url` is the backend's own address (known once it listens): the functions reach Storage over
   * HTTP with the service-role key, as the hosted ones do.
   */
  constructor(
    db: Database,
    auth: AuthService,
    options: {
      demoMode: boolean;
      url: () => string;
      serviceRoleKey: string;
      /** Where the functions' e-mails land: the backend's one mailbox, the auth server's too. */
      mailbox: Mailbox;
      brandName?: string;
    },
  ) {
    const { mailbox } = options;
    const admin = (): SupabaseClient => {
      this.admin ??= createClient(options.url(), options.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
      return this.admin;
    };
    this.handlers.set('delete-user-account', (request, client) =>
      handleDeleteUserAccount(request, {
        getUser: (token) => auth.userFromAccessToken(token),
        // Under the sign-in lockout: a wrong password here counts as a failed sign-in of this client.
        async verifyPassword(user, password) {
          const outcome = await auth.checkPasswordLimited(user.id, password, client);
          return outcome === 'rate_limited' ? outcome : outcome === 'ok';
        },
        async claimDeletionSlot(userId) {
          const rows = await db.query<{ ok: boolean }>('select public.claim_account_deletion($1::uuid) as ok', [userId]);
          return rows[0]?.ok === true;
        },
        async removeFiles(userId) {
          await removeOwnerFiles(
            admin().storage,
            async (bucket, prefix, limit) => {
              const { data, error } = await admin().rpc('storage_object_names', { p_bucket: bucket, p_prefix: prefix, p_limit: limit });
              if (error) throw new Error(error.message);
              return (data as string[] | null) ?? [];
            },
            userId,
          );
        },
        async deleteUser(userId) {
          if (!(await auth.deleteUser(userId))) throw new Error('user not found');
        },
      }),
    );
    this.handlers.set('registration-email', (request) =>
      handleRegistrationEmail(request, {
        brandName: options.brandName ?? 'Lar Temporada',
        // The e-mail's button opens the portal the owner used: the page that called the function.
        portalUrl: (call) => call.headers.get('origin'),
        getUser: (token) => auth.userFromAccessToken(token),
        async registration(userId) {
          const rows = await db.query<{ full_name: string | null; finished: boolean }>('select * from public.registration_finished($1::uuid)', [userId]);
          const row = rows[0];
          return row ? { fullName: row.full_name ?? '', finished: row.finished } : null;
        },
        async claim(userId) {
          const rows = await db.query<{ ok: boolean }>('select public.claim_registration_email($1::uuid) as ok', [userId]);
          return rows[0]?.ok === true;
        },
        async release(userId) {
          await db.query('select public.release_registration_email($1::uuid)', [userId]);
        },
        async send(mail) {
          mailbox.deliver(mail.to, 'registration', mail.link, mail.text);
        },
      }),
    );
    this.handlers.set('sample-reservations', (request) =>
      handleSampleReservations(request, {
        demoMode: options.demoMode,
        getUser: (token) => auth.userFromAccessToken(token),
        activeProperties: (userId) =>
          db.query<SampleProperty & Record<string, unknown>>(
            `select id, owner_id, guest_capacity from public.properties
             where user_id = $1::uuid and not is_draft and is_verified order by created_at limit $2::int`,
            [userId, String(SAMPLE_PROPERTY_LIMIT)],
          ),
        async store(userId, reservations) {
          const rows = await db.query<{ stored: number }>(
            'select public.record_sample_reservations($1::uuid, $2::jsonb) as stored',
            [userId, JSON.stringify(reservations)],
          );
          return Number(rows[0]?.stored ?? 0);
        },
      }),
    );
  }

  async handle(request: ApiRequest, name: string): Promise<ApiResponse> {
    const handler = this.handlers.get(name);
    if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    }
    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const response = await handler(
      new Request(request.url, { method: request.method, headers, ...(hasBody ? { body: request.body } : {}) }),
      request.clientAddress ?? 'unknown',
    );
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, key) => {
      // The function sends CORS headers for the hosted platform; here the gateway already adds them, and
      // a second Access-Control-Allow-Origin makes browsers refuse the response.
      if (!key.startsWith('access-control-')) responseHeaders[key] = value;
    });
    return { status: response.status, headers: responseHeaders, body: Buffer.from(await response.arrayBuffer()) };
  }
}
