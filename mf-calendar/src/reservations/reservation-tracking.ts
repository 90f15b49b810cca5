import {
  amountOrZero,
  daysBetween,
  matchPlatform,
  periodBounds,
  type Channel,
  type ReservationRow,
  type ReservationStatus,
} from '@portal/shared/domain';

const RESERVATION_STATUS_LABELS: Record<ReservationStatus, string> = {
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

/**
 * Summary under the tracking list: the reservations listed, and the nights and net revenue of those not
 * cancelled. A cancelled stay is listed and counted, but it occupies no night and pays nothing, so it counts
 * nowhere nights or money are summed, as on the finance page.
 */
export function trackingSummary(reservations: readonly TrackingRow[]): { reservations: number; nights: number; netRevenue: number } {
  let nights = 0;
  let netRevenue = 0;
  for (const r of reservations) {
    if (r.status === 'cancelled') continue;
    nights += Math.max(0, daysBetween(r.check_in.slice(0, 10), r.check_out.slice(0, 10)));
    netRevenue += amountOrZero(r.net_amount);
  }
  return { reservations: reservations.length, nights, netRevenue };
}

export const PERIOD_OPTIONS: ReadonlyArray<{ value: TrackingPeriod; label: string }> = [
  { value: 'last30', label: 'Últimos 30 dias' },
  { value: 'next30', label: 'Próximos 30 dias' },
  { value: 'custom', label: 'Personalizado' },
];

export const STATUS_OPTIONS: ReadonlyArray<{ value: ReservationTrackingFilter['status']; label: string }> = [
  { value: 'all', label: 'Todos' },
  { value: 'confirmed', label: 'Confirmada' },
  { value: 'cancelled', label: 'Cancelada' },
  { value: 'pending', label: 'Pendente' },
];

const PLATFORM_LABELS: Record<Channel, string> = { airbnb: 'Airbnb', booking: 'Booking', direct: 'Direto', vrbo: 'VRBO' };

export const PLATFORM_OPTIONS: ReadonlyArray<{ value: ReservationTrackingFilter['platform']; label: string }> = [
  { value: 'all', label: 'Todas' },
  { value: 'airbnb', label: PLATFORM_LABELS.airbnb },
  { value: 'booking', label: PLATFORM_LABELS.booking },
  { value: 'direct', label: PLATFORM_LABELS.direct },
  { value: 'vrbo', label: PLATFORM_LABELS.vrbo },
];

/** The channel's name on a card; a platform no channel matches is shown as the provider sent it. */
export function platformLabel(platform: string | null | undefined): string {
  const channel = matchPlatform(platform);
  if (channel) return PLATFORM_LABELS[channel];
  return platform?.trim() || 'Não informada';
}

/** Why a custom period cannot be applied, or null. Either end may be left open. */
export function customPeriodError(filter: Pick<ReservationTrackingFilter, 'period' | 'startDate' | 'endDate'>): string | null {
  if (filter.period !== 'custom' || !filter.startDate || !filter.endDate) return null;
  return filter.endDate < filter.startDate ? 'A data final não pode ser anterior à data inicial.' : null;
}

/**
 * The list's order: the coming stays soonest first; looking back (or at a custom period), the most
 * recent first. Ties keep the provider's order.
 */
export function sortForTracking<R extends Pick<ReservationRow, 'check_in'>>(reservations: readonly R[], period: TrackingPeriod): R[] {
  const ascending = period === 'next30';
  return [...reservations].sort((a, b) => {
    const order = a.check_in.slice(0, 10).localeCompare(b.check_in.slice(0, 10));
    return ascending ? order : -order;
  });
}
