import { daysInMonth } from '@portal/shared/domain';
import { monthName } from '@portal/shared/format';
import { isManualBlock, type BlockLimits } from './block-limits';
import type { CalendarEventRow } from '@portal/shared/domain';

const BLOCK_MESSAGES = {
  noProperty: 'Propriedade não selecionada',
  noDates: 'Nenhuma data selecionada',
  past: 'Não é possível bloquear datas no passado',
  // Spec part 2 §5 ("start not more than one year ahead") quotes no text; the database says the same.
  tooFarAhead: 'Não é possível bloquear datas com mais de um ano de antecedência',
  duplicates: 'Datas duplicadas na seleção',
  conflicts: (n: number) => `${n} data(s) já bloqueada(s) ou reservada(s)`,
  monthly: (month: string, available: number) => `Limite mensal excedido para ${month}. Disponível: ${available} dia(s)`,
  yearly: (available: number) => `Limite anual excedido. Disponível: ${available} dia(s)`,
} as const;

const BLOCK_TOASTS = {
  refusedTitle: 'Não foi possível bloquear',
  blocked: (n: number) => ({ title: 'Datas bloqueadas', description: `${n} dia(s) bloqueado(s) com sucesso.` }),
  failed: { title: 'Erro ao bloquear', description: 'Houve um problema ao salvar o bloqueio. Tente novamente.' },
} as const;

/**
 * The last day an owner may block: `yearsAhead` years from today, to the day (29 February gives 28 February),
 * as the database reads `today + make_interval(years => block_years_ahead)`.
 */
export function lastBlockableDate(today: string, yearsAhead: number): string {
  const year = Number(today.slice(0, 4)) + yearsAhead;
  const month = Number(today.slice(5, 7));
  const day = Math.min(Number(today.slice(8, 10)), daysInMonth(year, month));
  return `${year}-${today.slice(5, 7)}-${String(day).padStart(2, '0')}`;
}

/**
 * Checks a block request in the spec's order and returns the first failing message, or null.
 * `events` are the property's calendar events; `bookedDates` adds reserved nights known from reservations.
 * The month in the monthly message is its pt-BR name ('março').
 */
export function validateBlockDates(input: {
  propertyId: string | null | undefined;
  dates: readonly string[];
  /** 'yyyy-MM-dd' */
  today: string;
  events: ReadonlyArray<Pick<CalendarEventRow, 'date' | 'type' | 'source'>>;
  bookedDates?: Iterable<string>;
  limits: BlockLimits;
}): string | null {
  const { dates, today, events, limits } = input;
  if (!input.propertyId) return BLOCK_MESSAGES.noProperty;
  if (dates.length === 0) return BLOCK_MESSAGES.noDates;
  if (dates.some((date) => date < today)) return BLOCK_MESSAGES.past;
  const last = lastBlockableDate(today, limits.blockYearsAhead);
  if (dates.some((date) => date > last)) return BLOCK_MESSAGES.tooFarAhead;
  if (new Set(dates).size !== dates.length) return BLOCK_MESSAGES.duplicates;

  const taken = new Set<string>(input.bookedDates ?? []);
  const manualByMonth = new Map<string, number>();
  const manualByYear = new Map<string, number>();
  for (const event of events) {
    const date = event.date.slice(0, 10);
    taken.add(date);
    if (isManualBlock(event)) {
      manualByMonth.set(date.slice(0, 7), (manualByMonth.get(date.slice(0, 7)) ?? 0) + 1);
      manualByYear.set(date.slice(0, 4), (manualByYear.get(date.slice(0, 4)) ?? 0) + 1);
    }
  }
  const conflicts = dates.filter((date) => taken.has(date)).length;
  if (conflicts > 0) return BLOCK_MESSAGES.conflicts(conflicts);

  const newByMonth = new Map<string, number>();
  const newByYear = new Map<string, number>();
  for (const date of [...dates].sort()) {
    newByMonth.set(date.slice(0, 7), (newByMonth.get(date.slice(0, 7)) ?? 0) + 1);
    newByYear.set(date.slice(0, 4), (newByYear.get(date.slice(0, 4)) ?? 0) + 1);
  }
  for (const [month, count] of newByMonth) {
    const used = manualByMonth.get(month) ?? 0;
    if (used + count > limits.blockDaysPerMonth) {
      return BLOCK_MESSAGES.monthly(monthName(Number(month.slice(5, 7))), Math.max(0, limits.blockDaysPerMonth - used));
    }
  }
  for (const [year, count] of newByYear) {
    const used = manualByYear.get(year) ?? 0;
    if (used + count > limits.blockDaysPerYear) return BLOCK_MESSAGES.yearly(Math.max(0, limits.blockDaysPerYear - used));
  }
  return null;
}

export interface BlockToast {
  title: string;
  description: string;
  variant: 'success' | 'error';
}

/** A request the rules refuse, in the browser or in the database: 'Não foi possível bloquear' and the reason. */
export function blockRefusedToast(reason: string): BlockToast {
  return { title: BLOCK_TOASTS.refusedTitle, description: reason, variant: 'error' };
}

export function blockSavedToast(count: number): BlockToast {
  return { ...BLOCK_TOASTS.blocked(count), variant: 'success' };
}

/**
 * What a failed save tells the owner. The database checks the same rules (they are its triggers' P0001
 * refusals, worded as the spec words them), so a refusal it raises — a day another device blocked a moment
 * ago — reads exactly like the browser's own. Anything else (offline, a server fault) is 'Erro ao bloquear'.
 */
export function blockFailureToast(error: { code?: string; message?: string } | null | undefined): BlockToast {
  if (error?.code === 'P0001' && error.message) return blockRefusedToast(error.message);
  return { ...BLOCK_TOASTS.failed, variant: 'error' };
}
