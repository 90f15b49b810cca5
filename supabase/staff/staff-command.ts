// The staff command (`pnpm --filter @portal/supabase staff <ação> …`, see main.ts) as a function:
// the provider's staff actions against the embedded backend (default) or a hosted project
// (SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY). Prints what changed and the notification the owner
// received, and answers the exit code: 0 done, 2 usage error, 1 refused or failed.
import { existsSync, readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { JwtKeys } from '../local/auth/jwt.ts';
import { JWT_SECRET_FILE, jwtSecretFromEnv } from '../local/auth/secret.ts';
import {
  approveProperty,
  cancelPhotoSession,
  completePhotoSession,
  confirmPhotoSession,
  ownerConversations,
  ownerOverview,
  recordPayout,
  recordReservations,
  resolveId,
  StaffActionError,
  staffReply,
  type ConversationMessages,
  type OwnerOverview,
  type StayInput,
} from './staff-actions.ts';

const USAGE = `Ações da equipe (service role):

  staff mostrar <e-mail>                                  propriedades, sessões de fotos e reservas sem repasse, com ids
  staff aprovar <id da propriedade | e-mail>              aprova a propriedade (precisa de sessão de fotos concluída): fica ativa
  staff confirmar-fotos <id da sessão | e-mail> [--fotografo NOME]
  staff concluir-fotos <id da sessão | e-mail>
  staff cancelar-fotos <id da sessão | e-mail> --motivo TEXTO
  staff reserva <id da propriedade | e-mail> --hospede NOME --entrada AAAA-MM-DD --saida AAAA-MM-DD --valor BRUTO
                [--canal airbnb|booking|vrbo|direct] [--hospedes N] [--limpeza VALOR] [--status confirmed|in_progress|completed|pending]
  staff reservas <arquivo.json>                           várias reservas de uma vez (lista de objetos), tudo ou nada
  staff repasse <id da reserva | e-mail> [--data AAAA-MM-DD]
  staff responder <e-mail> "texto" [--propriedade ID] [--nome "Nome"]
                                                          responde ao proprietário (conversa Geral, ou a da propriedade)
  staff mensagens <e-mail>                                conversas do proprietário e as mensagens recentes de cada uma

Com um e-mail no lugar do id, a ação vale para o único registro do proprietário que cabe nela.
Backend: SUPABASE_URL (padrão http://localhost:54321) e SUPABASE_SERVICE_ROLE_KEY (padrão: a chave do backend local).`;

export interface StaffOutput {
  stdout(text: string): void;
  stderr(text: string): void;
}

type Print = (line: string) => void;

class UsageError extends Error {}

const parseOptions = (argv: string[]) =>
  parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      fotografo: { type: 'string' },
      motivo: { type: 'string' },
      hospede: { type: 'string' },
      entrada: { type: 'string' },
      saida: { type: 'string' },
      valor: { type: 'string' },
      canal: { type: 'string' },
      hospedes: { type: 'string' },
      limpeza: { type: 'string' },
      status: { type: 'string' },
      data: { type: 'string' },
      propriedade: { type: 'string' },
      nome: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });

type Options = ReturnType<typeof parseOptions>['values'];

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The service-role key of a local backend, signed with its secret: SUPABASE_JWT_SECRET (or
 * JWT_SECRET), or the one kept in its data directory (DATA_DIR, else `npm start`'s and the
 * backend's own default), whichever the backend at `url` accepts.
 */
async function localServiceKey(url: string, env: NodeJS.ProcessEnv): Promise<string> {
  const fromEnv = jwtSecretFromEnv(env);
  const candidates = fromEnv
    ? [fromEnv.secret]
    : [env.DATA_DIR, join(packageDir, '..', '.data', 'database'), join(packageDir, '.data', 'default')]
        .filter((dir): dir is string => Boolean(dir) && existsSync(join(dir as string, JWT_SECRET_FILE)))
        .map((dir) => readFileSync(join(dir, JWT_SECRET_FILE), 'utf8').trim());
  for (const secret of candidates) {
    const key = await new JwtKeys(secret).apiKey('service_role');
    const answer = await fetch(`${url}/rest/v1/`, { headers: { apikey: key, Authorization: `Bearer ${key}` } }).catch(() => null);
    if (answer?.ok || candidates.length === 1) return key;
  }
  throw new UsageError('Não encontrei a chave do backend local: defina SUPABASE_SERVICE_ROLE_KEY (o início do backend a mostra) ou DATA_DIR.');
}

async function serviceClient(env: NodeJS.ProcessEnv): Promise<SupabaseClient> {
  const url = env.SUPABASE_URL ?? `http://localhost:${env.SUPABASE_PORT ?? 54321}`;
  let key = env.SUPABASE_SERVICE_ROLE_KEY;
  if (!key) {
    if (!/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/?$/.test(url)) {
      throw new UsageError('Para um projeto hospedado, defina SUPABASE_SERVICE_ROLE_KEY.');
    }
    key = await localServiceKey(url, env);
  }
  return createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as never },
  });
}

