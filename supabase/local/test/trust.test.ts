// Trust at the backend: secrets of its own, redirects only where configured, sign-up, sign-in and
// deletion as GoTrue does them, tokens checked as GoTrue and PostgREST check them, Storage that
// checks content, and no existence side channel in the database's rules.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { SignJWT } from 'jose';
import { DEFAULT_JWT_SECRET, JwtKeys } from '../auth/jwt.ts';
import { MAX_JSON_DEPTH } from '../http.ts';
import {
  activeProperty,
  client,
  createOwner,
  dayFromToday,
  freshStorage,
  rest,
  serviceClient,
  startTestBackend,
  TEST_PASSWORD,
  uniqueEmail,
  type TestBackend,
} from './helpers.ts';
import { startLocalSupabase } from '../index.ts';

interface Mail {
  to: string;
  kind: string;
  link: string;
}

async function mails(backend: TestBackend, to: string): Promise<Mail[]> {
  return (await (await fetch(`${backend.url}/mailbox/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
}

/** A request from another loopback address (another client, as the backend sees its peers). */
function fromAddress(
  localAddress: string,
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const call = httpRequest(
      url,
      { method: init.method ?? 'GET', localAddress, headers: { 'Content-Type': 'application/json', ...(init.headers ?? {}) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: response.statusCode ?? 0, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} });
        });
      },
    );
    call.on('error', reject);
    call.end(body);
  });
}

const signInFrom = (backend: TestBackend, address: string, email: string, password: string) =>
  fromAddress(address, `${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: backend.anonKey }, body: { email, password } });

describe('the JWT secret', () => {
  it('is made once per data directory, kept there, and signs the API keys; the public default signs nothing', async () => {
    const storage = await freshStorage();
    const options = {
      port: 0,
      quiet: true,
      bcryptCost: 4,
      storageDir: storage.storageDir,
      ...(storage.dataDir ? { dataDir: storage.dataDir } : {}),
      ...(storage.databaseUrl ? { databaseUrl: storage.databaseUrl } : {}),
      ...(storage.pgliteTemplate ? { pgliteTemplate: storage.pgliteTemplate } : {}),
    };
    try {
      const first = await startLocalSupabase(options);
      const file = join(storage.dataDir ?? storage.storageDir, 'jwt-secret');
      assert.equal(first.jwtSecretSource, file);
      assert.ok(existsSync(file));
      const secret = readFileSync(file, 'utf8').trim();
      assert.ok(secret.length >= 32 && secret !== DEFAULT_JWT_SECRET);
      assert.equal(first.anonKey, await new JwtKeys(secret).apiKey('anon'));
      // Anyone can sign with the public default: such a key opens nothing.
      const forged = await new JwtKeys(DEFAULT_JWT_SECRET).apiKey('service_role');
      assert.notEqual(first.serviceRoleKey, forged);
      const refused = await fetch(`${first.url}/rest/v1/profiles?select=*`, { headers: { apikey: forged, Authorization: `Bearer ${forged}` } });
      assert.equal(refused.status, 401);
      const storageRefused = await fetch(`${first.url}/storage/v1/bucket`, { headers: { Authorization: `Bearer ${forged}` } });
      assert.equal(storageRefused.status, 400);
      await first.stop();
      const again = await startLocalSupabase(options);
      assert.equal(again.anonKey, first.anonKey, 'the same data directory keeps its secret');
      await again.stop();
    } finally {
      await storage.drop();
    }
  });

  it('is taken from SUPABASE_JWT_SECRET when set, and a short one is refused', async () => {
    const secret = 'um-segredo-de-teste-com-mais-de-32-caracteres';
    process.env.SUPABASE_JWT_SECRET = secret;
    try {
      const backend = await startTestBackend();
      assert.equal(backend.jwtSecretSource, 'SUPABASE_JWT_SECRET');
      assert.equal(backend.anonKey, await new JwtKeys(secret).apiKey('anon'));
      await backend.dispose();
      process.env.SUPABASE_JWT_SECRET = 'curto';
      await assert.rejects(startTestBackend(), /SUPABASE_JWT_SECRET must have at least 32 characters/);
    } finally {
      delete process.env.SUPABASE_JWT_SECRET;
    }
  });
});

describe('tokens, redirects, sign-up and sign-in', () => {
  const SECRET = 'segredo-fixo-deste-teste-para-assinar-tokens';
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend({
      jwtSecret: SECRET,
      emailConfirmation: true,
      emailFrequencySeconds: 0,
      emailsPerHour: 10,
      siteUrl: 'http://localhost:3000',
      redirectAllowList: ['https://portal.exemplo.com.br/**'],
    });
  });
  after(() => backend.dispose());

  it('checks exp and, for a user, the audience, as GoTrue and PostgREST do', async () => {
    const email = uniqueEmail('token');
    const created = await serviceClient(backend).auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const owner = { id: created.data.user?.id ?? '', email };
    const key = new TextEncoder().encode(SECRET);
    const now = Math.floor(Date.now() / 1000);
    const sign = (claims: Record<string, unknown>, exp: number | null) => {
      const jwt = new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(now);
      return (exp === null ? jwt : jwt.setExpirationTime(exp)).sign(key);
    };
    const base = { sub: owner.id, role: 'authenticated', email: owner.email };
    const good = await sign({ ...base, aud: 'authenticated' }, now + 600);
    const noExp = await sign({ ...base, aud: 'authenticated' }, null);
    const otherAud = await sign({ ...base, aud: 'outro-servico' }, now + 600);
    const noAud = await sign(base, now + 600);
    assert.equal((await rest(backend, 'GET', 'profiles?select=id', { token: good })).status, 200);
    for (const token of [noExp, otherAud, noAud]) {
      assert.equal((await rest(backend, 'GET', 'profiles?select=id', { token })).status, 401);
      const user = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: backend.anonKey, Authorization: `Bearer ${token}` } });
      assert.equal(user.status, 403);
      const files = await fetch(`${backend.url}/storage/v1/object/list/property-photos`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ prefix: owner.id }),
      });
      assert.equal(files.status, 400);
    }
  });

  it('sends e-mail links only to the site URL or the allow-list, whatever redirect_to says', async () => {
    const email = uniqueEmail('redirect');
    await serviceClient(backend).auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    const target = async (redirectTo: string): Promise<string> => {
      const answer = await fetch(`${backend.url}/auth/v1/recover?redirect_to=${encodeURIComponent(redirectTo)}`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
      assert.equal(answer.status, 200);
      const [mail] = await mails(backend, email);
      const landing = await fetch(mail?.link ?? '', { redirect: 'manual' });
      return (landing.headers.get('location') ?? '').split('#')[0] as string;
    };
    assert.equal(await target('https://attacker.example/collect'), 'http://localhost:3000');
    assert.equal(await target('http://localhost:3000@attacker.example/'), 'http://localhost:3000');
    assert.equal(await target('http://localhost:8080/auth'), 'http://localhost:8080/auth', 'the site URL\'s host, any port');
    assert.equal(await target('https://portal.exemplo.com.br/auth'), 'https://portal.exemplo.com.br/auth', 'the allow-list');
    assert.equal(await target('https://portal.exemplo.com.br.attacker.example/auth'), 'http://localhost:3000');
  });

  it('never leaves an earlier sign-up\'s password on an unconfirmed account, and reveals no id', async () => {
    const email = uniqueEmail('vitima');
    const attacker = await client(backend).auth.signUp({ email, password: 'Atacante@2026' });
    assert.equal(attacker.error, null);
    const realId = attacker.data.user?.id;
    const victim = await client(backend).auth.signUp({ email, password: 'Vitima@2026!' });
    assert.equal(victim.error, null);
    assert.notEqual(victim.data.user?.id, realId, 'a repeated sign-up answers with an id that is not the account\'s');
    assert.deepEqual(victim.data.user?.identities, []);
    const [latest] = await mails(backend, email);
    assert.equal((await fetch(latest?.link ?? '', { redirect: 'manual' })).status, 303);
    const asVictim = await client(backend).auth.signInWithPassword({ email, password: 'Vitima@2026!' });
    assert.equal(asVictim.error, null);
    assert.equal(asVictim.data.user?.id, realId);
    const asAttacker = await client(backend).auth.signInWithPassword({ email, password: 'Atacante@2026' });
    assert.equal(asAttacker.error?.code, 'invalid_credentials');
  });

  it('drops the password a sign-up left when the address\'s owner recovers the unconfirmed account', async () => {
    const email = uniqueEmail('recupera');
    assert.equal((await client(backend).auth.signUp({ email, password: 'Atacante@2026' })).error, null);
    assert.equal((await client(backend).auth.resetPasswordForEmail(email)).error, null);
    const [reset] = await mails(backend, email);
    assert.equal(reset?.kind, 'recovery');
    assert.equal((await fetch(reset?.link ?? '', { redirect: 'manual' })).status, 303);
    const asAttacker = await client(backend).auth.signInWithPassword({ email, password: 'Atacante@2026' });
    assert.equal(asAttacker.error?.code, 'invalid_credentials');
  });

  it('refuses passwords over 72 bytes with a clear message, as GoTrue (bcrypt reads 72)', async () => {
    const long = `Aa1!${'é'.repeat(35)}`; // 74 bytes, 39 characters
    const { error } = await client(backend).auth.signUp({ email: uniqueEmail(), password: long });
    assert.equal(error?.status, 400);
    assert.equal(error?.code, 'validation_failed');
    assert.match(error?.message ?? '', /no máximo 72 bytes/);
  });

  it('limits e-mails per client address: one client spending its quota leaves everyone else theirs', async () => {
    for (let i = 0; i < 10; i += 1) {
      const sent = await fromAddress('127.0.0.3', `${backend.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: backend.anonKey }, body: { email: uniqueEmail('gasto'), password: TEST_PASSWORD } });
      assert.equal(sent.status, 200);
    }
    const spent = await fromAddress('127.0.0.3', `${backend.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: backend.anonKey }, body: { email: uniqueEmail('gasto'), password: TEST_PASSWORD } });
    assert.equal(spent.status, 429);
    assert.equal(spent.body.code, 'over_email_send_rate_limit');
    const other = await fromAddress('127.0.0.4', `${backend.url}/auth/v1/signup`, { method: 'POST', headers: { apikey: backend.anonKey }, body: { email: uniqueEmail('outro'), password: TEST_PASSWORD } });
    assert.equal(other.status, 200);
  });

  it('serves the mailbox to its own page only (no CORS), the API to any origin', async () => {
    const mailbox = await fetch(`${backend.url}/mailbox/messages`, { headers: { Origin: 'https://qualquer.exemplo' } });
    assert.equal(mailbox.headers.get('access-control-allow-origin'), null);
    const page = await fetch(`${backend.url}/mailbox`);
    assert.equal(page.headers.get('access-control-allow-origin'), null);
    const api = await fetch(`${backend.url}/auth/v1/settings`, { headers: { apikey: backend.anonKey } });
    assert.equal(api.headers.get('access-control-allow-origin'), '*');
    assert.equal(api.headers.get('x-content-type-options'), 'nosniff');
  });
});

