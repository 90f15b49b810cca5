import { addDays, amountOrZero, brazilClock, isActiveProperty, RECENT_DAYS, type PropertyRow, type ReservationRow } from '@portal/shared/domain';

export interface DashboardStats {
  /** Verified, finished properties ('Propriedades Ativas'). */
  activeProperties: number;
  /** Reservations with check-in on or after today − 30 days ('Reservas (30 dias)'). */
  recentReservations: number;
  /** Sum of total_amount of those reservations ('Receita Mensal'). */
  monthlyRevenue: number;
  /** recent / (active properties × 30) × 100, capped at 100, one decimal. */
  occupancy: number;
  /** Up when occupancy is above 50. */
  occupancyTrend: 'up' | 'down';
}

/**
 * The dashboard stats strip. `recentReservations` may come from the "recent" query (already the last 30 days);
 * pass `today` ('yyyy-MM-dd') to have them filtered here instead.
 */
export function dashboardStats(input: {
  properties: ReadonlyArray<Pick<PropertyRow, 'is_draft' | 'is_verified'>>;
  recentReservations: ReadonlyArray<Pick<ReservationRow, 'check_in' | 'total_amount'>> | null | undefined;
  today?: string;
}): DashboardStats {
  const since = input.today ? addDays(input.today, -RECENT_DAYS) : null;
  const active = input.properties.filter(isActiveProperty).length;
  let recent = 0;
  let revenue = 0;
  for (const r of input.recentReservations ?? []) {
    if (since && r.check_in.slice(0, 10) < since) continue;
    recent += 1;
    revenue += amountOrZero(r.total_amount);
  }
  const raw = active > 0 ? (recent / (active * RECENT_DAYS)) * 100 : 0;
  const occupancy = Math.round(Math.min(100, raw) * 10) / 10;
  return { activeProperties: active, recentReservations: recent, monthlyRevenue: revenue, occupancy, occupancyTrend: occupancy > 50 ? 'up' : 'down' };
}

/** 'Propriedades Ativas' shows only with more than one property. */
export function showActivePropertiesStat(propertyCount: number): boolean {
  return propertyCount > 1;
}

export type Greeting = 'Bom dia' | 'Boa tarde' | 'Boa noite';

/** By the hour (0–23): 'Bom dia' before 12, 'Boa tarde' before 18, else 'Boa noite'. */
export function greeting(hour: number): Greeting {
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
