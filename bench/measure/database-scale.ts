// The schema at a provider's scale: one owner with 300 properties and 6,000 stays among 10,000
// owners with 1 to 10 properties each, on PostgreSQL 15. Each read the app makes is sent as
// PostgREST sends it (one read-only transaction, role authenticated, the owner's JWT claims in
// request.jwt.claims, row-level security on, the rows turned into JSON by the database) and timed
// from this process; one EXPLAIN (ANALYZE, BUFFERS) of it tells how many buffers it touched.
//
//   pnpm --filter @portal/bench exec tsx measure/database-scale.ts   (alone, prints its table)
import { openPostgres, type Database, type SqlParam } from '@portal/supabase/local/database';
import { startDebianPostgres } from '@portal/supabase/local/debian-postgres';
import { prepareDatabase } from '@portal/supabase/local';
import { percentile, round } from './stats';

export const SCALE = {
  /** Owners besides the large one. */
  otherOwners: 10_000,
  largeOwnerProperties: 300,
  /** Stays per property of the large owner: 6,000 in all. */
  largeOwnerStaysPerProperty: 20,
  largeOwnerNotifications: 1_503,
  /** Stays per property of the other owners (1 to 10 properties each). */
  staysPerProperty: 6,
  notificationsPerOwner: 10,
  calendarEventsPerProperty: 12,
} as const;

/** Goals of the scale test: any read of the large owner, one property's stays, the small owners' reads (p95, ms). */
export const SCALE_GOALS_MS = { largeOwnerRead: 10, oneProperty: 3, smallOwnerRead: 3.3 } as const;

export const LARGE_OWNER_ID = '5ca1e000-0000-4000-8000-000000000300';

export interface ReadFigures {
  p50: number;
  p95: number;
  /** Shared buffers (hit + read) of one execution. */
  buffers: number;
  /** Rows (or JSON bytes) the read returned, for orientation. */
  bytes: number;
  samples: number;
}

export interface DatabaseScale {
  seedSeconds: number;
  rows: Record<string, number>;
  largeOwner: Record<string, ReadFigures>;
  smallOwners: Record<string, ReadFigures>;
  /** Reads of the large owner over their goal, and small owners' reads over 3.3 ms (p95). */
  overGoal: string[];
}

interface Owner {
  userId: string;
  propertyId: string;
  /** A stay deep in the owner's finance list (the 5,000th, or the middle one of a small owner's): check-in and id. */
  deepStay: [string, string];
}

interface AppRead {
  name: string;
  /** The SQL PostgREST runs for the app's request; $1 is always the owner's id. */
  sql: string;
  params: (owner: Owner, today: string) => SqlParam[];
  /** One property's reservations: its goal is 3 ms. */
  oneProperty?: boolean;
}

// PostgREST turns the rows into one JSON body in the database.
const body = (query: string) => `select coalesce(json_agg(t), '[]')::text as body from (${query}) t`;

