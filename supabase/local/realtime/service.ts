// The part of Supabase Realtime that supabase-js's Realtime client uses for Postgres changes
// (`supabase.channel(…).on('postgres_changes', …).subscribe()`), over the Phoenix websocket protocol
// at /realtime/v1/websocket: joining a channel with postgres_changes bindings, deliveries of inserted
// and updated rows the subscriber may read, heartbeats, the access-token refresh and leaving.
// Broadcast, presence and private channels are refused with an error reply. See README.md.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Claims, JwtKeys } from '../auth/jwt.ts';
import type { Database } from '../database.ts';
import { parseFilter, sqlCondition, valueCheck, type ChangeFilter } from './filters.ts';

/** The notification channel local/realtime/schema.sql's trigger sends changes on. */
export const CHANGES_CHANNEL = 'realtime_local';
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
/** Hosted Realtime closes a socket that sent nothing, not even a heartbeat, for a minute. */
const IDLE_SOCKET_MS = 60_000;

type Event = '*' | 'INSERT' | 'UPDATE' | 'DELETE';

interface Message {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

interface Binding {
  id: number;
  event: Event;
  schema: string;
  table: string;
  filter?: string;
  condition?: ChangeFilter;
}

interface Channel {
  topic: string;
  joinRef: string | null;
  claims: Claims;
  bindings: Binding[];
  expiry?: NodeJS.Timeout;
}

interface Connection {
  socket: WebSocket;
  vsn: '1.0.0' | '2.0.0';
  apiKeyClaims: Claims;
  channels: Map<string, Channel>;
  idle?: NodeJS.Timeout;
}

interface Change {
  schema: string;
  table: string;
  type: 'INSERT' | 'UPDATE';
  commit_timestamp: string;
  record: Record<string, unknown>;
  old_record: Record<string, unknown> | null;
  errors: string[] | null;
}

interface TableInfo {
  columns: { name: string; type: string; sqlType: string }[];
  primaryKey: string[];
}

class JoinRefused extends Error {}

const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;

export class RealtimeService {
  private readonly sockets = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  private readonly connections = new Set<Connection>();
  private readonly tables = new Map<string, TableInfo>();
  /** role|schema.table → the columns that role may select; read again when a join reads the table again */
  private readonly readable = new Map<string, Set<string>>();
  private nextBindingId = 1;
  /** Changes are delivered one after another, in the order they were committed. */
  private queue: Promise<void> = Promise.resolve();
  private stopListening?: () => Promise<void>;

  constructor(
    private readonly db: Database,
    private readonly keys: JwtKeys,
    private readonly apiKeys: Set<string>,
    private readonly log: (line: string) => void,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.db.listen(CHANGES_CHANNEL, (payload) => {
      this.queue = this.queue.then(() => this.deliver(payload)).catch((error) => this.log(`realtime delivery failed: ${(error as Error).name}`));
    });
  }

  async stop(): Promise<void> {
    for (const connection of this.connections) this.drop(connection, 1001);
    await this.stopListening?.();
    await this.queue;
    this.sockets.close();
  }

