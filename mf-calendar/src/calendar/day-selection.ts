import { dateRange } from './month-grid';

/**
 * How taps pick days: one by one ('single': each tap adds or removes a day), or a period ('range': the first
 * tap marks where it starts, the second where it ends, and every free day between them is picked).
 */
export type SelectionMode = 'single' | 'range';

export const SELECTION_MODE_LABELS: Record<SelectionMode, string> = { single: 'Dias avulsos', range: 'Período' };

export interface DaySelection {
  /** Picked days, 'yyyy-MM-dd', in date order. */
  dates: string[];
  /** In 'range' mode, the first day tapped while the period's end is awaited. */
  anchor: string | null;
}

export const NO_SELECTION: DaySelection = { dates: [], anchor: null };

const sorted = (dates: Iterable<string>) => [...new Set(dates)].sort();

/**
 * The selection after tapping `date`. Only free days can be picked (`isSelectable`); a period skips the
 * booked, blocked and past days inside it, so the owner never has to pick around them.
 */
export function tapDay(selection: DaySelection, date: string, mode: SelectionMode, isSelectable: (date: string) => boolean): DaySelection {
  if (mode === 'single') {
    if (selection.dates.includes(date)) return { dates: selection.dates.filter((d) => d !== date), anchor: null };
    if (!isSelectable(date)) return selection;
    return { dates: sorted([...selection.dates, date]), anchor: null };
  }
  if (selection.anchor === null) {
    if (!isSelectable(date)) return selection;
    return { dates: [date], anchor: date };
  }
  if (date === selection.anchor) return NO_SELECTION;
  return { dates: dateRange(selection.anchor, date).filter(isSelectable), anchor: null };
}

/** 'Nenhum dia selecionado', '1 dia selecionado', '3 dias selecionados'. */
export function selectionCountText(count: number): string {
  if (count === 0) return 'Nenhum dia selecionado';
  return count === 1 ? '1 dia selecionado' : `${count} dias selecionados`;
}
