// The staff command against a backend: it walks a fresh owner's property from awaiting review to
// active and a photo session from pending to completed, records stays and a payout, and the owner
// reads what happened. The actions run in-process (runStaff, the command's whole behaviour); a real
// process, as a person runs it (`pnpm --filter @portal/supabase staff …`), shows its usage, output
// streams and exit codes.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import { runStaff } from '../../staff/staff-command.ts';
import { client, createOwner, dayFromToday, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

const packageDir = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const tsx = join(packageDir, 'node_modules', '.bin', 'tsx');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('the staff command', () => {
  let backend: TestBackend;
  let owner: TestUser;
  let propertyId: string;
  let sessionId: string;
  const workDir = mkdtempSync(join(tmpdir(), 'staff-'));

  const staff = async (...args: string[]): Promise<Run> => {
    const run: Run = { code: 0, stdout: '', stderr: '' };
    run.code = await runStaff(args, { SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: backend.serviceRoleKey }, {
      stdout: (text) => {
        run.stdout += text;
      },
      stderr: (text) => {
        run.stderr += text;
      },
    });
    return run;
  };
  const staffProcess = (key: string, ...args: string[]): Promise<Run> =>
    new Promise((done) => {
      execFile(tsx, [join(packageDir, 'staff', 'main.ts'), ...args], {
        cwd: packageDir,
        env: { ...process.env, SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: key },
      }, (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }));
    });
  const ok = (run: Run): string => {
    assert.equal(run.code, 0, `staff failed: ${run.stderr}`);
    return run.stdout;
  };
  const ownerReads = async <T>(table: string, columns: string): Promise<T[]> => {
    const { data, error } = await owner.client.from(table).select(columns).order('created_at');
    assert.equal(error, null);
    return data as T[];
  };

  before(async () => {
    backend = await startTestBackend();
    owner = await createOwner(backend, 'staff');
    const property = await owner.client.from('properties').insert({
      user_id: owner.id, property_name: 'Casa do Lago', location_type: 'campo', property_type: 'casa',
      address_street: 'Rua do Lago', address_number: '7', address_city: 'Capitólio', address_state: 'MG',
      address_postal_code: '37930-000', bedrooms: 3, bathrooms: 2, guest_capacity: 6, is_draft: false,
    }).select('id').single();
    assert.equal(property.error, null);
    propertyId = (property.data as { id: string }).id;
    const session = await owner.client.from('photo_sessions').insert({
      user_id: owner.id, property_id: propertyId, date: dayFromToday(6), time_slot: 'morning_08',
    }).select('id, status').single();
    assert.equal(session.error, null);
    sessionId = (session.data as { id: string }).id;
  });
  after(async () => {
    rmSync(workDir, { recursive: true, force: true });
    await backend.dispose();
  });

  it('explains itself and refuses what it cannot do, with exit codes a script can read', async () => {
    // The processes are independent of each other and of the refusals below: they start together.
    const processes = Promise.all([
      staffProcess(backend.serviceRoleKey),
      staffProcess(backend.serviceRoleKey, 'publicar', owner.email),
      staffProcess(backend.anonKey, 'aprovar', propertyId),
    ]);
    const help = await staff();
    assert.equal(help.code, 0);
    assert.match(help.stdout, /staff aprovar <id da propriedade \| e-mail>/);
    const unknown = await staff('publicar', owner.email);
    assert.equal(unknown.code, 2);
    assert.match(unknown.stderr, /Ação desconhecida: publicar/);
    const noReason = await staff('cancelar-fotos', sessionId);
    assert.equal(noReason.code, 2);
    assert.match(noReason.stderr, /Falta --motivo/);
    const nobody = await staff('aprovar', 'ninguem@teste.com.br');
    assert.equal(nobody.code, 1);
    assert.match(nobody.stderr, /Nenhum proprietário com o e-mail ninguem@teste.com.br/);
    const early = await staff('aprovar', owner.email);
    assert.equal(early.code, 1);
    assert.match(early.stderr, /A propriedade precisa de uma sessão de fotos concluída antes da aprovação\./);
    const [helpProcess, unknownProcess, anonKey] = await processes;
    assert.equal(helpProcess.code, 0);
    assert.match(helpProcess.stdout, /staff aprovar <id da propriedade \| e-mail>/);
    assert.equal(unknownProcess.code, 2);
    assert.match(unknownProcess.stderr, /Ação desconhecida: publicar/);
    assert.equal(anonKey.code, 1, 'the anon key cannot act as staff');
    assert.match(anonKey.stderr, /permission denied for function staff_approve_property/);
  });

  it('walks the photo session from pending to completed and the property from awaiting review to active', async () => {
    const overview = ok(await staff('mostrar', owner.email));
    assert.match(overview, new RegExp(`${propertyId}  Casa do Lago — aguardando aprovação`));
    assert.match(overview, new RegExp(`${sessionId}  Casa do Lago — .* manhã — agendada`));

    assert.match(ok(await staff('confirmar-fotos', owner.email, '--fotografo', 'Camila Rocha')), /confirmada para .*, fotógrafo Camila Rocha/);
    assert.deepEqual(await ownerReads('photo_sessions', 'status, photographer'), [{ status: 'confirmed', photographer: 'Camila Rocha' }]);
    assert.match(ok(await staff('concluir-fotos', sessionId)), /concluída: a propriedade segue para a aprovação interna/);
    assert.deepEqual(await ownerReads('photo_sessions', 'status'), [{ status: 'completed' }]);
    assert.match(ok(await staff('aprovar', owner.email)), /aprovada: agora está ativa/);
    assert.deepEqual(await ownerReads('properties', 'is_draft, is_verified'), [{ is_draft: false, is_verified: true }]);

    const again = await staff('aprovar', propertyId);
    assert.equal(again.code, 1);
    assert.match(again.stderr, /Esta propriedade já está ativa\./);

    const notifications = await ownerReads<{ type: string; title: string; read: boolean; action: { label: string; route: string } }>(
      'notifications', 'type, title, read, action');
    assert.deepEqual(notifications.map((n) => [n.type, n.title, n.read]), [
      ['photography', 'Sessão de fotos confirmada', false],
      ['photography', 'Sessão de fotos concluída', false],
      ['completion', 'Propriedade ativa', false],
    ]);
    assert.deepEqual(notifications.map((n) => n.action.route), [
      `/sessao-fotos-confirmacao?sessionId=${sessionId}`,
      `/feedback-sessao-fotos?sessionId=${sessionId}&propertyName=Casa%20do%20Lago`,
      `/propriedade/${propertyId}/calendario`,
    ]);
  });

  it('records stays, one and in bulk, refuses an overlap, and records a payout once', async () => {
    const one = ok(await staff('reserva', owner.email, '--hospede', 'Ana Lima', '--entrada', dayFromToday(-12), '--saida', dayFromToday(-8),
      '--valor', '2000', '--canal', 'booking', '--limpeza', '150', '--status', 'completed'));
    assert.match(one, /Reserva .* registrada: Ana Lima, .* repasse R\$\s1\.280,00 previsto para/);
    const file = join(workDir, 'reservas.json');
    writeFileSync(file, JSON.stringify([
      { property_id: propertyId, guest_name: 'Bruno Souza', check_in: dayFromToday(20), check_out: dayFromToday(23), platform: 'airbnb', gross_amount: 1200 },
      { property_id: propertyId, guest_name: 'Carla Dias', check_in: dayFromToday(23), check_out: dayFromToday(25), platform: 'vrbo', gross_amount: 900 },
    ]));
    assert.match(ok(await staff('reservas', file)), /2 reserva\(s\) registrada\(s\)\./);
    const overlap = await staff('reserva', propertyId, '--hospede', 'Dora', '--entrada', dayFromToday(21), '--saida', dayFromToday(22), '--valor', '500');
    assert.equal(overlap.code, 1);
    assert.match(overlap.stderr, /Já existe uma reserva de .* nesta propriedade\./);

    const stays = await ownerReads<{ guest_name: string; gross_amount: number; platform_fee: number; management_fee: number; host_payout: number; total_amount: number }>(
      'reservations', 'guest_name, gross_amount, platform_fee, management_fee, host_payout, total_amount');
    assert.deepEqual(stays.map((s) => s.guest_name), ['Ana Lima', 'Bruno Souza', 'Carla Dias']);
    assert.deepEqual(stays[0], { guest_name: 'Ana Lima', gross_amount: 2000, platform_fee: 360, management_fee: 360, host_payout: 1280, total_amount: 2150 });

    assert.match(ok(await staff('repasse', owner.email, '--data', dayFromToday(-1))), /Repasse de R\$\s1\.280,00 da reserva .* registrado em/);
    const twice = await staff('repasse', owner.email);
    assert.equal(twice.code, 1, 'nothing left to pay among the stays already begun');
    const paid = await ownerReads<{ guest_name: string; actual_payout_date: string | null }>('reservations', 'guest_name, actual_payout_date');
    assert.deepEqual(paid.map((r) => r.actual_payout_date), [dayFromToday(-1), null, null]);
    const { data } = await owner.client.from('notifications').select('title, message').eq('type', 'status_change');
    assert.deepEqual(data?.map((n) => n.title), ['Repasse realizado']);
    assert.match(String(data?.[0]?.message), /O repasse de R\$ 1\.280,00 da estadia de Ana Lima em Casa do Lago foi pago em/);
  });

  it('cancels an open session with a reason, and the owner may book again', async () => {
    const { data: other } = await client(backend, backend.serviceRoleKey).from('properties').insert({
      user_id: owner.id, property_name: 'Loft Centro', location_type: 'capital', property_type: 'apartamento',
      address_street: 'Rua B', address_number: '2', address_city: 'Belo Horizonte', address_state: 'MG',
      address_postal_code: '30110-000', bedrooms: 1, bathrooms: 1, guest_capacity: 2, is_draft: false,
    }).select('id').single();
    const otherId = (other as { id: string }).id;
    const booked = await owner.client.from('photo_sessions').insert({ user_id: owner.id, property_id: otherId, date: dayFromToday(9), time_slot: 'afternoon_13' }).select('id').single();
    const id = (booked.data as { id: string }).id;
    assert.match(ok(await staff('cancelar-fotos', owner.email, '--motivo', 'Fotógrafo indisponível')), /cancelada/);
    const { data: cancelled } = await owner.client.from('photo_sessions').select('status, cancellation_reason').eq('id', id).single();
    assert.deepEqual(cancelled, { status: 'cancelled', cancellation_reason: 'Fotógrafo indisponível' });
    const { data: note } = await owner.client.from('notifications').select('message, action').eq('title', 'Sessão de fotos cancelada').single();
    assert.match(String(note?.message), /foi cancelada pela nossa equipe: Fotógrafo indisponível\. Agende uma nova data/);
    assert.deepEqual(note?.action, { label: 'Agendar nova sessão', route: `/agendamento-fotos?propertyId=${otherId}` });
    const rebooked = await owner.client.from('photo_sessions').insert({ user_id: owner.id, property_id: otherId, date: dayFromToday(10), time_slot: 'morning_08' });
    assert.equal(rebooked.error, null);
  });

  it('answers an owner in the general conversation or a property\'s, and shows their conversations', async () => {
    const general = await owner.client.rpc('open_conversation');
    const generalId = general.data as string;
    assert.equal((await owner.client.from('messages').insert({ id: crypto.randomUUID(), conversation_id: generalId, author: 'owner', body: 'Quando recebo o repasse?' })).error, null);

    const reply = ok(await staff('responder', owner.email, 'O repasse sai até o dia 10.', '--nome', 'Marina'));
    assert.match(reply, new RegExp(`Mensagem [0-9a-f-]{36} enviada a ${owner.email} na conversa Geral\\.`));
    assert.match(reply, /O proprietário recebeu a notificação 'Nova mensagem da equipe'\./);
    assert.match(ok(await staff('responder', owner.email, 'As fotos ficaram prontas.', '--propriedade', propertyId)), /na conversa da propriedade/);

    const thread = await owner.client.from('messages').select('author, staff_name, body, read_at').eq('conversation_id', generalId).order('created_at');
    assert.deepEqual(thread.data?.map((m) => [m.author, m.staff_name, m.body, m.read_at !== null]), [
      ['owner', null, 'Quando recebo o repasse?', true],
      ['team', 'Marina', 'O repasse sai até o dia 10.', false],
    ]);
    const { data: notes } = await owner.client.from('notifications').select('title, action').eq('type', 'message').order('created_at');
    assert.deepEqual(notes?.map((n) => n.title), ['Nova mensagem da equipe', 'Nova mensagem da equipe']);
    assert.deepEqual(notes?.[0]?.action, { label: 'Ver conversa', route: `/mensagens/${generalId}` });

    const shown = ok(await staff('mensagens', owner.email));
    assert.match(shown, new RegExp(`Geral  \\(conversa ${generalId}\\)\\n  .*  Proprietário: Quando recebo o repasse\\?  \\(lida\\)\\n  .*  Marina \\(equipe\\): O repasse sai até o dia 10\\.  \\(não lida\\)`));
    assert.match(shown, /Casa do Lago {2}\(conversa [0-9a-f-]{36}\)\n {2}.* {2}Equipe \(equipe\): As fotos ficaram prontas\./);

    const noText = await staff('responder', owner.email);
    assert.equal(noText.code, 2);
    assert.match(noText.stderr, /Informe o texto da resposta/);
    const nobody = await staff('responder', 'ninguem@teste.com.br', 'Oi');
    assert.equal(nobody.code, 1);
    assert.match(nobody.stderr, /Nenhum proprietário com este e-mail\./);
    const tooLong = await staff('responder', owner.email, 'x'.repeat(1001));
    assert.equal(tooLong.code, 1);
    assert.match(tooLong.stderr, /A mensagem pode ter no máximo 1000 caracteres\./);
    const noOne = await staff('mensagens', 'ninguem@teste.com.br');
    assert.equal(noOne.code, 1);
    assert.match(noOne.stderr, /Nenhum proprietário com o e-mail ninguem@teste.com.br/);
  });
});
