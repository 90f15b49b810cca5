import { bedroomsText, guestsText, propertyTypeLabel, type PropertyRow } from '@portal/shared/domain';

/**
 * The properties that have a calendar: the finished ones. A draft is still being registered (the property list
 * offers 'Calendário' only once it is finished), so it is neither counted nor listed here.
 */
export function calendarProperties<P extends Pick<PropertyRow, 'is_draft'>>(properties: readonly P[]): P[] {
  return properties.filter((property) => !property.is_draft);
}

export type CalendarEntry = { kind: 'calendar'; propertyId: string } | { kind: 'select' } | { kind: 'none' };

/** `/calendario`: one property opens its calendar, several open the selector; none has nothing to open. */
export function calendarEntry(properties: ReadonlyArray<Pick<PropertyRow, 'id' | 'is_draft'>>): CalendarEntry {
  const finished = calendarProperties(properties);
  if (finished.length === 0) return { kind: 'none' };
  if (finished.length === 1) return { kind: 'calendar', propertyId: (finished[0] as { id: string }).id };
  return { kind: 'select' };
}

/** Type, bedrooms and guests, the ones known: 'Casa · 3 quartos · 6 hóspedes'. */
export function propertyFactsText(property: Pick<PropertyRow, 'property_type' | 'property_type_other' | 'bedrooms' | 'guest_capacity'>): string {
  return [
    propertyTypeLabel(property),
    bedroomsText(property.bedrooms),
    guestsText(property.guest_capacity),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** 'Rua das Gaivotas, 100 - Centro, Florianópolis/SC'; 'Endereço não informado' when nothing is known. */
export function propertyAddressText(
  property: Pick<PropertyRow, 'address_street' | 'address_number' | 'address_neighborhood' | 'address_city' | 'address_state'>,
): string {
  const street = [property.address_street?.trim(), property.address_number?.trim()].filter(Boolean).join(', ');
  const city = [property.address_city?.trim(), property.address_state?.trim()].filter(Boolean).join('/');
  const place = [property.address_neighborhood?.trim(), city].filter(Boolean).join(', ');
  return [street, place].filter(Boolean).join(' - ') || 'Endereço não informado';
}

/** 'Propriedade sem nome' when the owner left the name blank (the properties list's fallback). */
export function propertyName(property: Pick<PropertyRow, 'property_name'> | null | undefined): string {
  const name = property?.property_name?.trim();
  return name ? name : 'Propriedade sem nome';
}
