import type { PropertyRow } from '@portal/shared/domain';
import type { FilterProperty } from './filters-card';
import { averageDailyRate, financePageSummary, occupancyRate } from './finance-summary';
import { financePropertyLabel, type FinanceReservation } from './finance-reservation';
import type { FinanceFigures } from './summary-cards';

/** Every figure of the page's cards, from the filtered reservations. */
export function financeFigures(filtered: readonly FinanceReservation[], today: string): FinanceFigures {
  return {
    summary: financePageSummary(filtered, today),
    averageDailyRate: averageDailyRate(filtered),
    occupancy: occupancyRate(filtered),
    nights: filtered.reduce((sum, r) => sum + Math.max(1, r.nights), 0),
    reservations: filtered.length,
  };
}

/**
 * The properties the filter offers: the owner's finished properties, and any property a reservation names
 * that the list does not hold (so every row stays reachable), in the list's order, with finance's labels.
 */
export function filterProperties(properties: ReadonlyArray<Pick<PropertyRow, 'id' | 'property_name' | 'is_draft'>> | undefined, reservations: readonly FinanceReservation[]): FilterProperty[] {
  const result: FilterProperty[] = [];
  const seen = new Set<string>();
  for (const property of properties ?? []) {
    if (property.is_draft || seen.has(property.id)) continue;
    seen.add(property.id);
    result.push({ id: property.id, label: financePropertyLabel(property) });
  }
  for (const r of reservations) {
    if (seen.has(r.property_id)) continue;
    seen.add(r.property_id);
    result.push({ id: r.property_id, label: financePropertyLabel({ id: r.property_id, property_name: r.property_name }) });
  }
  return result;
}