  /** The HTTP upgrade of /realtime/v1/websocket; anything else is refused as the gateway refuses it. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    let url: URL;
    try {
      url = new URL(request.url ?? '/', 'http://localhost');
    } catch {
      refuseUpgrade(socket, 400, { message: 'Malformed URL' });
      return;
    }
    if (url.pathname !== '/realtime/v1/websocket' && url.pathname !== '/realtime/v1/websocket/') {
      refuseUpgrade(socket, 404, { message: 'no Route matched with those values' });
      return;
    }
    const apiKey = url.searchParams.get('apikey') ?? headerValue(request, 'apikey');
    if (!apiKey) {
      refuseUpgrade(socket, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
      return;
    }
    if (!this.apiKeys.has(apiKey)) {
      refuseUpgrade(socket, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      return;
    }
    const vsn = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsn !== '1.0.0' && vsn !== '2.0.0') {
      refuseUpgrade(socket, 400, { message: `Unsupported serializer version: ${vsn}` });
      return;
    }
    void this.keys.verify(apiKey).then((verified) => {
      if (!verified.ok) {
        refuseUpgrade(socket, 401, { message: 'Invalid API key' });
        return;
      }
      this.sockets.handleUpgrade(request, socket, head, (ws) => this.accept(ws, vsn, verified.claims));
    });
  }

  private accept(socket: WebSocket, vsn: '1.0.0' | '2.0.0', apiKeyClaims: Claims): void {
    const connection: Connection = { socket, vsn, apiKeyClaims, channels: new Map() };
    this.connections.add(connection);
    this.touch(connection);
    socket.on('message', (data, isBinary) => {
      this.touch(connection);
      void this.receive(connection, data, isBinary).catch((error) => {
        this.log(`realtime message failed: ${(error as Error).name}`);
      });
    });
    socket.on('close', () => this.forget(connection));
    socket.on('error', () => this.forget(connection));
  }

  private touch(connection: Connection): void {
    clearTimeout(connection.idle);
    connection.idle = setTimeout(() => this.drop(connection, 1000), IDLE_SOCKET_MS);
    connection.idle.unref();
  }

  private forget(connection: Connection): void {
    clearTimeout(connection.idle);
    for (const channel of connection.channels.values()) clearTimeout(channel.expiry);
    connection.channels.clear();
    this.connections.delete(connection);
  }

  private drop(connection: Connection, code: number): void {
    this.forget(connection);
    if (code === 1001) connection.socket.terminate();
    else connection.socket.close(code);
  }

  private send(connection: Connection, message: Message): void {
    if (connection.socket.readyState !== connection.socket.OPEN) return;
    const { join_ref, ref, topic, event, payload } = message;
    connection.socket.send(connection.vsn === '2.0.0' ? JSON.stringify([join_ref, ref, topic, event, payload]) : JSON.stringify(message));
  }

  private reply(connection: Connection, to: Message, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send(connection, { join_ref: to.join_ref, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } });
  }

  private async receive(connection: Connection, data: RawData, isBinary: boolean): Promise<void> {
    const message = decode(data, isBinary, connection.vsn);
    if (!message) {
      this.drop(connection, 1003);
      return;
    }
    const { topic, event } = message;
    if (topic === 'phoenix' && event === 'heartbeat') {
      this.reply(connection, message, 'ok', {});
      return;
    }
    if (event === 'phx_join') {
      await this.join(connection, message);
      return;
    }
    const channel = connection.channels.get(topic);
    if (!channel) {
      this.reply(connection, message, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (event) {
      case 'phx_leave':
        this.close(connection, channel);
        this.reply(connection, message, 'ok', {});
        this.send(connection, { join_ref: channel.joinRef, ref: channel.joinRef, topic, event: 'phx_close', payload: {} });
        return;
      case 'access_token': {
        const token = (message.payload as { access_token?: unknown } | null)?.access_token;
        const verified = typeof token === 'string' ? await this.verifyToken(token) : { ok: false as const, reason: 'Token is missing' };
        if (!verified.ok) {
          this.expire(connection, channel, verified.reason);
          return;
        }
        channel.claims = verified.claims;
        this.watchExpiry(connection, channel);
        this.reply(connection, message, 'ok', {});
        return;
      }
      case 'broadcast':
        this.reply(connection, message, 'error', { reason: 'Broadcast is not available on this server: only postgres_changes are.' });
        return;
      case 'presence':
        this.reply(connection, message, 'error', { reason: 'Presence is not available on this server: only postgres_changes are.' });
        return;
      default:
        this.reply(connection, message, 'error', { reason: `Unknown event: ${event}` });
    }
  }

  private async verifyToken(token: string): Promise<{ ok: true; claims: Claims } | { ok: false; reason: string }> {
    const verified = await this.keys.verify(token);
    if (!verified.ok) {
      return { ok: false, reason: verified.reason === 'expired' ? 'InvalidJWTToken: Token has expired' : `InvalidJWTToken: ${verified.message}` };
    }
    if (!API_ROLES.has(verified.claims.role)) return { ok: false, reason: `InvalidJWTToken: role "${verified.claims.role}" is not allowed` };
    return { ok: true, claims: verified.claims };
  }

  private async join(connection: Connection, message: Message): Promise<void> {
    const { topic } = message;
    if (!topic.startsWith('realtime:') || topic.length === 'realtime:'.length) {
      this.reply(connection, message, 'error', { reason: 'Topics must be named realtime:<channel>.' });
      return;
    }
    const payload = (message.payload ?? {}) as { access_token?: unknown; config?: Record<string, unknown> };
    const config = (payload.config ?? {}) as {
      private?: unknown;
      presence?: { enabled?: unknown };
      postgres_changes?: unknown;
    };
    let claims = connection.apiKeyClaims;
    if (payload.access_token !== undefined && payload.access_token !== null) {
      const verified = typeof payload.access_token === 'string'
        ? await this.verifyToken(payload.access_token)
        : { ok: false as const, reason: 'InvalidJWTToken: the access token must be a string' };
      if (!verified.ok) {
        this.reply(connection, message, 'error', { reason: verified.reason });
        return;
      }
      claims = verified.claims;
    }
    try {
      if (config.private === true) throw new JoinRefused('Private channels are not available on this server: only public channels with postgres_changes are.');
      if (config.presence?.enabled === true) throw new JoinRefused('Presence is not available on this server: only postgres_changes are.');
      const requested = config.postgres_changes ?? [];
      if (!Array.isArray(requested)) throw new JoinRefused('postgres_changes must be a list of bindings.');
      const bindings: Binding[] = [];
      const ids: number[] = [];
      for (const entry of requested) {
        const covered = await this.binding(entry);
        ids.push((covered[0] as Binding).id);
        bindings.push(...covered);
      }
      const previous = connection.channels.get(topic);
      if (previous) this.close(connection, previous);
      const channel: Channel = { topic, joinRef: message.join_ref ?? message.ref, claims, bindings };
      connection.channels.set(topic, channel);
      this.watchExpiry(connection, channel);
      this.reply(connection, message, 'ok', {
        postgres_changes: (requested as Record<string, unknown>[]).map((entry, i) => ({ ...entry, id: ids[i] })),
      });
      if (bindings.length > 0) {
        this.send(connection, {
          join_ref: channel.joinRef,
          ref: null,
          topic,
          event: 'system',
          payload: { message: 'Subscribed to PostgreSQL', status: 'ok', extension: 'postgres_changes', channel: topic.slice('realtime:'.length) },
        });
      }
    } catch (error) {
      if (!(error instanceof JoinRefused)) {
        this.log(`realtime join failed: ${(error as Error).name}`);
        this.reply(connection, message, 'error', { reason: 'The channel could not be joined: the server failed to read its bindings.' });
        return;
      }
      this.reply(connection, message, 'error', { reason: error.message });
    }
  }

  /** One requested binding, checked against the publication and the table's columns. */
  private async binding(entry: unknown): Promise<Binding[]> {
    const { event, schema, table, filter } = (entry ?? {}) as Record<string, unknown>;
    const describe = `[event: ${String(event)}, schema: ${String(schema)}, table: ${String(table ?? '*')}, filters: [${filter ? String(filter) : ''}]]`;
    const unable = (): JoinRefused =>
      new JoinRefused(`Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${describe}`);
    if (event === 'DELETE') throw new JoinRefused(`Deletes are not delivered by this server (inserts and updates are): ${describe}`);
    if (event !== '*' && event !== 'INSERT' && event !== 'UPDATE') throw unable();
    if (typeof schema !== 'string' || (table !== undefined && table !== null && typeof table !== 'string')) throw unable();
    if (filter !== undefined && filter !== null && typeof filter !== 'string') throw unable();
    const published = await this.db.query<{ table: string }>(
      `select tablename as table from pg_publication_tables where pubname = 'supabase_realtime' and schemaname = $1 and ($2::text is null or $2 = '*' or tablename = $2)`,
      [schema, (table as string | undefined) ?? null],
    );
    if (published.length === 0) throw unable();
    if (filter && (!table || table === '*')) throw unable();
    const bindings: Binding[] = [];
    const id = this.nextBindingId++;
    for (const { table: name } of published) {
      const info = await this.tableInfo(schema, name);
      if (info.primaryKey.length === 0) throw unable();
      let condition: ChangeFilter | undefined;
      if (filter) {
        const parsed = parseFilter(filter as string);
        const column = parsed && info.columns.find((c) => c.name === parsed.column);
        if (!parsed || !column) throw unable();
        condition = { ...parsed, sqlType: column.sqlType };
        const value = condition.value;
        if (!(await this.db.query(valueCheck(condition, '$1'), [value]).then(() => true, () => false))) throw unable();
      }
      bindings.push({ id, event, schema, table: name, ...(filter ? { filter: filter as string } : {}), ...(condition ? { condition } : {}) });
    }
    return bindings;
  }