describe('lockouts per client and account', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend({ maxFailedSignIns: 3 });
  });
  after(() => backend.dispose());

  it('locks out the client that failed, not the owner everywhere', async () => {
    const owner = await createOwner(backend, 'lockout');
    for (let i = 0; i < 3; i += 1) assert.equal((await signInFrom(backend, '127.0.0.2', owner.email, 'Errada@2026')).status, 400);
    const locked = await signInFrom(backend, '127.0.0.2', owner.email, TEST_PASSWORD);
    assert.equal(locked.status, 429);
    assert.equal(locked.body.code, 'over_request_rate_limit');
    assert.equal((await signInFrom(backend, '127.0.0.5', owner.email, TEST_PASSWORD)).status, 200, 'the owner, from elsewhere, signs in');
  });

  it('stops one client trying address after address', async () => {
    let status = 0;
    for (let i = 0; i < 19 && status !== 429; i += 1) status = (await signInFrom(backend, '127.0.0.6', uniqueEmail('tenta'), 'Errada@2026')).status;
    assert.equal(status, 429);
  });

  it('counts wrong passwords of the deletion function with the sign-in lockout', async () => {
    const owner = await createOwner(backend, 'deleta');
    const call = (password: string) =>
      fromAddress('127.0.0.7', `${backend.url}/functions/v1/delete-user-account`, {
        method: 'POST',
        headers: { apikey: backend.anonKey, Authorization: `Bearer ${owner.token}` },
        body: { password },
      });
    for (let i = 0; i < 3; i += 1) assert.equal((await call('Errada@2026')).body.code, 'invalid_password');
    const locked = await call(TEST_PASSWORD);
    assert.equal(locked.status, 429);
    assert.equal(locked.body.code, 'too_many_attempts');
    assert.equal((await signInFrom(backend, '127.0.0.7', owner.email, TEST_PASSWORD)).status, 429, 'and sign-in from that client too');
    assert.equal((await rest(backend, 'GET', `profiles?select=id`, { token: owner.token })).status, 200, 'the account is still there');
  });
});

