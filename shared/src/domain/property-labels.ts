import type { PropertyRow } from '@portal/shared/domain';

// The property wizard's type labels (spec part 2 §2, step 1), as the photo session chooser and the calendar
// selector show a property.
const PROPERTY_TYPE_LABELS: Record<string, string> = {
  casa: 'Casa',
  apartamento: 'Apartamento',
  parte_casa: 'Parte de casa maior',
  outro: 'Chalé, Cabana ou Outro',
};

/** The type as the owner named it: 'outro' shows what was typed in 'Especifique o tipo', when given. */
export function propertyTypeLabel(property: Pick<PropertyRow, 'property_type' | 'property_type_other'>): string {
  const other = property.property_type_other?.trim();
  if (property.property_type === 'outro' && other) return other;
  return property.property_type ? (PROPERTY_TYPE_LABELS[property.property_type] ?? '') : '';
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** '3 quartos', '1 quarto'; nothing when the count is unknown. */
export function bedroomsText(count: number | null | undefined): string {
  return typeof count === 'number' ? plural(count, 'quarto', 'quartos') : '';
}

/** '6 hóspedes', '1 hóspede'; nothing when the count is unknown. */
export function guestsText(count: number | null | undefined): string {
  return typeof count === 'number' ? plural(count, 'hóspede', 'hóspedes') : '';
}