  private async tableInfo(schema: string, table: string): Promise<TableInfo> {
    const key = `${schema}.${table}`;
    const rows = await this.db.query<{ name: string; type: string; sql_type: string; key_position: number | null }>(
      `select a.attname as name, t.typname as type, format_type(a.atttypid, a.atttypmod) as sql_type,
              array_position(i.indkey::int2[], a.attnum) as key_position
       from pg_attribute a
       join pg_type t on t.oid = a.atttypid
       left join pg_index i on i.indrelid = a.attrelid and i.indisprimary
       where a.attrelid = (quote_ident($1) || '.' || quote_ident($2))::regclass and a.attnum > 0 and not a.attisdropped
       order by a.attnum`,
      [schema, table],
    );
    const info: TableInfo = {
      columns: rows.map((r) => ({ name: r.name, type: r.type, sqlType: r.sql_type })),
      primaryKey: rows.filter((r) => r.key_position !== null).sort((a, b) => Number(a.key_position) - Number(b.key_position)).map((r) => r.name),
    };
    this.tables.set(key, info);
    for (const cached of [...this.readable.keys()]) if (cached.endsWith(`|${key}`)) this.readable.delete(cached);
    return info;
  }

  private close(connection: Connection, channel: Channel): void {
    clearTimeout(channel.expiry);
    if (connection.channels.get(channel.topic) === channel) connection.channels.delete(channel.topic);
  }

