// Realtime through supabase-js's own client (realtime-js over the `ws` transport), as the Mensagens
// screens subscribe: a team reply reaches the owner's subscription and nothing of it reaches another
// owner, whatever filter that owner asks for (row-level security decides, as on hosted); updates
// arrive with the old record's primary key; tokens are checked at join and on refresh; leaving
// stops delivery; heartbeats are answered; what is not implemented is refused with a reason.
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { DEFAULT_JWT_SECRET, JwtKeys } from '../auth/jwt.ts';
import { client, createOwner, databaseKind, serviceClient, startTestBackend, type TestBackend, type TestUser } from './helpers.ts';

type Row = Record<string, unknown>;
type Change = RealtimePostgresChangesPayload<Row>;

interface Subscription {
  channel: RealtimeChannel;
  changes: Change[];
  /** resolves with the first change that `match` accepts, received from now on or already */
  next(match: (change: Change) => boolean, timeoutMs?: number): Promise<Change>;
}

/** Joins `name` with one postgres_changes binding on messages; resolves once SUBSCRIBED, rejects with the server's reason. */
function subscribe(supabase: SupabaseClient, name: string, filter?: string, event: '*' | 'INSERT' | 'UPDATE' = '*'): Promise<Subscription> {
  const changes: Change[] = [];
  const waiters: { match: (c: Change) => boolean; resolve: (c: Change) => void }[] = [];
  return new Promise((resolve, reject) => {
    const channel = supabase
      .channel(name)
      .on('postgres_changes', { event: event as '*', schema: 'public', table: 'messages', ...(filter ? { filter } : {}) }, (change: Change) => {
        changes.push(change);
        for (const waiter of [...waiters]) {
          if (waiter.match(change)) {
            waiters.splice(waiters.indexOf(waiter), 1);
            waiter.resolve(change);
          }
        }
      })
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') {
          resolve({
            channel,
            changes,
            next(match, timeoutMs = 5000) {
              const seen = changes.find(match);
              if (seen) return Promise.resolve(seen);
              return new Promise((done, fail) => {
                const timer = setTimeout(() => fail(new Error(`no matching change on ${name} within ${timeoutMs} ms`)), timeoutMs);
                waiters.push({ match, resolve: (c) => { clearTimeout(timer); done(c); } });
              });
            },
          });
        } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
          reject(error ?? new Error(status));
        }
      });
  });
}

const row = (change: Change): Row => change.new as Row;
const body = (change: Change): unknown => row(change).body;

