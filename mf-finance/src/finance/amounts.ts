import { amountOrZero } from '@portal/shared/domain';
import type { FinanceReservation } from './finance-reservation';

type Amounts = Pick<FinanceReservation, 'gross_amount' | 'total_amount' | 'platform_fee' | 'management_fee' | 'cleaning_fee' | 'net_amount' | 'host_payout'>;

/** The 'Detalhamento Financeiro' of one stay, as the row, the statement and the CSV show it. */
export interface StayAmounts {
  gross: number;
  channelFee: number;
  providerFee: number;
  cleaningFee: number;
  /** What the owner receives: the host payout (the cards sum it), the net amount when no payout is recorded. */
  net: number;
}

export function stayAmounts(r: Amounts): StayAmounts {
  return {
    gross: amountOrZero(r.gross_amount ?? r.total_amount),
    channelFee: amountOrZero(r.platform_fee),
    providerFee: amountOrZero(r.management_fee),
    cleaningFee: amountOrZero(r.cleaning_fee),
    net: amountOrZero(r.host_payout ?? r.net_amount),
  };
}

/** Sums in whole cents, so a long list adds up to the cent the way a spreadsheet's SUM does. */
export function sumCents(values: Iterable<number>): number {
  let cents = 0;
  for (const value of values) cents += Math.round(value * 100);
  return cents / 100;
}

export function sumStayAmounts(rows: readonly Amounts[]): StayAmounts {
  const amounts = rows.map(stayAmounts);
  return {
    gross: sumCents(amounts.map((a) => a.gross)),
    channelFee: sumCents(amounts.map((a) => a.channelFee)),
    providerFee: sumCents(amounts.map((a) => a.providerFee)),
    cleaningFee: sumCents(amounts.map((a) => a.cleaningFee)),
    net: sumCents(amounts.map((a) => a.net)),
  };
}