// The columns the property list asks for (shared/api's getProperties, PropertyListRow).
const PROPERTY_LIST_COLUMNS =
  'id, user_id, owner_id, property_name, location_type, property_type, property_type_other, address_street, address_number, ' +
  'address_neighborhood, address_city, address_state, address_postal_code, bedrooms, bathrooms, guest_capacity, area_sqm, ' +
  'has_garage, is_draft, is_verified, created_at, updated_at';

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The reads the app makes, as PostgREST receives them from supabase-js. */
export function appReads(): AppRead[] {
  return [
    { name: 'owner overview (rpc get_owner_overview)', sql: 'select public.get_owner_overview()::text as body where $1::uuid is not null', params: (o) => [o.userId] },
    {
      name: 'properties, newest first (the list\'s columns)',
      sql: body(`select ${PROPERTY_LIST_COLUMNS} from public.properties where user_id = $1::uuid order by created_at desc limit 1000`),
      params: (o) => [o.userId],
    },
    {
      name: "dashboard: last 30 days' figures (rpc get_reservation_totals)",
      sql: body('select * from public.get_reservation_totals(p_check_in_from := $2::date) where $1::uuid is not null'),
      params: (o, today) => [o.userId, addDays(today, -30)],
    },
    {
      name: 'account: total earnings (rpc get_reservation_totals)',
      sql: body('select * from public.get_reservation_totals() where $1::uuid is not null'),
      params: (o) => [o.userId],
    },
    {
      name: 'finance: the cards (rpc get_finance_summary, every stay)',
      sql: body('select * from public.get_finance_summary(p_today := $2::date) where $1::uuid is not null'),
      params: (o, today) => [o.userId, today],
    },
    {
      name: 'finance: the cards, last 90 days (rpc get_finance_summary)',
      sql: body('select * from public.get_finance_summary(p_today := $2::date, p_check_in_from := $3::date, p_check_in_to := $2::date) where $1::uuid is not null'),
      params: (o, today) => [o.userId, today, addDays(today, -90)],
    },
    {
      name: "dashboard: earnings card's months (rpc get_monthly_earnings)",
      sql: body('select * from public.get_monthly_earnings(p_from := $3::date, p_today := $2::date) where $1::uuid is not null'),
      params: (o, today) => [o.userId, today, `${addDays(today, -334).slice(0, 7)}-01`],
    },
    {
      name: '/performance (rpc get_performance_figures)',
      sql: body('select * from public.get_performance_figures(p_today := $2::date) where $1::uuid is not null'),
      params: (o, today) => [o.userId, today],
    },
    {
      name: 'finance: list, first 50 (rpc get_finance_reservations)',
      sql: body('select * from public.get_finance_reservations(p_today := $2::date) where $1::uuid is not null'),
      params: (o, today) => [o.userId, today],
    },
    {
      name: 'finance: list, 50 after the 5,000th stay (rpc get_finance_reservations, keyset)',
      sql: body('select * from public.get_finance_reservations(p_today := $2::date, p_after_check_in := $3::date, p_after_id := $4::uuid) where $1::uuid is not null'),
      params: (o, today) => [o.userId, today, ...o.deepStay],
    },
    {
      name: 'finance: list, one property, paid, first 50 (rpc get_finance_reservations)',
      sql: body("select * from public.get_finance_reservations(p_today := $2::date, p_property_ids := array[$3::uuid], p_status_keys := array['completed']) where $1::uuid is not null"),
      params: (o, today) => [o.userId, today, o.propertyId],
    },
    {
      name: 'finance: export read, 500 after the 5,000th stay (rpc get_finance_reservations)',
      sql: body('select * from public.get_finance_reservations(p_today := $2::date, p_after_check_in := $3::date, p_after_id := $4::uuid, p_limit := 500) where $1::uuid is not null'),
      params: (o, today) => [o.userId, today, ...o.deepStay],
    },
    {
      name: 'finance: chart by month, every stay (rpc get_finance_revenue_series)',
      sql: body("select * from public.get_finance_revenue_series(p_today := $2::date, p_grouping := 'month') where $1::uuid is not null"),
      params: (o, today) => [o.userId, today],
    },
    {
      name: 'finance: chart by day, last 90 days (rpc get_finance_revenue_series)',
      sql: body("select * from public.get_finance_revenue_series(p_today := $2::date, p_grouping := 'day', p_check_in_from := $3::date, p_check_in_to := $2::date) where $1::uuid is not null"),
      params: (o, today) => [o.userId, today, addDays(today, -90)],
    },
    {
      name: "calendar: one property's reservations (rpc consolidated)",
      sql: body('select * from public.get_reservations_consolidated(p_property_id := $2::uuid, p_limit := 1000, p_offset := 0) where $1::uuid is not null'),
      params: (o) => [o.userId, o.propertyId],
      oneProperty: true,
    },
    {
      name: "tracking: one property's reservations (rpc secure, 100)",
      sql: body('select * from public.get_reservations_secure(p_property_id := $2::uuid, p_limit := 100, p_offset := 0) where $1::uuid is not null'),
      params: (o) => [o.userId, o.propertyId],
      oneProperty: true,
    },
    {
      name: "calendar: one property's events of the year shown",
      sql: body(
        'select id, property_id, user_id, date, type, title, source from public.calendar_events where property_id = $2::uuid and user_id = $1::uuid and date >= $3::date and date < $4::date order by date limit 1000',
      ),
      params: (o, today) => [o.userId, o.propertyId, `${today.slice(0, 4)}-01-01`, `${Number(today.slice(0, 4)) + 1}-01-01`],
    },
    {
      name: 'notifications: newest 50',
      sql: body('select * from public.notifications where user_id = $1::uuid order by created_at desc, id desc limit 50 offset 0'),
      params: (o) => [o.userId],
    },
    {
      name: 'notifications: unread count',
      sql: "select count(*)::text as body from public.notifications where user_id = $1::uuid and read = false",
      params: (o) => [o.userId],
    },
  ];
}

