import { monthName } from '@portal/shared/format';
import type { BusinessLimits, CalendarEventRow } from '@portal/shared/domain';

/** The block limits, as the database holds and enforces them (public.business_limits). */
export type BlockLimits = Pick<BusinessLimits, 'blockDaysPerMonth' | 'blockDaysPerYear' | 'blockYearsAhead'>;

export type BlockLockStatus = 'yearly_limit_reached' | 'monthly_limit_reached' | 'available' | 'no_more_available';
export type BlockLockSeverity = 'error' | 'warning' | 'info';

export const BLOCK_LOCK_SEVERITY: Record<BlockLockStatus, BlockLockSeverity> = {
  yearly_limit_reached: 'error',
  monthly_limit_reached: 'warning',
  available: 'info',
  no_more_available: 'warning',
};

type BlockEvent = Pick<CalendarEventRow, 'date' | 'type' | 'source'>;

/** Manual personal blocks only; bookings and blocks from other sources do not spend the owner's allowance. */
export function isManualBlock(event: BlockEvent): boolean {
  return event.type === 'blocked' && (event.source ?? 'manual') === 'manual';
}

export interface BlockUsage {
  monthlyUsed: number;
  yearlyUsed: number;
  monthlyRemaining: number;
  yearlyRemaining: number;
}

/** Usage of one property in a month (1–12) from its calendar events. Unused blocks do not carry over. */
export function blockUsageFromEvents(events: readonly BlockEvent[], year: number, month: number, limits: BlockLimits): BlockUsage {
  const yearPrefix = `${year}-`;
  const monthPrefix = `${year}-${String(month).padStart(2, '0')}-`;
  let monthlyUsed = 0;
  let yearlyUsed = 0;
  for (const event of events) {
    if (!isManualBlock(event) || !event.date.startsWith(yearPrefix)) continue;
    yearlyUsed += 1;
    if (event.date.startsWith(monthPrefix)) monthlyUsed += 1;
  }
  const yearlyRemaining = Math.max(0, limits.blockDaysPerYear - yearlyUsed);
  return {
    monthlyUsed,
    yearlyUsed,
    // A month can never offer more than what is left of the year.
    monthlyRemaining: Math.min(Math.max(0, limits.blockDaysPerMonth - monthlyUsed), yearlyRemaining),
    yearlyRemaining,
  };
}

/**
 * Lock status of the block panel. The limits come first (year, then month). 'no_more_available' is read as:
 * allowance left, but no free future day left in the month to spend it on (the spec names the status
 * without a rule).
 */
export function blockLockStatus(usage: Pick<BlockUsage, 'monthlyRemaining' | 'yearlyRemaining'>, freeDaysLeftInMonth: number): BlockLockStatus {
  if (usage.yearlyRemaining <= 0) return 'yearly_limit_reached';
  if (usage.monthlyRemaining <= 0) return 'monthly_limit_reached';
  if (freeDaysLeftInMonth <= 0) return 'no_more_available';
  return 'available';
}

/** Title and description of the usage panel for a status; `month` is 1–12. */
export function blockLockTexts(
  status: BlockLockStatus,
  context: { year: number; month: number; monthlyRemaining: number },
  limits: BlockLimits,
): { title: string; description: string } {
  const { blockDaysPerMonth: monthly, blockDaysPerYear: yearly } = limits;
  switch (status) {
    case 'yearly_limit_reached':
      return { title: `Limite anual atingido (${yearly}/ano)`, description: `Você já usou todas as ${yearly} diárias de bloqueio em ${context.year}` };
    case 'monthly_limit_reached':
      return { title: `Limite mensal atingido (${monthly}/mês)`, description: `Você já usou todos os ${monthly} bloqueios de ${monthName(context.month)}` };
    case 'no_more_available':
      return { title: 'Nenhum bloqueio disponível', description: `Não há mais dias livres para bloquear em ${monthName(context.month)}` };
    case 'available':
      return {
        title: `${context.monthlyRemaining} dia(s) disponível(is) para bloqueio`,
        description: `Você pode bloquear até ${monthly} dias por mês para uso próprio, sem custo.`,
      };
  }
}