describe(`Realtime (${databaseKind})`, () => {
  let backend: TestBackend;
  let keys: JwtKeys;
  let ana: TestUser;
  let bruno: TestUser;
  let service: SupabaseClient;
  const clients: SupabaseClient[] = [];

  /** A fresh signed-in client of `user` (its own socket). */
  const clientOf = async (user: TestUser): Promise<SupabaseClient> => {
    const supabase = client(backend);
    await supabase.realtime.setAuth(user.token);
    clients.push(supabase);
    return supabase;
  };
  const reply = async (user: TestUser, text: string): Promise<string> => {
    const { data, error } = await service.rpc('staff_reply', { p_owner_email: user.email, p_body: text, p_staff_name: 'Marina' });
    assert.equal(error, null);
    return data as string;
  };

  before(async () => {
    backend = await startTestBackend({ jwtSecret: DEFAULT_JWT_SECRET });
    keys = new JwtKeys(DEFAULT_JWT_SECRET);
    ana = await createOwner(backend, 'ana-rt');
    bruno = await createOwner(backend, 'bruno-rt');
    service = serviceClient(backend);
    clients.push(ana.client, bruno.client, service);
  });
  after(async () => {
    for (const supabase of clients) await supabase.removeAllChannels();
    await backend.dispose();
  });

  it('delivers a team reply to the owner\'s subscription, and nothing to another owner, whatever filter they ask for', async (t) => {
    const anas = await subscribe(ana.client, 'mensagens', `owner_id=eq.${ana.id}`);
    const brunos = await subscribe(bruno.client, 'mensagens', `owner_id=eq.${bruno.id}`);
    // Bruno asking for Ana's rows, or for every row of the table: row-level security still decides.
    const spying = await subscribe(await clientOf(bruno), 'espiao', `owner_id=eq.${ana.id}`);
    const everything = await subscribe(await clientOf(bruno), 'tudo');

    const latencies: number[] = [];
    const calls: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const text = `Resposta ${i} para a Ana`;
      const sent = performance.now();
      const id = await reply(ana, text);
      calls.push(performance.now() - sent);
      const change = await anas.next((c) => body(c) === text);
      latencies.push(performance.now() - sent);
      assert.equal(change.eventType, 'INSERT');
      assert.equal(change.schema, 'public');
      assert.equal(change.table, 'messages');
      assert.match(change.commit_timestamp, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      assert.deepEqual(
        { id: row(change).id, owner_id: row(change).owner_id, author: row(change).author, staff_name: row(change).staff_name, attachments: row(change).attachments, read_at: row(change).read_at },
        { id, owner_id: ana.id, author: 'team', staff_name: 'Marina', attachments: [], read_at: null },
      );
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const median = (values: number[]): string => ([...values].sort((a, b) => a - b)[2] as number).toFixed(1);
    t.diagnostic(`reply → owner's subscription on ${databaseKind}: median ${sorted[2]?.toFixed(1)} ms, worst ${sorted[4]?.toFixed(1)} ms from the staff_reply call (the call's own answer: median ${median(calls)} ms), four subscribers`);
    // The delivery itself, apart from the call (which a loaded machine slows on its own): under a second.
    assert.ok(latencies.every((latency, i) => latency - (calls[i] as number) < 1000), 'each reply reaches the subscription within a second of its commit');

    // Changes go out in commit order: once Bruno has his own reply, Ana's five came before it.
    const mine = await reply(bruno, 'Resposta para o Bruno');
    assert.equal(row(await brunos.next((c) => row(c).id === mine)).owner_id, bruno.id);
    await everything.next((c) => row(c).id === mine);
    assert.deepEqual(brunos.changes.map((c) => row(c).owner_id), [bruno.id]);
    assert.deepEqual(everything.changes.map((c) => row(c).owner_id), [bruno.id], 'an unfiltered subscription gets only his rows');
    assert.deepEqual(spying.changes, [], 'a filter on Ana\'s id gets nothing');
    assert.equal(anas.changes.length, 5, 'Ana got none of Bruno\'s');
  });

  it('delivers the owner\'s own sends and updates (read marks) with the old record\'s primary key', async () => {
    const supabase = await clientOf(ana);
    const updates = await subscribe(supabase, 'leituras', `owner_id=eq.${ana.id}`, 'UPDATE');
    const inserts = await subscribe(supabase, 'envios', `owner_id=eq.${ana.id}`, 'INSERT');
    const { data: conversation } = await ana.client.rpc('open_conversation');
    const id = randomUUID();
    assert.equal((await ana.client.from('messages').insert({ id, conversation_id: conversation, author: 'owner', body: 'Obrigada!' })).error, null);
    const sent = await inserts.next((c) => row(c).id === id);
    assert.equal(row(sent).author, 'owner');

    assert.equal((await ana.client.rpc('mark_conversation_read', { p_conversation_id: conversation })).error, null);
    const read = await updates.next((c) => row(c).author === 'team');
    assert.equal(read.eventType, 'UPDATE');
    assert.notEqual(row(read).read_at, null);
    assert.deepEqual(Object.keys(read.old), ['id'], 'the old record holds the primary key only');
    assert.ok(updates.changes.every((c) => c.eventType === 'UPDATE'), 'an UPDATE binding gets no inserts');
    assert.ok(inserts.changes.every((c) => c.eventType === 'INSERT'), 'an INSERT binding gets no updates');
  });

  it('refuses a join with an expired or forged token, and closes a channel whose refreshed token is bad', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await keys.sign({ role: 'authenticated', aud: 'authenticated', sub: ana.id }, now - 10, now - 3600);
    const forged = await new JwtKeys(`${DEFAULT_JWT_SECRET}-outro`).sign({ role: 'authenticated', aud: 'authenticated', sub: ana.id }, now + 600);
    for (const [token, reason] of [[expired, /Token has expired/], [forged, /InvalidJWTToken/]] as const) {
      const supabase = client(backend);
      clients.push(supabase);
      await supabase.realtime.setAuth(token);
      await assert.rejects(subscribe(supabase, 'mensagens', `owner_id=eq.${ana.id}`), reason);
    }

    const supabase = await clientOf(ana);
    const subscription = await subscribe(supabase, 'mensagens', `owner_id=eq.${ana.id}`);
    const closed = new Promise<void>((resolve) => subscription.channel.on('system', {}, (payload: { status?: string; message?: string }) => {
      if (payload.status === 'error') {
        assert.match(String(payload.message), /InvalidJWTToken/);
        resolve();
      }
    }));
    await supabase.realtime.setAuth(forged);
    await closed;
    await reply(ana, 'Depois do token inválido');
    const watcher = await subscribe(await clientOf(ana), 'controle', `owner_id=eq.${ana.id}`);
    const marker = await reply(ana, 'Marcador');
    await watcher.next((c) => row(c).id === marker);
    assert.ok(!subscription.changes.some((c) => body(c) === 'Depois do token inválido' || row(c).id === marker), 'nothing after the bad token');
  });

  it('stops delivering to a channel that was left, and keeps delivering to the others', async () => {
    const supabase = await clientOf(ana);
    const leaving = await subscribe(supabase, 'saindo', `owner_id=eq.${ana.id}`);
    const staying = await subscribe(supabase, 'ficando', `owner_id=eq.${ana.id}`);
    assert.equal(await supabase.removeChannel(leaving.channel), 'ok');
    const id = await reply(ana, 'Depois da saída');
    await staying.next((c) => row(c).id === id);
    assert.deepEqual(leaving.changes, []);
  });

  it('answers heartbeats', async () => {
    const supabase = await clientOf(ana);
    await subscribe(supabase, 'batimentos', `owner_id=eq.${ana.id}`);
    const answered = new Promise<string>((resolve) => supabase.realtime.onHeartbeat((status) => {
      if (status !== 'sent') resolve(status);
    }));
    await supabase.realtime.sendHeartbeat();
    assert.equal(await answered, 'ok');
  });

  it('refuses what it does not implement, with the reason', async () => {
    const supabase = await clientOf(ana);
    const refused = async (channel: RealtimeChannel): Promise<string> =>
      new Promise((resolve) => channel.subscribe((status, error) => {
        if (status === 'CHANNEL_ERROR') resolve(String(error?.message));
      }));
    assert.match(await refused(supabase.channel('presenca', { config: { presence: { key: 'ana', enabled: true } } })), /Presence is not available/);
    assert.match(await refused(supabase.channel('privado', { config: { private: true } })), /Private channels are not available/);
    assert.match(await refused(supabase.channel('apagados').on('postgres_changes', { event: 'DELETE', schema: 'public', table: 'messages' }, () => {})), /Deletes are not delivered/);
    assert.match(await refused(supabase.channel('nao-publicada').on('postgres_changes', { event: '*', schema: 'public', table: 'properties' }, () => {})), /Unable to subscribe to changes/);
    assert.match(await refused(supabase.channel('filtro-ruim').on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: 'owner_id=like.ana' }, () => {})), /Unable to subscribe to changes/);
    assert.match(await refused(supabase.channel('coluna-ruim').on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: 'dono=eq.ana' }, () => {})), /Unable to subscribe to changes/);
    assert.match(await refused(supabase.channel('valor-ruim').on('postgres_changes', { event: '*', schema: 'public', table: 'messages', filter: 'owner_id=eq.nao-e-uuid' }, () => {})), /Unable to subscribe to changes/);

    const broadcast = await new Promise<RealtimeChannel>((resolve) => {
      const channel = supabase.channel('transmissao', { config: { broadcast: { ack: true } } });
      channel.subscribe((status) => {
        if (status === 'SUBSCRIBED') resolve(channel);
      });
    });
    assert.equal(await broadcast.send({ type: 'broadcast', event: 'oi', payload: { texto: 'oi' } }), 'error');
  });

  it('answers malformed frames and payloads without failing: bad frames close that socket only', async () => {
    const url = `${backend.url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`;
    const open = (): Promise<WebSocket> =>
      new Promise((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.on('open', () => resolve(socket));
        socket.on('error', reject);
      });
    const exchange = (socket: WebSocket, frame: unknown): Promise<unknown[]> =>
      new Promise((resolve) => {
        socket.once('message', (data) => resolve(JSON.parse(String(data)) as unknown[]));
        socket.send(JSON.stringify(frame));
      });

    const replies: [unknown, RegExp][] = [
      [['1', '1', 'realtime:x', 'phx_join', null], /^ok$/],
      [['2', '2', 'realtime:y', 'phx_join', { config: { postgres_changes: 'todas' } }], /postgres_changes must be a list/],
      [['3', '3', 'realtime:z', 'phx_join', { access_token: 42, config: {} }], /InvalidJWTToken/],
      [['4', '4', 'realtime:w', 'phx_join', { config: { postgres_changes: [null, 7] } }], /Unable to subscribe/],
      [['5', '5', 'sem-prefixo', 'phx_join', {}], /Topics must be named realtime:/],
      [[null, '6', 'realtime:nunca', 'phx_leave', {}], /unmatched topic/],
      [['1', '7', 'realtime:x', 'evento', {}], /Unknown event: evento/],
    ];
    const socket = await open();
    for (const [frame, expected] of replies) {
      const [, ref, , event, payload] = await exchange(socket, frame);
      const { status, response } = payload as { status: string; response: { reason?: string } };
      assert.equal(event, 'phx_reply');
      assert.equal(ref, (frame as unknown[])[1]);
      assert.match(status === 'ok' ? 'ok' : String(response.reason), expected, JSON.stringify(frame));
    }

    for (const garbage of ['nao e json', '{"topic":"phoenix"}', '[1,2,3]']) {
      const victim = await open();
      const code = await new Promise<number>((resolve) => {
        victim.on('close', (closeCode) => resolve(closeCode));
        victim.send(garbage);
      });
      assert.equal(code, 1003, garbage);
    }
    const [, ref, topic, event, payload] = await exchange(socket, [null, '9', 'phoenix', 'heartbeat', {}]);
    assert.deepEqual([ref, topic, event, payload], ['9', 'phoenix', 'phx_reply', { status: 'ok', response: {} }], 'the other socket still answers');
    socket.close();
  });

  it('refuses a websocket without a valid API key or with an unknown serializer', async () => {
    const url = backend.url.replace(/^http/, 'ws');
    const status = (address: string): Promise<number> =>
      new Promise((resolve) => {
        const socket = new WebSocket(address);
        socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
        socket.on('open', () => {
          socket.close();
          resolve(101);
        });
        socket.on('error', () => {});
      });
    assert.equal(await status(`${url}/realtime/v1/websocket?vsn=2.0.0`), 401);
    assert.equal(await status(`${url}/realtime/v1/websocket?apikey=${ana.token}&vsn=2.0.0`), 401, 'a user token is no API key');
    assert.equal(await status(`${url}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=3.0.0`), 400);
    assert.equal(await status(`${url}/realtime/v1/outro?apikey=${backend.anonKey}`), 404);
    assert.equal(await status(`${url}/realtime/v1/websocket?apikey=${backend.anonKey}&vsn=2.0.0`), 101);
  });
});
