import { addDays, matchPlatform, type ReservationRow } from '@portal/shared/domain';

/** Finance display status, the finance-views reading (spec part 2 §4). */
export type FinanceStatus = 'pago' | 'hospedando' | 'agendado' | 'pendente' | 'futuro';

export const FINANCE_STATUS_LABELS: Record<FinanceStatus, string> = {
  pago: 'Pago',
  hospedando: 'Hospedando',
  agendado: 'Agendado',
  pendente: 'Pendente',
  futuro: 'Futuro',
};

type PayoutFields = Pick<ReservationRow, 'check_in' | 'check_out' | 'expected_payout_date' | 'actual_payout_date'>;

/**
 * pago when paid; hospedando from check-in through check-out day; after check-out agendado until the expected
 * payout date (inclusive), pendente once it has passed; futuro otherwise (a future stay, or a finished stay
 * with no expected date). Dates are compared as 'yyyy-MM-dd'.
 */
export function financeStatus(reservation: PayoutFields, today: string): FinanceStatus {
  if (reservation.actual_payout_date) return 'pago';
  const checkIn = reservation.check_in.slice(0, 10);
  const checkOut = reservation.check_out.slice(0, 10);
  if (checkIn <= today && today <= checkOut) return 'hospedando';
  if (today > checkOut && reservation.expected_payout_date) {
    return today <= reservation.expected_payout_date.slice(0, 10) ? 'agendado' : 'pendente';
  }
  return 'futuro';
}

/** Finance filter status keys and their labels. */
export type FinanceStatusFilter = 'completed' | 'pending' | 'scheduled';
export const FINANCE_STATUS_FILTER_LABELS: Record<FinanceStatusFilter, string> = {
  completed: 'Pagos',
  pending: 'Hospedando (Em Curso)',
  scheduled: 'Agendado (Futuras)',
};

/**
 * Which filter option a status falls under: pago → Pagos, hospedando → Hospedando, and everything still to be
 * paid (agendado, futuro, and an overdue pendente) → Agendado (Futuras), so every row is reachable by a filter.
 */
export function financeStatusFilterKey(status: FinanceStatus): FinanceStatusFilter {
  if (status === 'pago') return 'completed';
  if (status === 'hospedando') return 'pending';
  return 'scheduled';
}

/** Payout date rules of the finance store: airbnb check-in + 7 days; booking the 15th of the month after check-out; others check-in + 30 days. */
export function expectedPayoutDate(reservation: Pick<ReservationRow, 'platform' | 'check_in' | 'check_out'>): string {
  const channel = matchPlatform(reservation.platform);
  if (channel === 'airbnb') return addDays(reservation.check_in.slice(0, 10), 7);
  if (channel === 'booking') {
    const year = Number(reservation.check_out.slice(0, 4));
    const month = Number(reservation.check_out.slice(5, 7));
    const nextYear = month === 12 ? year + 1 : year;
    const nextMonth = month === 12 ? 1 : month + 1;
    return `${nextYear}-${String(nextMonth).padStart(2, '0')}-15`;
  }
  return addDays(reservation.check_in.slice(0, 10), 30);
}
