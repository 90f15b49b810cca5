// Runs the edge functions in this process: the same portable handlers the hosted Deno entries
// wrap, with dependencies backed by the local auth server and database.
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { handleDeleteUserAccount } from '../functions/delete-user-account/handler.ts';
import { PROPERTY_PHOTOS_BUCKET, removeFolder } from '../functions/_shared/property-photos.ts';
import { handleSampleReservations, SAMPLE_PROPERTY_LIMIT, type SampleProperty } from '../functions/sample-reservations/handler.ts';
import type { AuthService } from './auth/service.ts';
import type { Database } from './database.ts';
import { json, type ApiRequest, type ApiResponse } from './http.ts';

type FunctionHandler = (request: Request) => Promise<Response>;

export class FunctionsRuntime {
  private readonly handlers = new Map<string, FunctionHandler>();

  private admin?: SupabaseClient;

  /**
   * `url` is the backend's own address (known once it listens): the functions reach Storage over
   * HTTP with the service-role key, as the hosted ones do.
   */
  constructor(db: Database, auth: AuthService, options: { demoMode: boolean; url: () => string; serviceRoleKey: string }) {
    const admin = (): SupabaseClient => {
      this.admin ??= createClient(options.url(), options.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        realtime: { transport: WebSocket as never },
      });
      return this.admin;
    };
    this.handlers.set('delete-user-account', (request) =>
      handleDeleteUserAccount(request, {
        getUser: (token) => auth.userFromAccessToken(token),
        verifyPassword: (user, password) => auth.verifyPassword(user.id, password),
        async claimDeletionSlot(userId) {
          const rows = await db.query<{ ok: boolean }>('select public.claim_account_deletion($1::uuid) as ok', [userId]);
          return rows[0]?.ok === true;
        },
        async removeFiles(userId) {
          await removeFolder(admin().storage.from(PROPERTY_PHOTOS_BUCKET), userId);
        },
        async deleteUser(userId) {
          if (!(await auth.deleteUser(userId))) throw new Error('user not found');
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
