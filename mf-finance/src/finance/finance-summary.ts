import { amountOrZero, dayNumberMemo, daysInMonth, type ReservationRow } from '@portal/shared/domain';

// Finance formulas (spec part 2 §9). Each is one pass over the reservations (they are run over 100k rows),
// compares dates as 'yyyy-MM-dd' strings and treats a missing amount as 0.


export interface FinanceSummary {
  availableBalance: number;
  projectedBalance: number;
  thisMonthEarnings: number;
  totalEarnings: number;
  totalProperties: number;
}

/**
 * Finance page cards from the filtered reservations' host payouts: total = all; projected = check-in today or
 * later ("future check-in", read as the dashboard service reads it so the two pages split alike); available =
 * total − projected, never below zero; this month = check-in in today's month and year.
 * Cancelled reservations are not excluded here: the spec's formula sums the filtered list as given.
 */
export function financePageSummary(
  reservations: ReadonlyArray<Pick<ReservationRow, 'property_id' | 'check_in' | 'host_payout'>>,
  today: string,
): FinanceSummary {
  const month = today.slice(0, 7);
  let total = 0;
  let projected = 0;
  let thisMonth = 0;
  const properties = new Set<string>();
  // In whole cents, so the cards match an export's column summed by a spreadsheet to the cent.
  for (const r of reservations) {
    const payout = Math.round(amountOrZero(r.host_payout) * 100);
    total += payout;
    if (r.check_in.slice(0, 10) >= today) projected += payout;
    if (r.check_in.startsWith(month)) thisMonth += payout;
    properties.add(r.property_id);
  }
  return {
    availableBalance: Math.max(0, total - projected) / 100,
    projectedBalance: projected / 100,
    thisMonthEarnings: thisMonth / 100,
    totalEarnings: total / 100,
    totalProperties: properties.size,
  };
}

/** Total gross amount over total nights, each reservation counting at least one night; 0 without reservations. */
export function averageDailyRate(reservations: ReadonlyArray<Pick<ReservationRow, 'check_in' | 'check_out' | 'gross_amount' | 'total_amount'>>): number {
  const dayNumber = dayNumberMemo();
  let gross = 0;
  let nights = 0;
  for (const r of reservations) {
    gross += amountOrZero(r.gross_amount ?? r.total_amount);
    nights += Math.max(1, dayNumber(r.check_out) - dayNumber(r.check_in));
  }
  return nights === 0 ? 0 : gross / nights;
}

/**
 * Occupancy percent: for each calendar month a stay touches, the nights occupied in it (clipped to the month)
 * over days in month × distinct properties, capped at 100; then the average over those months, one decimal.
 */
export function occupancyRate(reservations: ReadonlyArray<Pick<ReservationRow, 'property_id' | 'check_in' | 'check_out'>>): number {
  const nightsByMonth = new Map<number, number>(); // key year*12 + (month-1)
  const properties = new Set<string>();
  const dayNumber = dayNumberMemo();
  for (const r of reservations) {
    properties.add(r.property_id);
    let start = dayNumber(r.check_in);
    const end = dayNumber(r.check_out);
    if (!(end > start)) continue;
    let year = Number(r.check_in.slice(0, 4));
    let month = Number(r.check_in.slice(5, 7));
    while (start < end) {
      const nextMonthStart = Date.UTC(month === 12 ? year + 1 : year, month === 12 ? 0 : month, 1) / 86_400_000;
      const until = Math.min(end, nextMonthStart);
      const key = year * 12 + (month - 1);
      nightsByMonth.set(key, (nightsByMonth.get(key) ?? 0) + (until - start));
      start = until;
      if (month === 12) {
        year += 1;
        month = 1;
      } else month += 1;
    }
  }
  if (nightsByMonth.size === 0) return 0;
  let sum = 0;
  for (const [key, nights] of nightsByMonth) {
    const capacity = daysInMonth(Math.floor(key / 12), (key % 12) + 1) * properties.size;
    sum += Math.min(100, (nights / capacity) * 100);
  }
  return Math.round((sum / nightsByMonth.size) * 10) / 10;
}