/** Owners, properties, stays, notifications and calendar events, written straight into the tables (no triggers). */
export function seedSql(today: string): string {
  const s = SCALE;
  return `
set session_replication_role = replica;
select setseed(0.52);
create temporary table bench_owners as
  select '${LARGE_OWNER_ID}'::uuid as id, 0 as n, ${s.largeOwnerProperties} as properties, ${s.largeOwnerStaysPerProperty} as stays, ${s.largeOwnerNotifications} as notifications
  union all
  select md5('owner-' || i)::uuid, i, 1 + (i % 10), ${s.staysPerProperty}, ${s.notificationsPerOwner} from generate_series(1, ${s.otherOwners}) i;

insert into auth.users (id, email, email_confirmed_at)
  select id, 'owner' || n || '@escala.com.br', now() from bench_owners;
insert into public.profiles (user_id, full_name, email) select id, 'Proprietário ' || n, 'owner' || n || '@escala.com.br' from bench_owners;

create temporary table bench_properties as
  select md5(o.id::text || '-' || k)::uuid as id, o.id as user_id, o.n, k, o.stays from bench_owners o, generate_series(1, o.properties) k;
-- Rows arrive interleaved, as owners sign up and stays are recorded over the years.
-- Finished properties as owners fill them in: a description of some 250 characters (the form asks for 100 at
-- least), amenities and house rules.
insert into public.properties (id, user_id, property_name, location_type, property_type, address_street, address_number,
  address_neighborhood, address_city, address_state, address_postal_code, bedrooms, bathrooms, guest_capacity, area_sqm,
  description, amenities, house_rules_options, is_draft, is_verified, created_at)
  select id, user_id, 'Imóvel ' || k, 'capital', 'apartamento', 'Rua A', k::text, 'Centro', 'São Paulo', 'SP', '01001-000', 1, 1, 2, 48.5,
         'Apartamento ' || k || ' perto do metrô, com varanda, cozinha equipada e vista para o parque. ' ||
         'Roupa de cama e banho, wi-fi rápido e portaria 24 horas. Ideal para famílias e para quem viaja a trabalho.',
         array['wifi', 'tv', 'cozinha-equipada', 'ar-condicionado', 'maquina-lavar'], array['rule-permite-criancas', 'rule-silencio-noturno'],
         false, true, now() - (k || ' days')::interval
  from bench_properties order by random();

insert into public.reservations (user_id, property_id, guest_name, guests, check_in, check_out, total_amount, gross_amount,
  cleaning_fee, platform_fee, platform_fee_rate, management_fee, management_fee_rate, net_amount, host_payout,
  expected_payout_date, actual_payout_date, platform, status)
  select p.user_id, p.id, 'Hóspede ' || j, 2, d.check_in, d.check_in + d.nights, 350 * d.nights + 120, 350 * d.nights, 120,
         round(350 * d.nights * 0.15, 2), 0.15, round(350 * d.nights * 0.18, 2), 0.18,
         350 * d.nights - round(350 * d.nights * 0.15, 2) - round(350 * d.nights * 0.18, 2),
         350 * d.nights - round(350 * d.nights * 0.15, 2) - round(350 * d.nights * 0.18, 2),
         d.check_in + d.nights + 15, case when d.check_in + d.nights + 15 < date '${today}' then d.check_in + d.nights + 15 end,
         (array['airbnb', 'booking', 'vrbo', 'direct'])[1 + (j % 4)], case when j % 15 = 0 then 'cancelled' else 'confirmed' end
  from bench_properties p, generate_series(1, p.stays) j,
       lateral (select date '${today}' - 730 + ((j - 1) * (1095 / p.stays)) + (p.k % 11) as check_in, 2 + (j % 5) as nights) d
  order by random();

insert into public.notifications (user_id, type, title, message, read, created_at)
  select o.id, 'status_change', 'Aviso ' || j, 'Mensagem ' || j, j % 3 <> 0, now() - (j || ' hours')::interval
  from bench_owners o, generate_series(1, o.notifications) j order by random();

insert into public.calendar_events (user_id, property_id, date, type, title, source)
  select p.user_id, p.id, date '${today}' - 400 + j * 61 + (p.k % 7), 'blocked', 'Uso pessoal', 'manual'
  from bench_properties p, generate_series(1, ${s.calendarEventsPerProperty}) j order by random();

set session_replication_role = origin;
`;
}

