import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { AuthWeakPasswordError } from '@supabase/supabase-js';
import { client, rest, startTestBackend, TEST_PASSWORD, uniqueEmail, type TestBackend } from './helpers.ts';

interface MailMessage {
  id: string;
  to: string;
  subject: string;
  kind: 'signup' | 'recovery';
  link: string;
  createdAt: string;
}

async function mails(backend: TestBackend, to: string): Promise<MailMessage[]> {
  const response = await fetch(`${backend.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as MailMessage[];
}

/** Follows an e-mail link like a browser and returns the session fragment it lands on. */
async function followLink(link: string): Promise<{ location: URL; fragment: URLSearchParams }> {
  const response = await fetch(link, { redirect: 'manual' });
  assert.equal(response.status, 303);
  const location = new URL(response.headers.get('location') ?? '');
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

// Access tokens of this suite live a few seconds so the expiry test can wait for one; long enough that the
// other tests' tokens never expire mid-test on a busy machine (a sign-in, a read and a sign-out took over 2 s).
const TOKEN_SECONDS = 6;

describe('auth with auto-confirmation', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend({ jwtExpirySeconds: TOKEN_SECONDS, maxFailedSignIns: 5, refreshTokenReuseSeconds: 1 });
  });
  after(() => backend.dispose());

  it('signs up with emailRedirectTo and returns a session', async () => {
    const c = client(backend);
    const email = uniqueEmail();
    const { data, error } = await c.auth.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: 'http://localhost:3000/' } });
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    assert.ok(data.session?.access_token);
    assert.equal(data.user?.identities?.length, 1);
    assert.ok(data.user?.email_confirmed_at);
  });

  it('answers "User already registered" for a second sign-up', async () => {
    const c = client(backend);
    const email = uniqueEmail();
    await c.auth.signUp({ email, password: TEST_PASSWORD });
    const { error } = await client(backend).auth.signUp({ email: email.toUpperCase(), password: TEST_PASSWORD });
    assert.equal(error?.message, 'User already registered');
    assert.equal(error?.code, 'user_already_exists');
    assert.equal(error?.status, 422);
  });

  it('refuses weak passwords with weak_password', async () => {
    for (const weak of ['curta1!', 'semmaiuscula1!', 'SEMMINUSCULA1!', 'SemDigito!!', 'SemSimbolo12']) {
      const { error } = await client(backend).auth.signUp({ email: uniqueEmail(), password: weak });
      assert.ok(error instanceof AuthWeakPasswordError, `${weak} should be refused`);
      assert.equal(error.code, 'weak_password');
      assert.match(error.message, /weak/);
    }
  });

  it('signs in with a password, reads the user and signs out', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: TEST_PASSWORD });
    const c = client(backend);
    const { data, error } = await c.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    assert.equal(error, null);
    const token = data.session?.access_token ?? '';
    const user = await c.auth.getUser(token);
    assert.equal(user.data.user?.email, email);
    const { error: signOutError } = await c.auth.signOut();
    assert.equal(signOutError, null);
    // GoTrue answers 403 session_not_found, which supabase-js turns into AuthSessionMissingError.
    const after = await client(backend).auth.getUser(token);
    assert.equal(after.error?.name, 'AuthSessionMissingError');
    assert.equal(after.data.user, null);
  });

  it('answers "Invalid login credentials" and then "Too many requests" after 5 failures', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: TEST_PASSWORD });
    const c = client(backend);
    for (let i = 0; i < 5; i += 1) {
      const { error } = await c.auth.signInWithPassword({ email, password: 'Errada@123' });
      assert.equal(error?.message, 'Invalid login credentials');
      assert.equal(error?.code, 'invalid_credentials');
    }
    const { error } = await c.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    assert.equal(error?.message, 'Too many requests');
    assert.equal(error?.status, 429);
    const unknown = await c.auth.signInWithPassword({ email: uniqueEmail(), password: TEST_PASSWORD });
    assert.equal(unknown.error?.message, 'Invalid login credentials');
  });

  it('rotates refresh tokens, lets a second tab reuse one within the reuse interval, and refuses a reuse after it', async () => {
    const email = uniqueEmail();
    const c = client(backend);
    const { data } = await c.auth.signUp({ email, password: TEST_PASSWORD });
    const first = data.session?.refresh_token ?? '';
    const refreshed = await c.auth.refreshSession();
    assert.equal(refreshed.error, null);
    const second = refreshed.data.session?.refresh_token ?? '';
    assert.ok(second && second !== first);
    // Two tabs refreshed with the same token at once: the second gets the session's current token
    // and a working access token, and the session goes on (it used to be ended as a reuse).
    const otherTab = await client(backend).auth.refreshSession({ refresh_token: first });
    assert.equal(otherTab.error, null);
    assert.equal(otherTab.data.session?.refresh_token, second);
    assert.equal((await rest(backend, 'GET', 'profiles?select=id', { token: otherTab.data.session?.access_token ?? '' })).status, 200);
    await new Promise((r) => setTimeout(r, 1200));
    const reuse = await client(backend).auth.refreshSession({ refresh_token: first });
    assert.equal(reuse.error?.message, 'Invalid Refresh Token: Already Used');
    const unknown = await client(backend).auth.refreshSession({ refresh_token: 'nao-existe' });
    assert.equal(unknown.error?.message, 'Invalid Refresh Token: Refresh Token Not Found');
  });

  it('expires access tokens: REST answers 401 PGRST303 and a refresh gives a working token', async () => {
    const email = uniqueEmail();
    const c = client(backend);
    const { data } = await c.auth.signUp({ email, password: TEST_PASSWORD });
    const token = data.session?.access_token ?? '';
    assert.equal(data.session?.expires_in, TOKEN_SECONDS);
    const fresh = await rest(backend, 'GET', 'profiles?select=id', { token });
    assert.equal(fresh.status, 200);
    await new Promise((r) => setTimeout(r, TOKEN_SECONDS * 1000 + 1100));
    const stale = await rest(backend, 'GET', 'profiles?select=id', { token });
    assert.equal(stale.status, 401);
    assert.equal((stale.body as { code: string }).code, 'PGRST303');
    assert.equal((stale.body as { message: string }).message, 'JWT expired');
    assert.match(stale.headers.get('www-authenticate') ?? '', /invalid_token/);
    const { data: session } = await c.auth.getSession();
    assert.ok(session.session);
    assert.notEqual(session.session.access_token, token);
    const { error } = await c.from('profiles').select('id');
    assert.equal(error, null);
  });

  it('sends a recovery e-mail whose link signs in and lets the password change', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: TEST_PASSWORD });
    const c = client(backend);
    const { error } = await c.auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/auth' });
    assert.equal(error, null);
    const [message] = await mails(backend, email);
    assert.equal(message?.kind, 'recovery');
    assert.match(message?.link ?? '', /\/auth\/v1\/verify\?token=.+&type=recovery&redirect_to=/);
    const { location, fragment } = await followLink(message?.link ?? '');
    assert.equal(location.origin + location.pathname, 'http://localhost:3000/auth');
    assert.equal(fragment.get('type'), 'recovery');
    const recovered = client(backend);
    await recovered.auth.setSession({ access_token: fragment.get('access_token') ?? '', refresh_token: fragment.get('refresh_token') ?? '' });
    const update = await recovered.auth.updateUser({ password: 'Nova@Senha2026' });
    assert.equal(update.error, null);
    const signIn = await client(backend).auth.signInWithPassword({ email, password: 'Nova@Senha2026' });
    assert.equal(signIn.error, null);
    const reused = await fetch(message?.link ?? '', { redirect: 'manual' });
    assert.match(reused.headers.get('location') ?? '', /error_code=otp_expired/);
    const again = await c.auth.resetPasswordForEmail(email);
    assert.match(again.error?.message ?? '', /only request this after/);
    const unknown = await client(backend).auth.resetPasswordForEmail(uniqueEmail());
    assert.equal(unknown.error, null);
  });

  it('lets the service role create and delete users, and nobody else', async () => {
    const admin = client(backend, backend.serviceRoleKey);
    const email = uniqueEmail();
    const created = await admin.auth.admin.createUser({ email, password: TEST_PASSWORD, email_confirm: true });
    assert.equal(created.error, null);
    const id = created.data.user?.id ?? '';
    const anon = await client(backend).auth.admin.deleteUser(id);
    assert.equal(anon.error?.status, 403);
    const deleted = await admin.auth.admin.deleteUser(id);
    assert.equal(deleted.error, null);
    const signIn = await client(backend).auth.signInWithPassword({ email, password: TEST_PASSWORD });
    assert.equal(signIn.error?.message, 'Invalid login credentials');
  });

  it('answers like the gateway without an API key and like GoTrue without a token', async () => {
    const noKey = await fetch(`${backend.url}/rest/v1/profiles`);
    assert.equal(noKey.status, 401);
    assert.equal(((await noKey.json()) as { message: string }).message, 'No API key found in request');
    const badKey = await fetch(`${backend.url}/auth/v1/user`, { headers: { apikey: 'nope' } });
    assert.equal(badKey.status, 401);
    const noToken = await fetch(`${backend.url}/auth/v1/user`, {
      headers: { apikey: backend.anonKey, 'X-Supabase-Api-Version': '2024-01-01' },
    });
    assert.equal(noToken.status, 401);
    assert.equal(noToken.headers.get('x-supabase-api-version'), '2024-01-01');
    assert.equal(((await noToken.json()) as { code: string }).code, 'no_authorization');
  });

  it('keeps an idle connection open for 60 s, as the gateway does, and says so to the client', async () => {
    const health = await fetch(`${backend.url}/health`);
    await health.arrayBuffer();
    assert.equal(health.headers.get('keep-alive'), 'timeout=60');
  });
});

describe('auth with e-mail confirmation', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend({ emailConfirmation: true, emailsPerHour: 4, emailFrequencySeconds: 60 });
  });
  after(() => backend.dispose());

  it('confirms through the mailbox link before sign-in is allowed', async () => {
    const email = uniqueEmail();
    const c = client(backend);
    const { data, error } = await c.auth.signUp({ email, password: TEST_PASSWORD, options: { emailRedirectTo: 'http://localhost:3000/' } });
    assert.equal(error, null);
    assert.equal(data.session, null);
    assert.equal(data.user?.email, email);
    const early = await c.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    assert.equal(early.error?.message, 'Email not confirmed');
    const [message] = await mails(backend, email);
    assert.equal(message?.kind, 'signup');
    assert.equal(message?.subject, 'Confirme seu cadastro');
    const { location, fragment } = await followLink(message?.link ?? '');
    assert.equal(location.origin, 'http://localhost:3000');
    assert.equal(fragment.get('type'), 'signup');
    assert.ok(fragment.get('access_token'));
    const late = await c.auth.signInWithPassword({ email, password: TEST_PASSWORD });
    assert.equal(late.error, null);
    const again = await client(backend).auth.signUp({ email, password: TEST_PASSWORD });
    assert.equal(again.error, null);
    assert.deepEqual(again.data.user?.identities, []);
    const page = await fetch(`${backend.url}/mailbox`);
    assert.match(await page.text(), /Confirme seu cadastro/);
  });

  it('limits e-mails per address and per hour', async () => {
    const email = uniqueEmail();
    await client(backend).auth.signUp({ email, password: TEST_PASSWORD });
    const resend = await client(backend).auth.signUp({ email, password: TEST_PASSWORD });
    assert.equal(resend.error?.code, 'over_email_send_rate_limit');
    assert.match(resend.error?.message ?? '', /only request this after \d+ seconds/);
    let last: { code?: string; message: string } | null = null;
    for (let i = 0; i < 4 && !last; i += 1) {
      const { error } = await client(backend).auth.signUp({ email: uniqueEmail(), password: TEST_PASSWORD });
      last = error;
    }
    assert.equal(last?.code, 'over_email_send_rate_limit');
    assert.equal(last?.message, 'Email rate limit exceeded');
  });
});