  /** A channel whose token has expired (or was replaced by a bad one) is told so and closed, as hosted does. */
  private expire(connection: Connection, channel: Channel, reason: string): void {
    this.close(connection, channel);
    this.send(connection, { join_ref: channel.joinRef, ref: null, topic: channel.topic, event: 'system', payload: { message: reason, status: 'error', extension: 'system', channel: channel.topic.slice('realtime:'.length) } });
    this.send(connection, { join_ref: channel.joinRef, ref: channel.joinRef, topic: channel.topic, event: 'phx_close', payload: {} });
  }

  private watchExpiry(connection: Connection, channel: Channel): void {
    clearTimeout(channel.expiry);
    if (typeof channel.claims.exp !== 'number') return;
    const ms = channel.claims.exp * 1000 - Date.now();
    // Timers hold at most about 24.8 days; an API key's ten years are not watched.
    if (ms > 2 ** 31 - 1) return;
    channel.expiry = setTimeout(() => this.expire(connection, channel, 'InvalidJWTToken: Token has expired'), Math.max(0, ms));
    channel.expiry.unref();
  }

  /** One committed change: to every channel with a matching binding whose subscriber may read the row. */
  private async deliver(raw: string): Promise<void> {
    let change: Change;
    try {
      change = JSON.parse(raw) as Change;
    } catch {
      return;
    }
    const key = `${change.schema}.${change.table}`;
    const targets = [...this.connections].flatMap((connection) =>
      [...connection.channels.values()].map((channel) => ({
        connection,
        channel,
        matching: channel.bindings.filter(
          (b) => b.schema === change.schema && b.table === change.table && (b.event === '*' || b.event === change.type),
        ),
      })).filter((target) => target.matching.length > 0));
    if (targets.length === 0) return;
    const info = this.tables.get(key) ?? (await this.tableInfo(change.schema, change.table));
    // Each subscriber's check is its own transaction: they run together, and the changes still go
    // out in commit order, since the next change waits for this one.
    const outcomes = await Promise.all(targets.map(async ({ connection, channel, matching }) => {
      const allowed = await Promise.all(matching.map((binding) => this.mayRead(channel.claims, change, info, binding.condition)));
      const ids = [...new Set(matching.filter((_, i) => allowed[i]).map((binding) => binding.id))];
      const readable = ids.length > 0 ? await this.readableColumns(channel.claims.role, change.schema, change.table, info) : new Set<string>();
      return { connection, channel, ids, readable };
    }));
    for (const { connection, channel, ids, readable } of outcomes) {
      if (ids.length === 0 || connection.channels.get(channel.topic) !== channel) continue;
      const pick = (row: Record<string, unknown> | null): Record<string, unknown> =>
        Object.fromEntries(Object.entries(row ?? {}).filter(([name]) => readable.has(name)));
      this.send(connection, {
        join_ref: channel.joinRef,
        ref: null,
        topic: channel.topic,
        event: 'postgres_changes',
        payload: {
          ids,
          data: {
            schema: change.schema,
            table: change.table,
            commit_timestamp: change.commit_timestamp,
            type: change.type,
            columns: info.columns.filter((c) => readable.has(c.name)).map((c) => ({ name: c.name, type: c.type })),
            record: pick(change.record),
            ...(change.type === 'UPDATE' ? { old_record: pick(change.old_record) } : {}),
            errors: change.errors,
          },
        },
      });
    }
  }