interface Sample {
  ms: number;
  bytes: number;
}

const claims = (userId: string) => JSON.stringify({ sub: userId, role: 'authenticated', aud: 'authenticated' });

/** One request as PostgREST runs it: read-only transaction, API role, claims, then the query. */
async function asOwner(db: Database, owner: Owner, sql: string, params: SqlParam[]): Promise<Sample> {
  return db.transaction(async (tx) => {
    await tx.query('set transaction isolation level read committed read only');
    await tx.query(
      "select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true), set_config('search_path', 'public, extensions', true)",
      [claims(owner.userId)],
    );
    const start = performance.now();
    const rows = await tx.query<{ body: string | null }>(sql, params);
    const ms = performance.now() - start;
    return { ms, bytes: rows[0]?.body?.length ?? 0 };
  });
}

async function buffersOf(db: Database, owner: Owner, sql: string, params: SqlParam[]): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [claims(owner.userId)]);
    const [row] = await tx.query<{ 'QUERY PLAN': Array<{ Plan: Record<string, number> }> }>(`explain (analyze, buffers, format json) ${sql}`, params);
    const plan = row?.['QUERY PLAN'][0]?.Plan ?? {};
    return (plan['Shared Hit Blocks'] ?? 0) + (plan['Shared Read Blocks'] ?? 0);
  });
}

async function measureRead(db: Database, owners: readonly Owner[], read: AppRead, today: string, samples: number): Promise<ReadFigures> {
  for (let i = 0; i < 5; i += 1) {
    const owner = owners[i % owners.length]!;
    await asOwner(db, owner, read.sql, read.params(owner, today));
  }
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < samples; i += 1) {
    const owner = owners[i % owners.length]!;
    const sample = await asOwner(db, owner, read.sql, read.params(owner, today));
    times.push(sample.ms);
    bytes = Math.max(bytes, sample.bytes);
  }
  const buffers = await buffersOf(db, owners[0]!, read.sql, read.params(owners[0]!, today));
  return { p50: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2), buffers, bytes, samples };
}

/** Each owner with the stay a deep read of the finance list starts after: the 5,000th, or a small owner's middle one. */
async function withDeepStays(db: Database, owners: ReadonlyArray<Omit<Owner, 'deepStay'>>): Promise<Owner[]> {
  const result: Owner[] = [];
  for (const owner of owners) {
    const [stay] = await db.query<{ check_in: string; id: string }>(
      `select r.check_in::text, r.id::text from public.reservations r
       where r.user_id = $1::uuid and r.status <> 'cancelled'
       order by r.check_in desc, r.id
       offset least(4999, (select count(*) / 2 from public.reservations c where c.user_id = $1::uuid and c.status <> 'cancelled')) limit 1`,
      [owner.userId],
    );
    result.push({ ...owner, deepStay: [stay!.check_in, stay!.id] });
  }
  return result;
}

