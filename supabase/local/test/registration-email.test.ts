import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { handleRegistrationEmail, REGISTRATION_EMAIL_SUBJECT, registrationMail, type RegistrationEmailDeps } from '../../functions/registration-email/handler.ts';
import { createOwner, rest, serviceClient, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

/** Every group of the owner wizard, as 'finalizar cadastro' saves it. */
const FINISHED_PROFILE = {
  full_name: 'Marina Costa',
  document: '529.982.247-25',
  document_type: 'cpf',
  birth_date: '1988-04-12',
  phone: '(11) 98765-4321',
  address_cep: '01310-100',
  address_street: 'Avenida Paulista',
  address_number: '1000',
  address_neighborhood: 'Bela Vista',
  address_city: 'São Paulo',
  address_state: 'SP',
  bank_name: 'Nubank',
  bank_agency: '0001',
  bank_account: '12345-6',
  bank_account_type: 'corrente',
  terms_accepted: true,
};

interface Mail {
  to: string;
  subject: string;
  kind: string;
  link: string;
  text?: string;
}

async function mailsTo(backend: TestBackend, to: string): Promise<Mail[]> {
  const response = await fetch(`${backend.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as Mail[]).filter((m) => m.kind === 'registration');
}

async function callFunction(backend: TestBackend, owner: TestUser | null, origin = 'http://portal.local:4000') {
  const response = await fetch(`${backend.url}/functions/v1/registration-email`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      'Content-Type': 'application/json',
      Origin: origin,
      ...(owner ? { Authorization: `Bearer ${owner.token}` } : {}),
    },
    body: '{}',
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('registration-email function', () => {
  let backend: TestBackend;
  before(async () => {
    backend = await startTestBackend();
  });
  after(() => backend.dispose());

  it('refuses a caller without a session, and an owner whose registration is not finished, sending nothing', async () => {
    const owner = await createOwner(backend, 'unfinished');
    assert.deepEqual(await callFunction(backend, null), {
      status: 401,
      body: { success: false, code: 'not_authenticated', error: 'Sessão inválida ou expirada. Faça login novamente.' },
    });
    assert.equal((await callFunction(backend, owner)).body.code, 'registration_incomplete');
    const { error } = await owner.client.from('profiles').insert({ ...FINISHED_PROFILE, user_id: owner.id, terms_accepted: false });
    assert.equal(error, null);
    assert.deepEqual(await callFunction(backend, owner), {
      status: 409,
      body: { success: false, code: 'registration_incomplete', error: 'Finalize seu cadastro para receber o e-mail com os próximos passos.' },
    });
    assert.deepEqual(await mailsTo(backend, owner.email), []);
  });

  it('sends the e-mail with next steps once per finished registration, and records the finish in the notifications centre', async () => {
    const owner = await createOwner(backend, 'finished');
    const { error } = await owner.client.from('profiles').upsert({ ...FINISHED_PROFILE, user_id: owner.id }, { onConflict: 'user_id' });
    assert.equal(error, null);

    assert.deepEqual(await callFunction(backend, owner), { status: 200, body: { success: true, sent: true } });
    assert.deepEqual(await callFunction(backend, owner), { status: 200, body: { success: true, sent: false } });
    const { data } = await owner.client.functions.invoke('registration-email', { body: {} });
    assert.deepEqual(data, { success: true, sent: false });

    const mails = await mailsTo(backend, owner.email);
    assert.equal(mails.length, 1);
    assert.equal(mails[0]!.subject, REGISTRATION_EMAIL_SUBJECT);
    assert.equal(mails[0]!.link, 'http://portal.local:4000/progresso-onboarding');
    assert.match(mails[0]!.text ?? '', /^Olá, Marina!/);
    assert.match(mails[0]!.text ?? '', /Agende a sessão de fotos/);

    const notifications = await owner.client.from('notifications').select('type, title, action');
    assert.deepEqual(notifications.data, [
      { type: 'completion', title: 'Cadastro finalizado', action: { label: 'Cadastrar imóvel', route: '/cadastro-imovel' } },
    ]);
  });

  it('keeps the record and its functions from owners', async () => {
    const owner = await createOwner(backend, 'curious');
    await owner.client.from('profiles').insert({ ...FINISHED_PROFILE, user_id: owner.id });
    const claim = await owner.client.rpc('claim_registration_email', { p_user_id: owner.id });
    assert.equal(claim.error?.code, '42501');
    const read = await rest(backend, 'GET', 'registration_emails?select=user_id', { token: owner.token });
    assert.equal(read.status, 403);
    assert.equal((read.body as { code?: string }).code, '42501');
    const service = serviceClient(backend);
    assert.deepEqual((await service.rpc('claim_registration_email', { p_user_id: owner.id })).data, true);
    assert.deepEqual((await service.rpc('claim_registration_email', { p_user_id: owner.id })).data, false);
  });
});

describe('registration-email handler', () => {
  function deps(overrides: Partial<RegistrationEmailDeps> = {}) {
    const sent: string[] = [];
    const released: string[] = [];
    let claimed = false;
    const value: RegistrationEmailDeps = {
      brandName: 'Casa Boa',
      portalUrl: () => 'https://portal.casaboa.com.br/',
      getUser: async (token) => (token === 'ok' ? { id: 'u1', email: 'ana@exemplo.com' } : null),
      registration: async () => ({ fullName: 'Ana Maria Souza', finished: true }),
      claim: async () => {
        if (claimed) return false;
        claimed = true;
        return true;
      },
      release: async (userId) => {
        claimed = false;
        released.push(userId);
      },
      send: async (mail) => {
        sent.push(mail.to);
      },
      ...overrides,
    };
    return { value, sent, released };
  }
  const post = (token = 'ok') => new Request('http://x/functions/v1/registration-email', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: '{}' });

  it('forgets the send when the mail service fails, so the next finish sends it', async () => {
    let failing = true;
    const d = deps({
      send: async () => {
        if (failing) throw new Error('smtp down');
      },
    });
    const first = await handleRegistrationEmail(post(), d.value);
    assert.equal(first.status, 502);
    assert.deepEqual(await first.json(), { success: false, code: 'send_failed', error: 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.' });
    assert.deepEqual(d.released, ['u1']);
    failing = false;
    assert.deepEqual(await (await handleRegistrationEmail(post(), d.value)).json(), { success: true, sent: true });
  });

  it('answers a preflight and refuses other methods', async () => {
    const d = deps();
    assert.equal((await handleRegistrationEmail(new Request('http://x', { method: 'OPTIONS' }), d.value)).status, 204);
    assert.equal((await handleRegistrationEmail(new Request('http://x', { method: 'GET' }), d.value)).status, 405);
    assert.deepEqual(d.sent, []);
  });

  it('greets by first name, names the brand and links the progress screen', () => {
    const mail = registrationMail({ to: 'ana@exemplo.com', fullName: ' Ana Maria ', brandName: 'Casa Boa', portalUrl: 'https://portal.casaboa.com.br/' });
    assert.equal(mail.subject, 'Cadastro finalizado: seus próximos passos');
    assert.equal(mail.link, 'https://portal.casaboa.com.br/progresso-onboarding');
    assert.match(mail.text, /^Olá, Ana!\n\nSeu cadastro de proprietário na Casa Boa foi finalizado\. Bem-vindo à família Casa Boa\./);
    assert.match(mail.html, /href="https:\/\/portal\.casaboa\.com\.br\/progresso-onboarding"/);
    assert.doesNotMatch(registrationMail({ to: 'x', fullName: '<b>', brandName: 'B', portalUrl: null }).html, /<b>!/);
  });
});