function required(name: string, value: string | undefined): string {
  if (value === undefined || value.trim() === '') throw new UsageError(`Falta --${name}.`);
  return value.trim();
}

function amount(name: string, value: string | undefined): number {
  const parsed = Number(required(name, value).replace(',', '.'));
  if (!Number.isFinite(parsed) || parsed < 0) throw new UsageError(`--${name} deve ser um valor em reais, como 1500 ou 1500,50.`);
  return parsed;
}

function day(name: string, value: string | undefined): string {
  const text = required(name, value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(Date.parse(`${text}T00:00:00Z`))) {
    throw new UsageError(`--${name} deve ser uma data AAAA-MM-DD.`);
  }
  return text;
}

const money = (value: unknown): string =>
  Number(value).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
const brDate = (iso: unknown): string => String(iso).split('-').reverse().join('/');
const slot = (value: string): string => (value.startsWith('morning') ? 'manhã' : 'tarde');
const SESSION_STATUS: Record<string, string> = {
  pending: 'agendada', confirmed: 'confirmada', rescheduled: 'reagendada', cancelled: 'cancelada', completed: 'concluída',
};

const propertyName = (overview: OwnerOverview, id: string): string =>
  overview.properties.find((p) => p.id === id)?.name ?? id;

function printOverview(overview: OwnerOverview, print: Print): void {
  print(`${overview.email}  (usuário ${overview.user_id})`);
  print('\nPropriedades:');
  for (const p of overview.properties) {
    const status = p.is_draft ? 'rascunho' : p.is_verified ? 'ativa' : 'aguardando aprovação';
    print(`  ${p.id}  ${p.name} — ${status}`);
  }
  if (overview.properties.length === 0) print('  (nenhuma)');
  print('\nSessões de fotos:');
  for (const s of overview.photo_sessions) {
    print(`  ${s.id}  ${propertyName(overview, s.property_id)} — ${brDate(s.date)} ${slot(s.time_slot)} — ${SESSION_STATUS[s.status] ?? s.status}${s.photographer ? ` (${s.photographer})` : ''}`);
  }
  if (overview.photo_sessions.length === 0) print('  (nenhuma)');
  print('\nReservas iniciadas sem repasse:');
  for (const r of overview.unpaid_reservations) {
    print(`  ${r.id}  ${propertyName(overview, r.property_id)} — ${r.guest_name}, ${brDate(r.check_in)} a ${brDate(r.check_out)}, ${money(r.host_payout)}`);
  }
  if (overview.unpaid_reservations.length === 0) print('  (nenhuma)');
}

/** Date and time as the owner sees them, in Brazil's time. */
const brDateTime = (iso: string): string =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));

function printConversations(overview: OwnerOverview, conversations: ConversationMessages[], print: Print): void {
  print(`${overview.email}  (usuário ${overview.user_id})`);
  if (conversations.length === 0) print('\nNenhuma conversa ainda.');
  for (const c of conversations) {
    print(`\n${c.property_id ? propertyName(overview, c.property_id) : 'Geral'}  (conversa ${c.id})`);
    if (c.messages.length === 0) print('  (sem mensagens)');
    for (const m of [...c.messages].reverse()) {
      const who = m.author === 'team' ? `${m.staff_name ?? 'Equipe'} (equipe)` : 'Proprietário';
      const photos = m.attachments.length > 0 ? `  [${m.attachments.length} foto${m.attachments.length > 1 ? 's' : ''}]` : '';
      const read = m.read_at ? 'lida' : 'não lida';
      print(`  ${brDateTime(m.created_at)}  ${who}: ${m.body.replace(/\s+/g, ' ')}${photos}  (${read})`);
    }
  }
}

