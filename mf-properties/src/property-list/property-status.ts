import { displayPropertyStatus, PROPERTY_STATUS_LABELS, type PropertyDisplayStatus, type PropertyRow } from '@portal/shared/domain';

export type { PropertyDisplayStatus };
export { PROPERTY_STATUS_LABELS };

/**
 * The spec's five sample properties "with fixed ids" always show as active. Its ids are not given, and
 * this portal's demo data (supabase/seed/demo-data.ts) stores its five properties as ordinary rows with
 * generated ids and real states — two active, one awaiting approval, one awaiting its photo session, one
 * draft — that the rule already reads correctly. Listing them here would show the demo owner's draft
 * as 'Ativo' and hide the states the demo exists to show, so no id is exempted.
 */
export const SAMPLE_PROPERTY_IDS: ReadonlySet<string> = new Set<string>();

export type StatusFields = Parameters<typeof displayPropertyStatus>[0] & Pick<PropertyRow, 'id'>;

/** Display status of spec part 2 §4 (the rule the shell's overview reads too, in shared/domain). */
export function propertyDisplayStatus(property: StatusFields, sampleIds: ReadonlySet<string> = SAMPLE_PROPERTY_IDS): PropertyDisplayStatus {
  return displayPropertyStatus(property, sampleIds);
}

/** The badge text of a property: its display status's label. */
export function propertyStatusLabel(property: StatusFields): string {
  return PROPERTY_STATUS_LABELS[propertyDisplayStatus(property)].label;
}
