import type { RecentReservationTotals } from '@portal/shared/api';
import { addDays, amountOrZero, brazilClock, isActiveProperty, RECENT_DAYS, type PropertyRow, type ReservationRow } from '@portal/shared/domain';

export interface DashboardStats {
  /** Verified, finished properties ('Propriedades Ativas'). */
  activeProperties: number;
  /** Reservations with check-in on or after today − 30 days ('Reservas (30 dias)'). */
  recentReservations: number;
  /** Sum of total_amount of those reservations, cancelled ones left out ('Receita Mensal'). */
  monthlyRevenue: number;
  /** recent / (active properties × 30) × 100, capped at 100, one decimal. */
  occupancy: number;
  /** Up when occupancy is above 50. */
  occupancyTrend: 'up' | 'down';
}

type RecentRow = Pick<ReservationRow, 'check_in' | 'total_amount'> & { status?: string | null };

/** Count and revenue of rows already in the browser (stories, tests); a cancelled stay earns nothing. */
function totalsOfRows(rows: readonly RecentRow[], today: string | undefined): RecentReservationTotals {
  const since = today ? addDays(today, -RECENT_DAYS) : null;
  let reservations = 0;
  let revenue = 0;
  for (const r of rows) {
    if (since && r.check_in.slice(0, 10) < since) continue;
    reservations += 1;
    if (r.status !== 'cancelled') revenue += amountOrZero(r.total_amount);
  }
  return { reservations, revenue };
}

/**
 * The dashboard stats strip. `recentReservations` is what the "recent" query gives: the database's totals of
 * the last 30 days' stays, over every one of them. Rows are taken too (already the last 30 days, or pass
 * `today`, 'yyyy-MM-dd', to have them filtered here).
 */
export function dashboardStats(input: {
  properties: ReadonlyArray<Pick<PropertyRow, 'is_draft' | 'is_verified'>>;
  recentReservations: RecentReservationTotals | readonly RecentRow[] | null | undefined;
  today?: string;
}): DashboardStats {
  const active = input.properties.filter(isActiveProperty).length;
  const given = input.recentReservations ?? [];
  const { reservations: recent, revenue } = isTotals(given) ? given : totalsOfRows(given, input.today);
  const raw = active > 0 ? (recent / (active * RECENT_DAYS)) * 100 : 0;
  const occupancy = Math.round(Math.min(100, raw) * 10) / 10;
  return { activeProperties: active, recentReservations: recent, monthlyRevenue: revenue, occupancy, occupancyTrend: occupancy > 50 ? 'up' : 'down' };
}

function isTotals(value: RecentReservationTotals | readonly RecentRow[]): value is RecentReservationTotals {
  return !Array.isArray(value);
}

/** 'Propriedades Ativas' shows only with more than one property. */
export function showActivePropertiesStat(propertyCount: number): boolean {
  return propertyCount > 1;
}

export type Greeting = 'Bom dia' | 'Boa tarde' | 'Boa noite';

/** By the hour (0–23): 'Bom dia' before 12, 'Boa tarde' before 18, else 'Boa noite'. */
function greeting(hour: number): Greeting {
  if (hour < 12) return 'Bom dia';
  if (hour < 18) return 'Boa tarde';
  return 'Boa noite';
}

/** Greeting for the instant `now`, by the hour in Brazil (UTC-3) rather than the machine's zone. */
export function greetingFor(now: Date): Greeting {
  return greeting(brazilClock(now).hour);
}

/** The part of the e-mail before the at-sign, or 'Proprietário'. */
export function ownerNameFromEmail(email: string | null | undefined): string {
  const name = (email ?? '').split('@')[0]?.trim() ?? '';
  return name === '' ? 'Proprietário' : name;
}