const liveSession = (statuses: string[]) => (o: OwnerOverview) => o.photo_sessions.filter((s) => statuses.includes(s.status));
const describeSession = (s: OwnerOverview['photo_sessions'][number]) => `${brDate(s.date)} ${slot(s.time_slot)} (${SESSION_STATUS[s.status] ?? s.status})`;

async function knownOwner(client: SupabaseClient, email: string): Promise<OwnerOverview> {
  const overview = await ownerOverview(client, email);
  if (!overview) throw new StaffActionError(`Nenhum proprietário com o e-mail ${email}.`, undefined);
  return overview;
}

/** Runs one action on the service-role client; throws a UsageError or a StaffActionError to refuse. */
async function act(client: SupabaseClient, positionals: string[], options: Options, print: Print): Promise<void> {
  const [action, target] = positionals;
  const need = (what: string): string => {
    if (!target) throw new UsageError(`Informe ${what}.`);
    return target;
  };

  switch (action) {
    case 'mostrar': {
      printOverview(await knownOwner(client, need('o e-mail do proprietário')), print);
      return;
    }
    case 'aprovar': {
      const id = await resolveId(client, need('o id da propriedade ou o e-mail'), 'propriedade aguardando aprovação',
        (o) => o.properties.filter((p) => !p.is_draft && !p.is_verified), (p) => p.name);
      const property = await approveProperty(client, id);
      print(`Propriedade ${String(property.property_name)} (${id}) aprovada: agora está ativa.`);
      print("O proprietário recebeu a notificação 'Propriedade ativa'.");
      return;
    }
    case 'confirmar-fotos': {
      const id = await resolveId(client, need('o id da sessão ou o e-mail'), 'sessão de fotos a confirmar',
        liveSession(['pending', 'rescheduled']), describeSession);
      const session = await confirmPhotoSession(client, id, options.fotografo);
      print(`Sessão de fotos ${id} confirmada para ${brDate(session.date)}${session.photographer ? `, fotógrafo ${String(session.photographer)}` : ''}.`);
      print("O proprietário recebeu a notificação 'Sessão de fotos confirmada'.");
      return;
    }
    case 'concluir-fotos': {
      const id = await resolveId(client, need('o id da sessão ou o e-mail'), 'sessão de fotos em aberto',
        liveSession(['pending', 'confirmed', 'rescheduled']), describeSession);
      await completePhotoSession(client, id);
      print(`Sessão de fotos ${id} concluída: a propriedade segue para a aprovação interna.`);
      print("O proprietário recebeu a notificação 'Sessão de fotos concluída'.");
      return;
    }
    case 'cancelar-fotos': {
      const reason = required('motivo', options.motivo);
      const id = await resolveId(client, need('o id da sessão ou o e-mail'), 'sessão de fotos em aberto',
        liveSession(['pending', 'confirmed', 'rescheduled']), describeSession);
      await cancelPhotoSession(client, id, reason);
      print(`Sessão de fotos ${id} cancelada.`);
      print("O proprietário recebeu a notificação 'Sessão de fotos cancelada'.");
      return;
    }
    case 'reserva': {
      const propertyId = await resolveId(client, need('o id da propriedade ou o e-mail'), 'propriedade ativa',
        (o) => o.properties.filter((p) => !p.is_draft && p.is_verified), (p) => p.name);
      const stay: StayInput = {
        property_id: propertyId,
        guest_name: required('hospede', options.hospede),
        check_in: day('entrada', options.entrada),
        check_out: day('saida', options.saida),
        gross_amount: amount('valor', options.valor),
        platform: (options.canal ?? 'airbnb') as StayInput['platform'],
        ...(options.hospedes ? { guests: Number(options.hospedes) } : {}),
        ...(options.limpeza ? { cleaning_fee: amount('limpeza', options.limpeza) } : {}),
        ...(options.status ? { status: options.status as NonNullable<StayInput['status']> } : {}),
      };
      const [row] = await recordReservations(client, stay);
      print(`Reserva ${String(row?.id)} registrada: ${stay.guest_name}, ${brDate(stay.check_in)} a ${brDate(stay.check_out)}, repasse ${money(row?.host_payout)} previsto para ${brDate(row?.expected_payout_date)}.`);
      return;
    }
    case 'reservas': {
      const file = need('o arquivo JSON com as reservas');
      let stays: StayInput[];
      try {
        stays = JSON.parse(readFileSync(file, 'utf8')) as StayInput[];
      } catch (error) {
        throw new UsageError(`Não foi possível ler ${file}: ${(error as Error).message}`);
      }
      const rows = await recordReservations(client, stays);
      print(`${rows.length} reserva(s) registrada(s).`);
      return;
    }
    case 'repasse': {
      const id = await resolveId(client, need('o id da reserva ou o e-mail'), 'reserva sem repasse',
        (o) => o.unpaid_reservations, (r) => `${r.guest_name}, ${brDate(r.check_in)} a ${brDate(r.check_out)}, ${money(r.host_payout)}`);
      const row = await recordPayout(client, id, options.data === undefined ? undefined : day('data', options.data));
      print(`Repasse de ${money(row.host_payout)} da reserva ${id} registrado em ${brDate(row.actual_payout_date)}.`);
      print("O proprietário recebeu a notificação 'Repasse realizado'.");
      return;
    }
    case 'responder': {
      const email = need('o e-mail do proprietário');
      const body = positionals[2];
      if (body === undefined || body.trim() === '') throw new UsageError('Informe o texto da resposta, entre aspas.');
      const id = await staffReply(client, email, body, options.propriedade?.trim() || undefined, options.nome);
      print(`Mensagem ${id} enviada a ${email}${options.propriedade ? ` na conversa da propriedade ${options.propriedade.trim()}` : ' na conversa Geral'}.`);
      print("O proprietário recebeu a notificação 'Nova mensagem da equipe'.");
      return;
    }
    case 'mensagens': {
      const overview = await knownOwner(client, need('o e-mail do proprietário'));
      printConversations(overview, await ownerConversations(client, overview.user_id), print);
      return;
    }
    default:
      throw new UsageError(`Ação desconhecida: ${action}.\n\n${USAGE}`);
  }
}

