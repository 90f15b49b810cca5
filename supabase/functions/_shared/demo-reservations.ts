// The demo reservation generator of the spec: season months and daily-rate ranges, a weekend
// factor, a cleaning fee, weighted channels with their fee rates, the provider's fee and payout
// dates. Pure and deterministic from a seed, so the sample-reservations function, the seed data and
// the benchmark share it (it lives beside the functions, where a hosted deploy bundles it).

export type Platform = 'airbnb' | 'booking' | 'vrbo' | 'direct';
export type ReservationStatus = 'confirmed' | 'in_progress' | 'completed' | 'cancelled' | 'pending';

export interface DemoReservation {
  id: string;
  user_id: string;
  property_id: string;
  owner_id: string | null;
  guest_name: string;
  guest_email: string;
  guest_phone: string;
  guests: number;
  check_in: string;
  check_out: string;
  total_amount: number;
  gross_amount: number;
  cleaning_fee: number;
  platform_fee: number;
  platform_fee_rate: number;
  management_fee: number;
  management_fee_rate: number;
  net_amount: number;
  host_payout: number;
  expected_payout_date: string;
  actual_payout_date: string | null;
  platform: Platform;
  status: ReservationStatus;
  booking_reference: string;
  special_requests: string | null;
}

export interface DemoReservationOptions {
  seed: number;
  userId: string;
  properties: { id: string; ownerId?: string | null; guestCapacity?: number }[];
  /** yyyy-MM-dd; defaults to today in Brazil */
  today?: string;
  monthsBack?: number;
  monthsAhead?: number;
  /** When set, exactly this many reservations, the timeline running on as far as needed. */
  count?: number;
}

const SEASON_RATES: Record<number, [number, number]> = {
  12: [400, 500], 1: [400, 500], 2: [400, 500], 3: [400, 500],
  4: [300, 380], 5: [300, 380], 9: [300, 380], 10: [300, 380], 11: [300, 380],
  6: [250, 320], 7: [250, 320], 8: [250, 320],
};
const WEEKEND_FACTOR = 1.2;
const CLEANING_FEE: [number, number] = [80, 200];
const MANAGEMENT_FEE_RATE = 0.18;
const PAYOUT_DAYS_AFTER_CHECKOUT: [number, number] = [15, 30];
const PLATFORMS: { platform: Platform; rate: number; weight: number; prefix: string }[] = [
  { platform: 'airbnb', rate: 0.16, weight: 45, prefix: 'HM' },
  { platform: 'booking', rate: 0.18, weight: 35, prefix: 'BK' },
  { platform: 'vrbo', rate: 0.14, weight: 15, prefix: 'VR' },
  { platform: 'direct', rate: 0.12, weight: 5, prefix: 'DR' },
];
const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João',
  'Larissa', 'Marcelo', 'Natália', 'Otávio', 'Paula', 'Rafael', 'Sofia', 'Tiago', 'Vanessa', 'William'];
const LAST_NAMES = ['Silva', 'Souza', 'Oliveira', 'Santos', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento',
  'Lima', 'Araújo', 'Fernandes', 'Carvalho', 'Gomes', 'Martins', 'Rocha', 'Ribeiro', 'Barbosa'];
const REQUESTS = ['Chegada após as 22h', 'Viajamos com um cachorro pequeno', 'Berço para bebê, por favor',
  'Comemoração de aniversário', 'Precisamos de vaga na garagem'];
const DAY_MS = 86_400_000;

