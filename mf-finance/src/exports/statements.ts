import { sumCents, stayAmounts, sumStayAmounts, type StayAmounts } from '../finance/amounts';
import type { FinanceReservation } from '../finance/finance-reservation';

/** 'yyyy-MM' of the month a statement covers. */
export type StatementMonth = string;

export interface StatementPayout {
  reservation: FinanceReservation;
  /** 'yyyy-MM-dd' the payout was made, or is expected. */
  date: string;
  amount: number;
}

export interface MonthlyStatement {
  month: StatementMonth;
  /** Stays checking in during the month, oldest first: the same placement as the page's period filter. */
  stays: FinanceReservation[];
  totals: StayAmounts & { nights: number };
  /** Payouts the provider made during the month (any stay). */
  payoutsMade: StatementPayout[];
  payoutsMadeTotal: number;
  /** Payouts still to be made whose expected date falls in the month. */
  payoutsExpected: StatementPayout[];
  payoutsExpectedTotal: number;
}

function byDate(a: { date: string }, b: { date: string }): number {
  return a.date < b.date ? -1 : a.date > b.date ? 1 : 0;
}

/**
 * The monthly owner statement over `reservations` already narrowed by the page's property and status
 * filters. Its stays' net total equals 'Total de Ganhos' for the same filters with the period set to
 * that month (Personalizado, the 1st to the last day).
 */
export function monthlyStatement(reservations: readonly FinanceReservation[], month: StatementMonth): MonthlyStatement {
  const stays = reservations.filter((r) => r.check_in.startsWith(month)).sort((a, b) => (a.check_in < b.check_in ? -1 : a.check_in > b.check_in ? 1 : 0));
  const payoutsMade: StatementPayout[] = [];
  const payoutsExpected: StatementPayout[] = [];
  for (const r of reservations) {
    const amount = stayAmounts(r).net;
    if (r.actual_payout_date?.startsWith(month)) payoutsMade.push({ reservation: r, date: r.actual_payout_date, amount });
    else if (!r.actual_payout_date && r.expected_payout_date?.startsWith(month)) payoutsExpected.push({ reservation: r, date: r.expected_payout_date, amount });
  }
  payoutsMade.sort(byDate);
  payoutsExpected.sort(byDate);
  return {
    month,
    stays,
    totals: { ...sumStayAmounts(stays), nights: stays.reduce((sum, r) => sum + r.nights, 0) },
    payoutsMade,
    payoutsMadeTotal: sumCents(payoutsMade.map((p) => p.amount)),
    payoutsExpected,
    payoutsExpectedTotal: sumCents(payoutsExpected.map((p) => p.amount)),
  };
}

export interface IncomeMonth {
  /** 1 = janeiro. */
  month: number;
  payouts: number;
  /** Gross amount of the stays paid out that month. */
  gross: number;
  /** Channel commission plus the provider's commission. */
  fees: number;
  /** What reached the owner's account. */
  paidOut: number;
}

export interface YearlyIncomeReport {
  year: number;
  months: IncomeMonth[];
  totals: Omit<IncomeMonth, 'month'>;
}

/**
 * The yearly income report: month by month, by the date the provider paid the owner (what the owner's
 * accountant declares), gross received, fees deducted and the amount paid out. Unpaid stays are not in it.
 */
export function yearlyIncomeReport(reservations: readonly FinanceReservation[], year: number): YearlyIncomeReport {
  const prefix = `${year}-`;
  const cents = Array.from({ length: 12 }, () => ({ payouts: 0, gross: 0, fees: 0, paidOut: 0 }));
  for (const r of reservations) {
    if (!r.actual_payout_date?.startsWith(prefix)) continue;
    const month = cents[Number(r.actual_payout_date.slice(5, 7)) - 1];
    if (!month) continue;
    const a = stayAmounts(r);
    month.payouts += 1;
    month.gross += Math.round(a.gross * 100);
    month.fees += Math.round(a.channelFee * 100) + Math.round(a.providerFee * 100);
    month.paidOut += Math.round(a.net * 100);
  }
  const months = cents.map((c, index) => ({ month: index + 1, payouts: c.payouts, gross: c.gross / 100, fees: c.fees / 100, paidOut: c.paidOut / 100 }));
  const totals = {
    payouts: months.reduce((sum, m) => sum + m.payouts, 0),
    gross: sumCents(months.map((m) => m.gross)),
    fees: sumCents(months.map((m) => m.fees)),
    paidOut: sumCents(months.map((m) => m.paidOut)),
  };
  return { year, months, totals };
}