/** Nothing the client started may outlive the run: its auth timers, and a realtime socket if one was opened. */
async function closeClient(client: SupabaseClient): Promise<void> {
  await client.auth.dispose();
  // Removing channels disconnects, which arms a 10 s timer even when no socket was ever opened.
  if (client.getChannels().length > 0 || client.realtime.isConnected()) await client.removeAllChannels();
}

async function run(argv: string[], env: NodeJS.ProcessEnv, print: Print): Promise<void> {
  const { values: options, positionals } = parseOptions(argv);
  if (!positionals[0] || options.help) {
    print(USAGE);
    return;
  }
  const client = await serviceClient(env);
  try {
    await act(client, positionals, options, print);
  } finally {
    await closeClient(client);
  }
}

function failure(error: unknown): { code: number; message: string } {
  if (error instanceof UsageError) return { code: 2, message: error.message };
  if (error instanceof StaffActionError) return { code: 1, message: error.message };
  const cause = (error as Error).message ?? String(error);
  return { code: 1, message: /fetch failed|ECONNREFUSED/.test(cause) ? 'O backend não respondeu: ele está rodando (npm start)? Confira SUPABASE_URL.' : cause };
}

/** The whole command: `argv` without the program (`aprovar <id> …`); answers the exit code. */
export async function runStaff(argv: string[], env: NodeJS.ProcessEnv, out: StaffOutput): Promise<number> {
  try {
    await run(argv, env, (line) => out.stdout(`${line}\n`));
    return 0;
  } catch (error) {
    const { code, message } = failure(error);
    out.stderr(`${message}\n`);
    return code;
  }
}