/** Seeds a PostgreSQL 15 of its own and measures every app read for the large owner and for 50 small owners. */
export async function measureDatabaseScale(options: { samples?: number; log?: (line: string) => void } = {}): Promise<DatabaseScale> {
  const samples = options.samples ?? 60;
  const log = options.log ?? (() => {});
  const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
  const server = await startDebianPostgres();
  const db = await openPostgres(server.adminUrl);
  try {
    await prepareDatabase(db);
    log('seeding');
    const seedStarted = performance.now();
    await db.exec(seedSql(today));
    // As autovacuum leaves a table between the provider's writes.
    await db.exec('vacuum analyze');
    const seedSeconds = round((performance.now() - seedStarted) / 1000, 1);
    const rows: Record<string, number> = {};
    for (const table of ['properties', 'reservations', 'notifications', 'calendar_events']) {
      const [count] = await db.query<{ n: string }>(`select count(*)::text as n from public.${table}`);
      rows[table] = Number(count?.n ?? 0);
    }
    const [largeProperty] = await db.query<{ id: string }>('select id::text from public.properties where user_id = $1::uuid order by id limit 1', [LARGE_OWNER_ID]);
    const large: Owner[] = await withDeepStays(db, [{ userId: LARGE_OWNER_ID, propertyId: largeProperty!.id }]);
    const smallRows = await db.query<{ userId: string; propertyId: string }>(
      `select distinct on (p.user_id) p.user_id::text as "userId", p.id::text as "propertyId"
       from public.properties p
       where p.user_id in (select md5('owner-' || i)::uuid from generate_series(1, ${SCALE.otherOwners}, ${Math.floor(SCALE.otherOwners / 50)}) i)
       order by p.user_id, p.id`,
    );
    const small = await withDeepStays(db, smallRows);
    const largeOwner: Record<string, ReadFigures> = {};
    const smallOwners: Record<string, ReadFigures> = {};
    const overGoal: string[] = [];
    for (const read of appReads()) {
      log(read.name);
      const l = await measureRead(db, large, read, today, samples);
      const s = await measureRead(db, small, read, today, samples);
      largeOwner[read.name] = l;
      smallOwners[read.name] = s;
      const goal = read.oneProperty ? SCALE_GOALS_MS.oneProperty : SCALE_GOALS_MS.largeOwnerRead;
      if (l.p95 > goal) overGoal.push(`${read.name}: large owner p95 ${l.p95} ms (goal ${goal})`);
      if (s.p95 > SCALE_GOALS_MS.smallOwnerRead) overGoal.push(`${read.name}: small owners p95 ${s.p95} ms (goal ${SCALE_GOALS_MS.smallOwnerRead})`);
    }
    return { seedSeconds, rows, largeOwner, smallOwners, overGoal };
  } finally {
    await db.close();
    server.stop();
  }
}

/** The scale test's Markdown table. */
export function databaseScaleMarkdown(scale: DatabaseScale): string {
  const lines = [
    `### Database at scale (PostgreSQL 15; ${scale.rows.properties?.toLocaleString('en')} properties, ${scale.rows.reservations?.toLocaleString('en')} reservations, ${scale.rows.notifications?.toLocaleString('en')} notifications, ${scale.rows.calendar_events?.toLocaleString('en')} calendar events; seeded in ${scale.seedSeconds} s)`,
    '',
    `Each app read as PostgREST sends it (role authenticated, the owner's claims, RLS on). Goals: p95 ≤ ${SCALE_GOALS_MS.largeOwnerRead} ms for the owner of 300 properties (one property's reservations ≤ ${SCALE_GOALS_MS.oneProperty} ms), ≤ ${SCALE_GOALS_MS.smallOwnerRead} ms for owners of 1–10 properties.`,
    '',
    '| read | 300 properties: p50 / p95 ms | buffers | 1–10 properties: p50 / p95 ms | buffers |',
    '| --- | --- | --- | --- | --- |',
  ];
  for (const [name, l] of Object.entries(scale.largeOwner)) {
    const s = scale.smallOwners[name]!;
    lines.push(`| ${name} | ${l.p50} / ${l.p95} | ${l.buffers} | ${s.p50} / ${s.p95} | ${s.buffers} |`);
  }
  lines.push('', scale.overGoal.length === 0 ? 'Every read within its goal.' : `Over goal: ${scale.overGoal.join('; ')}.`);
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const scale = await measureDatabaseScale({ log: (line) => console.error(`[database scale] ${line}`) });
  console.log(databaseScaleMarkdown(scale));
}
