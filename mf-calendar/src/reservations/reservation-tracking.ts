import {
  amountOrZero,
  daysBetween,
  matchPlatform,
  periodBounds,
  type Channel,
  type ReservationRow,
  type ReservationStatus,
} from '@portal/shared/domain';

export const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
  confirmed: 'Confirmada',
  in_progress: 'Em andamento',
  completed: 'Concluída',
  cancelled: 'Cancelada',
  pending: 'Pendente',
};

export function reservationStatusLabel(status: string | null | undefined): string {
  return RESERVATION_STATUS_LABELS[status as ReservationStatus] ?? 'Desconhecido';
}

/** Nights of a stay, at least 1 (a same-day stay still counts as one night for rates). */
export function reservationNights(reservation: Pick<ReservationRow, 'check_in' | 'check_out'>): number {
  return Math.max(1, daysBetween(reservation.check_in.slice(0, 10), reservation.check_out.slice(0, 10)));
}

export type TrackingPeriod = 'last30' | 'next30' | 'custom';
export interface ReservationTrackingFilter {
  period: TrackingPeriod;
  /** 'yyyy-MM-dd', used with 'custom'. */
  startDate?: string | null;
  endDate?: string | null;
  status: 'all' | 'confirmed' | 'cancelled' | 'pending';
  platform: 'all' | Channel;
}

/** The reservation-tracking screen opens on the next 30 days. */
export const DEFAULT_TRACKING_FILTER: ReservationTrackingFilter = { period: 'next30', status: 'all', platform: 'all' };

type TrackingRow = Pick<ReservationRow, 'check_in' | 'check_out' | 'status' | 'platform' | 'net_amount'>;

/** Reservations whose check-in falls in the period, with the chosen status and platform. */
export function filterReservationsForTracking<R extends TrackingRow>(reservations: readonly R[], filter: ReservationTrackingFilter, today: string): R[] {
  // The tracking periods are a subset of the finance page's, with the same bounds.
  const { from, to } = periodBounds({ dateRange: filter.period, startDate: filter.startDate ?? null, endDate: filter.endDate ?? null }, today);
  return reservations.filter((r) => {
    const checkIn = r.check_in.slice(0, 10);
    if (from && checkIn < from) return false;
    if (to && checkIn > to) return false;
    if (filter.status !== 'all' && r.status !== filter.status) return false;
    return filter.platform === 'all' || matchPlatform(r.platform) === filter.platform;
  });
}

/** Summary under the tracking list: reservations, nights and net revenue. */
export function trackingSummary(reservations: readonly TrackingRow[]): { reservations: number; nights: number; netRevenue: number } {
  let nights = 0;
  let netRevenue = 0;
  for (const r of reservations) {
    nights += Math.max(0, daysBetween(r.check_in.slice(0, 10), r.check_out.slice(0, 10)));
    netRevenue += amountOrZero(r.net_amount);
  }
  return { reservations: reservations.length, nights, netRevenue };
}