describe('malformed input, Storage content and side channels', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend();
  });
  after(() => backend.dispose());

  it('refuses numbers out of range (22003) and JSON nested too deep, changing nothing', async () => {
    const owner = await createOwner(backend, 'faixa');
    const propertyId = await activeProperty(backend, owner, { area_sqm: 80 });
    const patch = await rest(backend, 'PATCH', `properties?id=eq.${propertyId}`, { token: owner.token, rawBody: '{"area_sqm":1e400}' });
    assert.equal(patch.status, 400);
    assert.equal((patch.body as { code: string }).code, '22003');
    const read = await rest(backend, 'GET', `properties?select=area_sqm&id=eq.${propertyId}`, { token: owner.token });
    assert.deepEqual(read.body, [{ area_sqm: 80 }]);
    const deep = `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`;
    const rpc = await rest(backend, 'POST', 'rpc/get_owner_overview', { token: owner.token, rawBody: `{"a":${deep}}` });
    assert.equal(rpc.status, 400);
    assert.equal((rpc.body as { code: string }).code, 'PGRST102');
    const user = await fetch(`${backend.url}/auth/v1/user`, {
      method: 'PUT',
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
      body: `{"data":{"a":${deep}}}`,
    });
    assert.equal(user.status, 400);
    assert.equal(((await user.json()) as { code: string }).code, 'bad_json');
    const nul = await fetch(`${backend.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `a\u0000${uniqueEmail()}`, password: TEST_PASSWORD, data: { nome: '\ud800' } }),
    });
    assert.equal(nul.status, 400);
  });

  it('stores an image only when it is one, with nosniff, and at most 21 files in a property\'s folder', async () => {
    const owner = await createOwner(backend, 'fotos');
    const propertyId = await activeProperty(backend, owner);
    const bucket = owner.client.storage.from('property-photos');
    const html = await bucket.upload(`${owner.id}/${propertyId}/pagina.png`, new Blob(['<html><script>alert(1)</script></html>'], { type: 'image/png' }));
    assert.equal((html.error as { statusCode?: string } | null)?.statusCode, '415');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(24)]);
    for (let i = 0; i < 21; i += 1) {
      const { error } = await bucket.upload(`${owner.id}/${propertyId}/${i}.png`, new Blob([png], { type: 'image/png' }));
      assert.equal(error, null, `photo ${i}`);
    }
    const over = await bucket.upload(`${owner.id}/${propertyId}/21.png`, new Blob([png], { type: 'image/png' }));
    assert.match(over.error?.message ?? '', /já tem 21 fotos/);
    assert.equal((await bucket.upload(`${owner.id}/${propertyId}/0.png`, new Blob([png], { type: 'image/png' }), { upsert: true })).error, null, 'replacing one still works');
    const served = await fetch(`${backend.url}/storage/v1/object/authenticated/property-photos/${owner.id}/${propertyId}/0.png`, { headers: { Authorization: `Bearer ${owner.token}` } });
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  });

  it('answers a write naming another owner\'s ids the same whether or not that owner has the thing', async () => {
    const ana = await createOwner(backend, 'ana');
    const bruno = await createOwner(backend, 'bruno');
    const answer = async (call: Promise<{ status: number; body: unknown }>) => {
      const { status, body } = await call;
      return { status, code: (body as { code?: string }).code, message: (body as { message?: string }).message };
    };
    // A draft of Ana's, or none.
    const draftAttempt = () => answer(rest(backend, 'POST', 'properties', { token: bruno.token, body: { user_id: ana.id, property_name: 'x', is_draft: true } }));
    const withoutDraft = await draftAttempt();
    const draft = await rest(backend, 'POST', 'properties', { token: ana.token, body: { user_id: ana.id, property_name: 'Rascunho', is_draft: true } });
    assert.equal(draft.status, 201);
    assert.deepEqual(await draftAttempt(), withoutDraft);
    // A live photo session on Ana's property, or none.
    const propertyId = await activeProperty(backend, ana);
    const sessionAttempt = () =>
      answer(rest(backend, 'POST', 'photo_sessions', { token: bruno.token, body: { user_id: bruno.id, property_id: propertyId, date: dayFromToday(5), time_slot: 'morning_08' } }));
    const withoutSession = await sessionAttempt();
    const session = await ana.client.from('photo_sessions').insert({ user_id: ana.id, property_id: propertyId, date: dayFromToday(4), time_slot: 'morning_08' }).select('id').single();
    assert.equal(session.error, null);
    assert.deepEqual(await sessionAttempt(), withoutSession);
    // A rating of Ana's completed session, or none.
    const sessionId = (session.data as { id: string }).id;
    assert.equal((await serviceClient(backend).from('photo_sessions').update({ status: 'completed' }).eq('id', sessionId)).error, null);
    const ratingAttempt = () => answer(rest(backend, 'POST', 'user_ratings', { token: bruno.token, body: { user_id: ana.id, related_entity_id: sessionId, rating: 1 } }));
    const beforeRating = await ratingAttempt();
    assert.equal((await ana.client.from('user_ratings').insert({ user_id: ana.id, related_entity_id: sessionId, rating: 5 })).error, null);
    assert.deepEqual(await ratingAttempt(), beforeRating);
    assert.equal(withoutDraft.status, 403);
    assert.equal(withoutSession.status, 403);
    assert.equal(beforeRating.status, 403);
  });
});