/** mulberry32: small, fast and good enough for demo data */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function todayInBrazil(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

function toDay(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

function fromDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function addMonths(iso: string, months: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return fromDay(d.getTime());
}

const money = (value: number): number => Math.round(value * 100) / 100;

/** A version-4-shaped UUID from the generator, so ids are deterministic too. */
function uuid(next: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16));
  hex[12] = '4';
  hex[16] = ((Number.parseInt(hex[16] as string, 16) & 0x3) | 0x8).toString(16);
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

export function generateDemoReservations(options: DemoReservationOptions): DemoReservation[] {
  const next = random(options.seed);
  const int = (lo: number, hi: number): number => lo + Math.floor(next() * (hi - lo + 1));
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const today = options.today ?? todayInBrazil();
  const todayMs = toDay(today);
  const start = toDay(addMonths(today, -(options.monthsBack ?? 12)));
  const end = toDay(addMonths(today, options.monthsAhead ?? 3));
  const totalWeight = PLATFORMS.reduce((sum, p) => sum + p.weight, 0);
  const reservations: DemoReservation[] = [];
  if (options.properties.length === 0) return reservations;
  const cursors = options.properties.map(() => start + int(0, 5) * DAY_MS);

  for (let i = 0; ; i += 1) {
    const index = i % options.properties.length;
    if (options.count !== undefined) {
      if (reservations.length >= options.count) break;
    } else if (cursors.every((c) => c >= end)) break;
    const cursor = cursors[index] as number;
    if (options.count === undefined && cursor >= end) continue;
    const property = options.properties[index] as NonNullable<DemoReservationOptions['properties'][number]>;

    const checkInMs = cursor + int(0, 6) * DAY_MS;
    const nights = int(2, 7);
    const checkOutMs = checkInMs + nights * DAY_MS;
    cursors[index] = checkOutMs;

    const month = new Date(checkInMs).getUTCMonth() + 1;
    const [low, high] = SEASON_RATES[month] as [number, number];
    const dailyRate = int(low, high);
    let gross = 0;
    for (let n = 0; n < nights; n += 1) {
      const weekday = new Date(checkInMs + n * DAY_MS).getUTCDay();
      gross += weekday === 5 || weekday === 6 ? dailyRate * WEEKEND_FACTOR : dailyRate;
    }
    gross = money(gross);
    let roll = next() * totalWeight;
    const channel = PLATFORMS.find((p) => (roll -= p.weight) < 0) ?? (PLATFORMS[0] as (typeof PLATFORMS)[number]);
    const cleaningFee = int(CLEANING_FEE[0], CLEANING_FEE[1]);
    const platformFee = money(gross * channel.rate);
    const managementFee = money(gross * MANAGEMENT_FEE_RATE);
    const net = money(gross - platformFee - managementFee);
    const expectedPayout = checkOutMs + int(PAYOUT_DAYS_AFTER_CHECKOUT[0], PAYOUT_DAYS_AFTER_CHECKOUT[1]) * DAY_MS;

    const cancelRoll = next();
    let status: ReservationStatus;
    if (checkOutMs <= todayMs) status = cancelRoll < 0.05 ? 'cancelled' : 'completed';
    else if (checkInMs <= todayMs) status = 'in_progress';
    else status = cancelRoll < 0.05 ? 'cancelled' : cancelRoll < 0.15 ? 'pending' : 'confirmed';

    const first = pick(FIRST_NAMES);
    const last = pick(LAST_NAMES);
    const asciiName = `${first}.${last}`.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    reservations.push({
      id: uuid(next),
      user_id: options.userId,
      property_id: property.id,
      owner_id: property.ownerId ?? null,
      guest_name: `${first} ${last}`,
      guest_email: `${asciiName}@exemplo.com.br`,
      guest_phone: `(${int(11, 99)}) 9${int(1000, 9999)}-${int(1000, 9999)}`,
      guests: int(1, Math.max(1, property.guestCapacity ?? 4)),
      check_in: fromDay(checkInMs),
      check_out: fromDay(checkOutMs),
      total_amount: money(gross + cleaningFee),
      gross_amount: gross,
      cleaning_fee: cleaningFee,
      platform_fee: platformFee,
      platform_fee_rate: channel.rate,
      management_fee: managementFee,
      management_fee_rate: MANAGEMENT_FEE_RATE,
      net_amount: net,
      host_payout: net,
      expected_payout_date: fromDay(expectedPayout),
      actual_payout_date: status === 'completed' && expectedPayout <= todayMs ? fromDay(expectedPayout) : null,
      platform: channel.platform,
      status,
      booking_reference: `${channel.prefix}${int(10_000_000, 99_999_999)}`,
      special_requests: next() < 0.2 ? pick(REQUESTS) : null,
    });
  }
  return reservations;
}
