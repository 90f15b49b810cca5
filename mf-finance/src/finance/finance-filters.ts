import { periodBounds, type DateRange, type ReservationRow } from '@portal/shared/domain';
import { financeStatus, type FinanceStatusFilter, financeStatusFilterKey } from './payout';

export type FinanceDateRange = DateRange;

export const FINANCE_PERIOD_LABELS: Record<FinanceDateRange, string> = {
  all: 'Todo o período',
  last30: 'Últimos 30 dias',
  next30: 'Próximos 30 dias',
  last90: 'Últimos 90 dias',
  year: 'Este ano',
  custom: 'Personalizado',
};

/** Property filter value meaning "no property". */
export const NO_PROPERTY = '__none__';
export const FINANCE_STATUS_KEYS: readonly FinanceStatusFilter[] = ['completed', 'pending', 'scheduled'];

export interface FinanceFilter {
  dateRange: FinanceDateRange;
  /** 'yyyy-MM-dd', with 'custom' */
  startDate: string | null;
  endDate: string | null;
  /** Empty = all properties. */
  propertyIds: string[];
  /** Empty = all statuses. */
  statusList: FinanceStatusFilter[];
}

/** Finance opens on all dates, no property and no status chosen. */
export const DEFAULT_FINANCE_FILTER: FinanceFilter = { dateRange: 'all', startDate: null, endDate: null, propertyIds: [], statusList: [] };

/** Picking a non-custom period clears the custom dates. */
export function withPeriod(filter: FinanceFilter, dateRange: FinanceDateRange): FinanceFilter {
  return dateRange === 'custom' ? { ...filter, dateRange } : { ...filter, dateRange, startDate: null, endDate: null };
}

/**
 * Toggling a property: from "all" (none selected) it selects only that one; selecting every property collapses
 * back to all. Unticking the last selected one also returns to all (the spec is silent; an empty finance page
 * after one click would look broken).
 */
export function toggleProperty(filter: FinanceFilter, propertyId: string, allPropertyIds: readonly string[]): FinanceFilter {
  const current = filter.propertyIds.filter((id) => id !== NO_PROPERTY);
  let next: string[];
  if (current.length === 0) next = [propertyId];
  else if (current.includes(propertyId)) next = current.filter((id) => id !== propertyId);
  else next = [...current, propertyId];
  const all = new Set(allPropertyIds);
  if (next.length >= all.size && [...all].every((id) => next.includes(id))) next = [];
  return { ...filter, propertyIds: next };
}

/** Toggling a status from "all" (empty) selects the other two; ending with all three, or none, is "all" again. */
export function toggleStatus(filter: FinanceFilter, status: FinanceStatusFilter): FinanceFilter {
  let next: FinanceStatusFilter[];
  if (filter.statusList.length === 0) next = FINANCE_STATUS_KEYS.filter((s) => s !== status);
  else if (filter.statusList.includes(status)) next = filter.statusList.filter((s) => s !== status);
  else next = [...filter.statusList, status];
  return { ...filter, statusList: next.length === FINANCE_STATUS_KEYS.length ? [] : next };
}

/** Choosing "all statuses" clears the selection. */
export function selectAllStatuses(filter: FinanceFilter): FinanceFilter {
  return { ...filter, statusList: [] };
}

/** The property filter is "all" when nothing or everything is selected. */
function isPropertyFilterActive(propertyIds: readonly string[], totalProperties: number): boolean {
  return propertyIds.length > 0 && propertyIds.length !== totalProperties;
}

export function isStatusFilterActive(statusList: readonly FinanceStatusFilter[]): boolean {
  return statusList.length > 0 && statusList.length < FINANCE_STATUS_KEYS.length;
}

/** Count badge: how many filter dimensions are narrowing the list; 'Limpar' shows when it is above zero. */
export function activeFinanceFilterCount(filter: FinanceFilter, totalProperties: number): number {
  return (
    (filter.dateRange !== 'all' ? 1 : 0) +
    (isPropertyFilterActive(filter.propertyIds, totalProperties) ? 1 : 0) +
    (isStatusFilterActive(filter.statusList) ? 1 : 0)
  );
}

/** 'Limpar' restores the defaults. */
export function clearFinanceFilter(): FinanceFilter {
  return { ...DEFAULT_FINANCE_FILTER, propertyIds: [], statusList: [] };
}

type FilterRow = Pick<ReservationRow, 'property_id' | 'check_in' | 'check_out' | 'expected_payout_date' | 'actual_payout_date'>;

/** Applies the finance filter in one pass. Reservations are placed in a period by check-in date. */
export function applyFinanceFilter<R extends FilterRow>(reservations: readonly R[], filter: FinanceFilter, today: string): R[] {
  const { from, to } = periodBounds(filter, today);
  const properties = filter.propertyIds.length > 0 ? new Set(filter.propertyIds) : null;
  const statuses = isStatusFilterActive(filter.statusList) ? new Set(filter.statusList) : null;
  return reservations.filter((r) => {
    const checkIn = r.check_in.slice(0, 10);
    if (from && checkIn < from) return false;
    if (to && checkIn > to) return false;
    if (properties && !properties.has(r.property_id)) return false;
    return !statuses || statuses.has(financeStatusFilterKey(financeStatus(r, today)));
  });
}