  /**
   * Whether the subscriber may read the changed row and it passes the binding's filter: the row is
   * looked up by its primary key as the subscriber (role and JWT claims for the transaction), so
   * row-level security decides exactly as for their own select; the filter is judged on the changed
   * values, typed as the table's columns.
   */
  private async mayRead(claims: Claims, change: Change, info: TableInfo, condition?: ChangeFilter): Promise<boolean> {
    const table = `${quoteIdent(change.schema)}.${quoteIdent(change.table)}`;
    const keyMatch = info.primaryKey.map((c) => `t.${quoteIdent(c)} = r.${quoteIdent(c)}`).join(' and ');
    const sql = `select exists (select 1 from ${table} t where ${keyMatch}) as visible
      from jsonb_populate_record(null::${table}, $1::jsonb) r
      ${condition ? `where ${sqlCondition('r', condition, '$2')}` : ''}`;
    try {
      return await this.db.transaction(async (tx) => {
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                  set_config('request.jwt.claim.sub', $3, true), set_config('request.jwt.claim.role', $1, true),
                  set_config('transaction_read_only', 'on', true)`,
          [claims.role, JSON.stringify(claims), claims.sub ?? ''],
        );
        const rows = await tx.query<{ visible: boolean }>(sql, condition ? [JSON.stringify(change.record), condition.value] : [JSON.stringify(change.record)]);
        return rows[0]?.visible === true;
      });
    } catch {
      // No privilege on the table, or a value the filter's type cannot hold: nothing to deliver.
      return false;
    }
  }

  /** The columns the role may select (column privileges), as hosted leaves out the others. */
  private async readableColumns(role: string, schema: string, table: string, info: TableInfo): Promise<Set<string>> {
    const key = `${role}|${schema}.${table}`;
    const cached = this.readable.get(key);
    if (cached) return cached;
    const rows = await this.db.query<{ name: string }>(
      `select a.attname as name from pg_attribute a
       where a.attrelid = (quote_ident($2) || '.' || quote_ident($3))::regclass and a.attnum > 0 and not a.attisdropped
         and has_column_privilege($1, a.attrelid, a.attnum, 'SELECT')`,
      [role, schema, table],
    );
    const names = new Set(rows.map((r) => r.name));
    const readable = new Set(info.columns.map((c) => c.name).filter((name) => names.has(name)));
    this.readable.set(key, readable);
    return readable;
  }
}

function headerValue(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function refuseUpgrade(socket: Duplex, status: number, body: Record<string, unknown>): void {
  const text = JSON.stringify(body);
  const reason = { 400: 'Bad Request', 401: 'Unauthorized', 404: 'Not Found' }[status] ?? 'Error';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * A frame as the client sends it: JSON text (an array [join_ref, ref, topic, event, payload] with
 * vsn 2.0.0, an object with 1.0.0), or vsn 2.0.0's binary broadcast push, read only so far as to
 * answer it. Null for anything else.
 */
function decode(data: RawData, isBinary: boolean, vsn: '1.0.0' | '2.0.0'): Message | null {
  const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
  if (isBinary) {
    // kind 3 (user broadcast push): lengths of join_ref, ref, topic, event, metadata, then the encoding.
    if (vsn !== '2.0.0' || buffer.length < 7 || buffer[0] !== 3) return null;
    const [joinRefLength, refLength, topicLength] = [buffer[1] as number, buffer[2] as number, buffer[3] as number];
    let offset = 7;
    const take = (length: number): string => buffer.subarray(offset, (offset += length)).toString('utf8');
    const joinRef = take(joinRefLength);
    const ref = take(refLength);
    const topic = take(topicLength);
    return { join_ref: joinRef || null, ref: ref || null, topic, event: 'broadcast', payload: null };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(buffer.toString('utf8'));
  } catch {
    return null;
  }
  if (vsn === '2.0.0') {
    if (!Array.isArray(parsed) || parsed.length !== 5) return null;
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    if (typeof topic !== 'string' || typeof event !== 'string') return null;
    return { join_ref: typeof joinRef === 'string' ? joinRef : null, ref: typeof ref === 'string' ? ref : null, topic, event, payload };
  }
  const object = parsed as Partial<Message> | null;
  if (!object || typeof object !== 'object' || typeof object.topic !== 'string' || typeof object.event !== 'string') return null;
  return {
    join_ref: typeof object.join_ref === 'string' ? object.join_ref : null,
    ref: typeof object.ref === 'string' ? object.ref : null,
    topic: object.topic,
    event: object.event,
    payload: object.payload,
  };
}
