// Business rules, exercised through the REST API directly: what a client that skips the UI's own
// checks gets from the database.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { approveProperty, createOwner, dayFromToday, FINISHED_PROPERTY, rest, startTestBackend, type RestCall, type TestBackend, type TestUser } from './helpers.ts';

const MONTHS = ['janeiro', 'fevereiro', 'março', 'abril', 'maio', 'junho', 'julho', 'agosto', 'setembro', 'outubro', 'novembro', 'dezembro'];

function message(call: RestCall): string {
  return (call.body as { message?: string }).message ?? '';
}

/** [year, month] of the month `months` after this one, in Brazil's calendar. */
function monthsAhead(months: number): [number, number] {
  const [year, month] = dayFromToday(0).split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + months;
  return [Math.floor(index / 12), (index % 12) + 1];
}

function assertRule(call: RestCall, text: string): void {
  assert.equal(call.status, 400, `expected 400 for "${text}", got ${call.status} ${JSON.stringify(call.body)}`);
  assert.equal((call.body as { code: string }).code, 'P0001');
  assert.equal(message(call), text);
}

describe('business rules enforced by the database', () => {
  let backend: TestBackend;
  let owner: TestUser;

  const newProperty = async (extra: Record<string, unknown> = {}): Promise<string> => {
    const created = await rest(backend, 'POST', 'properties', {
      token: owner.token,
      body: { ...FINISHED_PROPERTY, user_id: owner.id, ...extra },
      prefer: 'return=representation',
    });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    return (created.body as { id: string }[])[0]?.id as string;
  };
  const block = (propertyId: string, dates: string[], token = owner.token): Promise<RestCall> =>
    rest(backend, 'POST', 'calendar_events?columns="property_id","user_id","date","type","title","source"', {
      token,
      body: dates.map((date) => ({ property_id: propertyId, user_id: owner.id, date, type: 'blocked', title: 'Uso pessoal', source: 'manual' })),
      prefer: 'return=representation',
    });
  const blocksOf = async (propertyId: string): Promise<string[]> => {
    const call = await rest(backend, 'GET', `calendar_events?select=date&property_id=eq.${propertyId}&type=eq.blocked&order=date`, { token: owner.token });
    return (call.body as { date: string }[]).map((r) => r.date);
  };
  const usage = async (propertyId: string, year: number, month: number): Promise<{ monthly_used: number; yearly_used: number } | undefined> => {
    const call = await rest(backend, 'GET', `calendar_usage?select=monthly_used,yearly_used,monthly_limit,yearly_limit&property_id=eq.${propertyId}&year=eq.${year}&month=eq.${month}`, { token: owner.token });
    return (call.body as { monthly_used: number; yearly_used: number }[])[0];
  };

  before(async () => {
    backend = await startTestBackend();
    owner = await createOwner(backend);
  });
  after(() => backend.dispose());

  it('refuses blocks in the past (judged in Brazil), duplicates, and blocked or booked days', async () => {
    const propertyId = await newProperty();
    await approveProperty(backend, propertyId);
    assertRule(await block(propertyId, [dayFromToday(-1)]), 'Não é possível bloquear datas no passado');
    assertRule(await block(propertyId, [dayFromToday(40), dayFromToday(40)]), 'Datas duplicadas na seleção');
    assert.equal((await block(propertyId, [dayFromToday(41)])).status, 201);
    assertRule(await block(propertyId, [dayFromToday(41), dayFromToday(42)]), '1 data(s) já bloqueada(s) ou reservada(s)');
    // The provider records the stay (owners cannot write reservations).
    const reservation = await rest(backend, 'POST', 'reservations', {
      token: backend.serviceRoleKey,
      body: { property_id: propertyId, guest_name: 'Hóspede', check_in: dayFromToday(50), check_out: dayFromToday(53), platform: 'airbnb' },
    });
    assert.equal(reservation.status, 201, JSON.stringify(reservation.body));
    assertRule(await block(propertyId, [dayFromToday(50), dayFromToday(52)]), '2 data(s) já bloqueada(s) ou reservada(s)');
    assert.equal((await block(propertyId, [dayFromToday(53)])).status, 201, 'the check-out day is free');
    assert.deepEqual(await blocksOf(propertyId), [dayFromToday(41), dayFromToday(53)]);
  });

  it('refuses a 5th block in a month even when all 5 come in one request, and rolls the request back', async () => {
    const propertyId = await newProperty({ property_name: 'Limite mensal' });
    // The month after next: every day of it is ahead, and within the year ahead an owner may block.
    const [year, month] = monthsAhead(2);
    const day = (d: number): string => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
    assertRule(await block(propertyId, [day(1), day(2), day(3), day(4), day(5)]), `Limite mensal excedido para ${MONTHS[month - 1]}. Disponível: 4 dia(s)`);
    assert.deepEqual(await blocksOf(propertyId), []);
    assert.equal((await block(propertyId, [day(1), day(2), day(3)])).status, 201);
    assert.deepEqual(await usage(propertyId, year, month), { monthly_used: 3, yearly_used: 3, monthly_limit: 4, yearly_limit: 36 });
    assertRule(await block(propertyId, [day(10), day(11)]), `Limite mensal excedido para ${MONTHS[month - 1]}. Disponível: 1 dia(s)`);
    assert.equal((await block(propertyId, [day(10)])).status, 201);
    assert.equal((await usage(propertyId, year, month))?.monthly_used, 4);
  });

  it('refuses the 37th block of a year and keeps calendar_usage right when blocks are removed', async () => {
    const propertyId = await newProperty({ property_name: 'Limite anual' });
    // Next year's 36 days, February to October: most of them further ahead than an owner may block, so
    // the provider records them (held to the same limits); 1 January is always within the owner's year ahead.
    const year = Number(dayFromToday(0).slice(0, 4)) + 1;
    const dates: string[] = [];
    for (let month = 2; month <= 10; month += 1) {
      for (let d = 5; d <= 8; d += 1) dates.push(`${year}-${String(month).padStart(2, '0')}-0${d}`);
    }
    assert.equal((await block(propertyId, dates, backend.serviceRoleKey)).status, 201);
    assert.deepEqual(await usage(propertyId, year, 10), { monthly_used: 4, yearly_used: 36, monthly_limit: 4, yearly_limit: 36 });
    assertRule(await block(propertyId, [`${year}-01-01`]), 'Limite anual excedido. Disponível: 0 dia(s)');
    const removed = await rest(backend, 'DELETE', `calendar_events?property_id=eq.${propertyId}&user_id=eq.${owner.id}&type=eq.blocked&date=in.(${year}-02-05,${year}-02-06)`, {
      token: owner.token,
      prefer: 'return=representation',
    });
    assert.equal((removed.body as unknown[]).length, 2);
    assert.deepEqual(await usage(propertyId, year, 2), { monthly_used: 2, yearly_used: 34, monthly_limit: 4, yearly_limit: 36 });
    assert.equal((await usage(propertyId, year, 10))?.yearly_used, 34);
    assertRule(await block(propertyId, [`${year}-11-01`, `${year}-11-02`, `${year}-11-03`], backend.serviceRoleKey), 'Limite anual excedido. Disponível: 2 dia(s)');
    assert.equal((await block(propertyId, [`${year}-01-01`])).status, 201);
    assert.equal((await usage(propertyId, year, 1))?.yearly_used, 35);
  });

  it("refuses what the owner's screens refuse about dates, in the screens' words", async () => {
    const propertyId = await newProperty({ property_name: 'Datas do proprietário' });
    const yearAhead = (() => {
      const [year, month, day] = dayFromToday(0).split('-').map(Number) as [number, number, number];
      const last = new Date(Date.UTC(year + 1, month, 0)).getUTCDate();
      return `${year + 1}-${String(month).padStart(2, '0')}-${String(Math.min(day, last)).padStart(2, '0')}`;
    })();
    const dayAfter = new Date(Date.parse(`${yearAhead}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    assertRule(await block(propertyId, [dayAfter]), 'Não é possível bloquear datas com mais de um ano de antecedência');
    assert.equal((await block(propertyId, [yearAhead])).status, 201, 'one year ahead, to the day, may be blocked');

    const session = (property: string, date: string): Promise<RestCall> =>
      rest(backend, 'POST', 'photo_sessions', { token: owner.token, body: { user_id: owner.id, property_id: property, date, time_slot: 'morning_08' } });
    assertRule(await session(propertyId, dayFromToday(-1)), 'Não é possível agendar uma sessão de fotos em uma data passada.');
    const drafts = await createOwner(backend, 'rascunho-fotos');
    const draft = await rest(backend, 'POST', 'properties', { token: drafts.token, body: { user_id: drafts.id, property_name: 'Rascunho' }, prefer: 'return=representation' });
    const draftId = (draft.body as { id: string }[])[0]?.id as string;
    assertRule(
      await rest(backend, 'POST', 'photo_sessions', { token: drafts.token, body: { user_id: drafts.id, property_id: draftId, date: dayFromToday(7), time_slot: 'morning_08' } }),
      'Finalize o cadastro da propriedade para agendar a sessão de fotos.',
    );
    assert.equal((await session(propertyId, dayFromToday(7))).status, 201);

    const profile = (birth_date: string): Promise<RestCall> =>
      rest(backend, 'POST', 'profiles?on_conflict=user_id', { token: owner.token, body: { user_id: owner.id, birth_date }, prefer: 'resolution=merge-duplicates' });
    assertRule(await profile(dayFromToday(1)), 'Data de nascimento inválida');
    const today = await profile(dayFromToday(0));
    assert.ok(today.status === 200 || today.status === 201, `today as birth date: ${today.status} ${JSON.stringify(today.body)}`);
  });

  it('keeps one draft per owner and lets only drafts be deleted', async () => {
    const other = await createOwner(backend, 'drafts');
    const draft = await rest(backend, 'POST', 'properties', { token: other.token, body: { user_id: other.id, property_name: 'Rascunho' }, prefer: 'return=representation' });
    assert.equal(draft.status, 201);
    assertRule(
      await rest(backend, 'POST', 'properties', { token: other.token, body: { user_id: other.id, property_name: 'Outro rascunho' } }),
      'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.',
    );
    const draftId = (draft.body as { id: string }[])[0]?.id as string;
    const finished = await rest(backend, 'POST', 'properties', { token: other.token, body: { ...FINISHED_PROPERTY, user_id: other.id }, prefer: 'return=representation' });
    const finishedId = (finished.body as { id: string }[])[0]?.id as string;
    assertRule(await rest(backend, 'DELETE', `properties?id=eq.${finishedId}`, { token: other.token }), 'Propriedades finalizadas não podem ser removidas.');
    assertRule(
      await rest(backend, 'PATCH', `properties?id=eq.${finishedId}`, { token: other.token, body: { is_draft: true } }),
      'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.',
    );
    const removed = await rest(backend, 'DELETE', `properties?id=eq.${draftId}`, { token: other.token, prefer: 'return=representation' });
    assert.equal(removed.status, 200);
    assert.equal((removed.body as unknown[]).length, 1);
    const again = await rest(backend, 'POST', 'properties', { token: other.token, body: { user_id: other.id, property_name: 'Novo rascunho' } });
    assert.equal(again.status, 201);
    const incomplete = await rest(backend, 'POST', 'properties', { token: other.token, body: { user_id: other.id, property_name: 'Sem dados', is_draft: false } });
    assert.equal(incomplete.status, 400);
    assert.equal((incomplete.body as { code: string }).code, '23514');
  });

  it('keeps one live photo session per property and allows one reschedule', async () => {
    const propertyId = await newProperty({ property_name: 'Fotos' });
    const session = { user_id: owner.id, property_id: propertyId, date: dayFromToday(5), time_slot: 'morning_08', status: 'pending', notes: 'portão azul' };
    const first = await rest(backend, 'POST', 'photo_sessions', { token: owner.token, body: session, prefer: 'return=representation' });
    assert.equal(first.status, 201);
    const id = (first.body as { id: string }[])[0]?.id as string;
    assertRule(await rest(backend, 'POST', 'photo_sessions', { token: owner.token, body: session }), 'Esta propriedade já possui uma sessão de fotos agendada');
    const moved = await rest(backend, 'PATCH', `photo_sessions?id=eq.${id}`, { token: owner.token, body: { date: dayFromToday(8), time_slot: 'afternoon_13' }, prefer: 'return=representation' });
    assert.equal(moved.status, 200);
    assert.equal((moved.body as { reschedule_count: number; status: string }[])[0]?.reschedule_count, 1);
    assert.equal((moved.body as { status: string }[])[0]?.status, 'rescheduled');
    const reset = await rest(backend, 'PATCH', `photo_sessions?id=eq.${id}`, { token: owner.token, body: { reschedule_count: 0 }, prefer: 'return=representation' });
    assert.equal((reset.body as { reschedule_count: number }[])[0]?.reschedule_count, 1, 'the counter cannot be reset by a client');
    assertRule(
      await rest(backend, 'PATCH', `photo_sessions?id=eq.${id}`, { token: owner.token, body: { date: dayFromToday(9) } }),
      'Esta sessão de fotos já foi reagendada uma vez e não pode ser reagendada novamente.',
    );
    const cancelled = await rest(backend, 'PATCH', `photo_sessions?id=eq.${id}`, { token: owner.token, body: { status: 'cancelled', cancellation_reason: 'Imóvel em obras' }, prefer: 'return=representation' });
    assert.equal((cancelled.body as { cancellation_reason: string }[])[0]?.cancellation_reason, 'Imóvel em obras');
    assert.equal((await rest(backend, 'POST', 'photo_sessions', { token: owner.token, body: session })).status, 201);
  });

  it('checks CPF and CNPJ check digits on profiles.document', async () => {
    const person = await createOwner(backend, 'doc');
    const save = (body: Record<string, unknown>): Promise<RestCall> =>
      rest(backend, 'POST', 'profiles?on_conflict=user_id', { token: person.token, body: { user_id: person.id, ...body }, prefer: 'resolution=merge-duplicates,return=representation' });
    assertRule(await save({ document: '529.982.247-24', document_type: 'cpf' }), 'CPF inválido');
    assertRule(await save({ document: '111.111.111-11', document_type: 'cpf' }), 'CPF inválido');
    assertRule(await save({ document: '11.222.333/0001-80', document_type: 'cnpj' }), 'CNPJ inválido');
    assertRule(await save({ document: '1234', document_type: 'cnpj' }), 'CNPJ inválido');
    // The first valid save inserts the profile (201); the next ones update it, and PostgREST answers an
    // upsert that inserted nothing with 200.
    assert.equal((await save({ document: '11.222.333/0001-81', document_type: 'cnpj' })).status, 201);
    assert.equal((await save({ document: '52998224725', document_type: 'cpf' })).status, 200);
    assert.equal((await save({ document: null })).status, 200);
  });

  it('refuses values outside the enumerations and limits with check violations', async () => {
    // An active property whose photo session the owner booked and the provider completed: ratings
    // must name a completed session of the owner's, and stays need an active property, so that the
    // check constraints are what refuses each row below. Photo sessions go on a second property,
    // which has no live session yet.
    const propertyId = await newProperty({ property_name: 'Checks' });
    const booked = await rest(backend, 'POST', 'photo_sessions', {
      token: owner.token,
      body: { user_id: owner.id, property_id: propertyId, date: dayFromToday(6), time_slot: 'morning_08' },
      prefer: 'return=representation',
    });
    assert.equal(booked.status, 201, JSON.stringify(booked.body));
    const sessionId = (booked.body as { id: string }[])[0]?.id as string;
    await approveProperty(backend, propertyId, 'staff');
    const spareId = await newProperty({ property_name: 'Checks sem sessão' });
    // Owners write their own data; reservations, notifications and booked days are the provider's,
    // written with the service-role key (an owner's attempt is refused with 42501 before any check).
    const attempts: [string, 'owner' | 'provider', Record<string, unknown>][] = [
      ['user_ratings', 'owner', { user_id: owner.id, related_entity_id: sessionId, rating: 6 }],
      ['user_ratings', 'owner', { user_id: owner.id, related_entity_id: sessionId, rating: 0 }],
      ['user_ratings', 'owner', { user_id: owner.id, related_entity_id: sessionId, rating: 5, comment: 'x'.repeat(501) }],
      ['user_ratings', 'owner', { user_id: owner.id, related_entity_id: sessionId, rating: 5, feedback_categories: ['preço'] }],
      ['reservations', 'provider', { property_id: propertyId, guest_name: 'X', check_in: dayFromToday(90), check_out: dayFromToday(92), platform: 'expedia' }],
      ['reservations', 'provider', { property_id: propertyId, guest_name: 'X', check_in: dayFromToday(90), check_out: dayFromToday(92), platform: 'airbnb', status: 'done' }],
      ['reservations', 'provider', { property_id: propertyId, guest_name: 'X', check_in: dayFromToday(92), check_out: dayFromToday(90), platform: 'airbnb' }],
      ['photo_sessions', 'owner', { user_id: owner.id, property_id: spareId, date: dayFromToday(5), time_slot: 'night_20' }],
      ['properties', 'owner', { user_id: owner.id, ...FINISHED_PROPERTY, location_type: 'deserto' }],
      ['properties', 'owner', { user_id: owner.id, ...FINISHED_PROPERTY, property_type: 'castelo' }],
      ['profiles', 'owner', { user_id: owner.id, document_type: 'rg' }],
      ['profiles', 'owner', { user_id: owner.id, bank_account_type: 'investimento' }],
      // Spec limits of the owner's data: born from 1925-01-01; name 100, phone 20, CEP 9 characters.
      ['profiles', 'owner', { user_id: owner.id, birth_date: '1924-12-31' }],
      ['profiles', 'owner', { user_id: owner.id, full_name: 'x'.repeat(101) }],
      ['profiles', 'owner', { user_id: owner.id, phone: '1'.repeat(21) }],
      ['profiles', 'owner', { user_id: owner.id, address_cep: '1'.repeat(10) }],
      ['notifications', 'provider', { user_id: owner.id, type: 'spam', title: 'x', message: 'y' }],
      ['calendar_events', 'provider', { user_id: owner.id, property_id: spareId, date: dayFromToday(70), type: 'ferias' }],
    ];
    const wrong: string[] = [];
    for (const [table, caller, body] of attempts) {
      const call = await rest(backend, 'POST', table, { token: caller === 'owner' ? owner.token : backend.serviceRoleKey, body });
      const code = (call.body as { code?: string }).code;
      if (call.status !== 400 || code !== '23514') wrong.push(`${table} ${JSON.stringify(body).slice(0, 160)} → ${call.status} ${code} ${message(call)}`);
    }
    assert.deepEqual(wrong, [], 'each row must be refused by its check constraint (400, 23514)');
  });
});
