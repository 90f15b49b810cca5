// Demo data for an empty database: an owner who finished onboarding, with five properties (two
// active, one waiting for approval, one waiting for its photo session, one draft), photo sessions, a
// year of reservations across the channels, personal blocks and notifications; and a new owner
// with nothing, to walk onboarding.
import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from '../local/database.ts';
import { DEMO_OWNER, NEW_OWNER } from './demo-accounts.ts';
import { generateDemoReservations, todayInBrazil } from '../functions/_shared/demo-reservations.ts';

const DEMO_SEED = 20_260_101;
const DAY_MS = 86_400_000;

type Row = Record<string, unknown>;

/** Inserts rows in one statement; every row names the same columns. */
async function insertRows(q: Queryable, table: string, rows: Row[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0] as Row);
  const list = columns.map((c) => `"${c}"`).join(', ');
  await q.query(
    `insert into public.${table} (${list}) select ${list} from jsonb_populate_recordset(null::public.${table}, $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function nextWeekday(iso: string, after: number): string {
  let day = addDays(iso, after);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}

export async function isDatabaseEmpty(db: Queryable): Promise<boolean> {
  const rows = await db.query<{ n: number }>('select count(*)::int as n from auth.users');
  return rows[0]?.n === 0;
}

/** An instant `days` before now (fractions allowed), as the database stores it. */
function daysAgo(days: number): string {
  return new Date(Date.now() - days * DAY_MS).toISOString();
}

/** Midday in Brazil of a yyyy-MM-dd day, shifted by `days`, never later than now. */
function onDay(iso: string, days = 0): string {
  const instant = Date.parse(`${addDays(iso, days)}T15:00:00Z`);
  return new Date(Math.min(instant, Date.now() - 3_600_000)).toISOString();
}

export async function seedDemoData(db: Database, hashPassword: (password: string) => Promise<string>): Promise<void> {
  const [ownerHash, newHash] = await Promise.all([hashPassword(DEMO_OWNER.password), hashPassword(NEW_OWNER.password)]);
  const today = todayInBrazil();
  // The demo owner's history: signed up 400 days ago, the first property active five days after its
  // photo session; every row carries the dates of the moment it tells of.
  const joined = daysAgo(400);
  const settled = daysAgo(398);
  const userId = randomUUID();
  const newUserId = randomUUID();
  const ownerRecordId = randomUUID();

  await db.transaction(async (tx) => {
    await tx.query(
      `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_user_meta_data, created_at)
       values ($1::uuid, $2, $3, now() - interval '400 days', $4::jsonb, now() - interval '400 days'),
              ($5::uuid, $6, $7, now(), '{}'::jsonb, now())`,
      [userId, DEMO_OWNER.email, ownerHash, JSON.stringify({ full_name: DEMO_OWNER.fullName }), newUserId, NEW_OWNER.email, newHash],
    );

    await insertRows(tx, 'profiles', [
      {
        user_id: userId,
        full_name: DEMO_OWNER.fullName,
        phone: '(11) 98765-4321',
        email: DEMO_OWNER.email,
        document: '529.982.247-25',
        document_type: 'cpf',
        birth_date: '1984-03-12',
        address_cep: '01310-100',
        address_street: 'Avenida Paulista',
        address_number: '1000',
        address_complement: 'Apto 121',
        address_neighborhood: 'Bela Vista',
        address_city: 'São Paulo',
        address_state: 'SP',
        bank_name: 'Itaú',
        bank_agency: '0341',
        bank_account: '12345-6',
        bank_account_type: 'corrente',
        terms_accepted: true,
        created_at: joined,
        updated_at: settled,
      },
    ]);
    await insertRows(tx, 'owners', [{ id: ownerRecordId, user_id: userId, name: DEMO_OWNER.fullName, email: DEMO_OWNER.email, created_at: joined, updated_at: joined }]);
    await insertRows(tx, 'notification_settings', [
      { user_id: userId, enabled: true, email_updates: true, push_notifications: true, status_changes: true, reminders: false, created_at: joined, updated_at: settled },
    ]);

    // Days ago each active property was approved (five days after its photo session).
    const ACTIVE_SINCE = { beach: 392, city: 365 };
    const ids = { beach: randomUUID(), city: randomUUID(), mountain: randomUUID(), farm: randomUUID(), draft: randomUUID() };
    // updated_at: approval (verified), or the day the wizard was finished (awaiting review).
    const finished = (id: string, verified: boolean, createdDaysAgo: number, updatedDaysAgo: number, fields: Row): Row => ({
      id,
      user_id: userId,
      owner_id: ownerRecordId,
      property_type_other: null,
      address_complement: null,
      area_sqm: null,
      house_rules: null,
      is_draft: false,
      is_verified: verified,
      created_at: daysAgo(createdDaysAgo),
      updated_at: daysAgo(updatedDaysAgo),
      ...fields,
    });
    await insertRows(tx, 'properties', [
      finished(ids.beach, true, 399, ACTIVE_SINCE.beach, {
        property_name: 'Casa da Praia em Búzios',
        location_type: 'litoral',
        property_type: 'casa',
        address_street: 'Rua das Pedras',
        address_number: '245',
        address_neighborhood: 'Centro',
        address_city: 'Armação dos Búzios',
        address_state: 'RJ',
        address_postal_code: '28950-000',
        bedrooms: 3,
        bathrooms: 2,
        guest_capacity: 6,
        area_sqm: 140,
        has_garage: true,
        description:
          'Casa ampla a duas quadras da Rua das Pedras, com varanda, churrasqueira e piscina. Ideal para famílias que querem aproveitar as praias de Búzios a pé.',
        amenities: ['wifi', 'ar-condicionado', 'piscina', 'churrasqueira', 'cozinha-equipada', 'garagem'],
        house_rules_options: ['rule-permite-criancas', 'rule-silencio-noturno'],
      }),
      finished(ids.city, true, 380, ACTIVE_SINCE.city, {
        property_name: 'Apartamento Paulista',
        location_type: 'capital',
        property_type: 'apartamento',
        address_street: 'Avenida Paulista',
        address_number: '1578',
        address_complement: 'Apto 84',
        address_neighborhood: 'Bela Vista',
        address_city: 'São Paulo',
        address_state: 'SP',
        address_postal_code: '01310-200',
        bedrooms: 1,
        bathrooms: 1,
        guest_capacity: 3,
        area_sqm: 48.5,
        has_garage: false,
        description:
          'Apartamento moderno em frente ao MASP, perto do metrô Trianon-MASP, com cozinha equipada, wi-fi rápido e vista para a avenida. Perfeito para viagens a trabalho.',
        amenities: ['wifi', 'ar-condicionado', 'cozinha-equipada', 'tv', 'maquina-lavar'],
        house_rules_options: ['rule-silencio-noturno', 'rule-area-comum'],
      }),
      finished(ids.mountain, false, 40, 39, {
        property_name: 'Chalé da Serra em Monte Verde',
        location_type: 'montanha',
        property_type: 'outro',
        property_type_other: 'Chalé',
        address_street: 'Avenida Monte Verde',
        address_number: '1200',
        address_neighborhood: 'Monte Verde',
        address_city: 'Camanducaia',
        address_state: 'MG',
        address_postal_code: '37653-000',
        bedrooms: 2,
        bathrooms: 1,
        guest_capacity: 4,
        area_sqm: 75,
        has_garage: true,
        description:
          'Chalé aconchegante com lareira e hidromassagem, cercado de araucárias, a cinco minutos da avenida principal de Monte Verde. Café da manhã opcional.',
        amenities: ['wifi', 'cafe-manha', 'tv', 'garagem'],
        house_rules_options: ['rule-permite-pets', 'rule-silencio-noturno'],
      }),
      finished(ids.farm, false, 10, 9, {
        property_name: 'Sítio Recanto de Tiradentes',
        location_type: 'campo',
        property_type: 'casa',
        address_street: 'Estrada Real',
        address_number: 'km 4',
        address_neighborhood: 'Zona Rural',
        address_city: 'Tiradentes',
        address_state: 'MG',
        address_postal_code: '36325-000',
        bedrooms: 4,
        bathrooms: 3,
        guest_capacity: 10,
        area_sqm: 320,
        has_garage: true,
        description:
          'Sítio com pomar, lago e vista para a Serra de São José, a dez minutos do centro histórico de Tiradentes. Espaço para grupos grandes e eventos familiares.',
        amenities: ['wifi', 'churrasqueira', 'piscina', 'permite-pets', 'cozinha-equipada'],
        house_rules_options: ['rule-permite-pets', 'rule-permite-criancas', 'rule-permite-festas'],
      }),
    ]);
    await insertRows(tx, 'properties', [
      {
        id: ids.draft,
        user_id: userId,
        owner_id: ownerRecordId,
        property_name: 'Flat em Ilhabela',
        location_type: 'litoral',
        property_type: 'apartamento',
        address_city: 'Ilhabela',
        address_state: 'SP',
        address_postal_code: '11630-000',
        bedrooms: 1,
        is_draft: true,
        is_verified: false,
        created_at: daysAgo(2),
        updated_at: daysAgo(2),
      },
    ]);

    const address = (street: string, number: string, neighborhood: string, city: string, state: string, cep: string): Row => ({
      address_street: street,
      address_number: number,
      address_complement: null,
      address_neighborhood: neighborhood,
      address_city: city,
      address_state: state,
      address_postal_code: cep,
    });
    const beachSession = randomUUID();
    const mountainSession = randomUUID();
    await insertRows(tx, 'photo_sessions', [
      {
        id: beachSession, user_id: userId, property_id: ids.beach, date: addDays(today, -397), time_slot: 'morning_08',
        created_at: daysAgo(398), updated_at: onDay(today, -397), status: 'completed', notes: 'Chave na portaria', photographer: 'Lucas Ferreira',
        ...address('Rua das Pedras', '245', 'Centro', 'Armação dos Búzios', 'RJ', '28950-000'),
      },
      {
        id: randomUUID(), user_id: userId, property_id: ids.city, date: addDays(today, -370), time_slot: 'afternoon_13',
        created_at: daysAgo(378), updated_at: onDay(today, -370), status: 'completed', notes: null, photographer: 'Lucas Ferreira',
        ...address('Avenida Paulista', '1578', 'Bela Vista', 'São Paulo', 'SP', '01310-200'),
      },
      {
        id: mountainSession, user_id: userId, property_id: ids.mountain, date: addDays(today, -20), time_slot: 'morning_08',
        created_at: daysAgo(38), updated_at: onDay(today, -20), status: 'completed', notes: 'Portão azul, tocar a campainha', photographer: 'Camila Rocha',
        ...address('Avenida Monte Verde', '1200', 'Monte Verde', 'Camanducaia', 'MG', '37653-000'),
      },
      {
        id: randomUUID(), user_id: userId, property_id: ids.farm, date: nextWeekday(today, 5), time_slot: 'afternoon_13',
        created_at: daysAgo(9), updated_at: daysAgo(9), status: 'pending', notes: 'Entrada pela porteira de madeira', photographer: null,
        ...address('Estrada Real', 'km 4', 'Zona Rural', 'Tiradentes', 'MG', '36325-000'),
      },
    ]);
    await insertRows(tx, 'user_ratings', [
      {
        user_id: userId, rating_type: 'photo_session', related_entity_id: beachSession, rating: 5,
        comment: 'Fotógrafo pontual e muito cuidadoso com os detalhes.', feedback_categories: ['quality', 'punctuality'],
        created_at: onDay(today, -396), updated_at: onDay(today, -396),
      },
    ]);

    const reservations = generateDemoReservations({
      seed: DEMO_SEED,
      userId,
      today,
      properties: [
        { id: ids.beach, ownerId: ownerRecordId, guestCapacity: 6 },
        { id: ids.city, ownerId: ownerRecordId, guestCapacity: 3 },
      ],
    });
    // Booked a month ahead (never before the property was active, never in the future); touched last
    // when paid out, or when the guest left.
    const activeSince: Record<string, number> = { [ids.beach]: ACTIVE_SINCE.beach, [ids.city]: ACTIVE_SINCE.city };
    const dated = reservations.map((r) => {
      const booked = Math.min(
        Math.max(Date.parse(onDay(r.check_in, -30)), Date.now() - (activeSince[r.property_id] ?? 0) * DAY_MS),
        Date.now() - 3_600_000,
      );
      const touched = r.actual_payout_date ?? (r.check_out <= today ? r.check_out : null);
      const updated = touched ? Math.max(booked, Date.parse(onDay(touched))) : booked;
      return { ...r, created_at: new Date(booked).toISOString(), updated_at: new Date(updated).toISOString() };
    });
    for (let i = 0; i < dated.length; i += 200) {
      await insertRows(tx, 'reservations', dated.slice(i, i + 200) as unknown as Row[]);
    }

    // Personal blocks on free future days of the beach house: three next month, two the month after.
    const busy = new Set<string>();
    for (const r of reservations) {
      if (r.property_id !== ids.beach || r.status === 'cancelled') continue;
      for (let d = r.check_in; d < r.check_out; d = addDays(d, 1)) busy.add(d);
    }
    const blocks: Row[] = [];
    for (const [monthOffset, wanted] of [[1, 3], [2, 2]] as const) {
      const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
      first.setUTCMonth(first.getUTCMonth() + monthOffset);
      let day = first.toISOString().slice(0, 10);
      const month = day.slice(0, 7);
      let taken = 0;
      while (taken < wanted && day.startsWith(month)) {
        if (!busy.has(day)) {
          blocks.push({ user_id: userId, property_id: ids.beach, date: day, type: 'blocked', title: 'Uso pessoal', source: 'manual', created_at: daysAgo(3), updated_at: daysAgo(3) });
          taken += 1;
        }
        day = addDays(day, 1);
      }
    }
    await insertRows(tx, 'calendar_events', blocks);

    // What the provider's staff actions left over this history (the same words they leave today); a
    // booked session is shown by its alert, so it has no stored notification of its own.
    const active = (name: string, id: string): Row => ({
      type: 'completion', title: 'Propriedade ativa', message: `${name} foi aprovada pela nossa equipe e está ativa nas plataformas de reserva.`,
      action: { label: 'Ver calendário', route: `/propriedade/${id}/calendario` },
    });
    await insertRows(tx, 'notifications', [
      { user_id: userId, read: true, created_at: daysAgo(ACTIVE_SINCE.beach), ...active('Casa da Praia em Búzios', ids.beach) },
      { user_id: userId, read: true, created_at: daysAgo(ACTIVE_SINCE.city), ...active('Apartamento Paulista', ids.city) },
      {
        user_id: userId, type: 'photography', title: 'Sessão de fotos concluída', read: false, created_at: onDay(today, -20),
        message: 'As fotos de Chalé da Serra em Monte Verde foram feitas e a propriedade segue para a aprovação interna. Conte como foi a sessão.',
        action: { label: 'Avaliar sessão', route: `/feedback-sessao-fotos?sessionId=${mountainSession}&propertyName=${encodeURIComponent('Chalé da Serra em Monte Verde')}` },
      },
      {
        user_id: userId, type: 'reminder', title: 'Complete o cadastro da sua propriedade', read: false, created_at: daysAgo(1),
        message: 'O Flat em Ilhabela ainda é um rascunho.', action: { label: 'Continuar cadastro', route: `/cadastro-imovel/etapas?edit=${ids.draft}` },
      },
    ]);
  });
}
