import type { PhotoSessionRow, PropertyListRow } from '@portal/shared/domain';
import { addressText } from '../session-api/photo-session-record';
import { propertyName } from '../session-api/use-owner-photo-data';
import { propertiesNeedingPhotos } from '../scheduling/photo-session-rules';
import { bedroomsText, guestsText, propertyTypeLabel } from '@portal/shared/domain';

export interface PropertyOption {
  id: string;
  name: string;
  typeLabel: string;
  bedrooms: string;
  guests: string;
  address: string;
  /** A booking of it waits in this browser's offline queue: 'Fotos Agendadas', and it cannot be booked twice. */
  queued: boolean;
}

export interface ChooserContent {
  options: PropertyOption[];
  /** The owner has a finished property at all (else the empty state asks to register one). */
  hasFinishedProperties: boolean;
}

/**
 * The properties to choose from: finished ones without a session (cancelled ones do not count). One whose
 * booking is still in the offline queue stays listed as 'Fotos Agendadas' and cannot be chosen, so the
 * owner sees where it went; a refused one is bookable again.
 */
export function chooserContent(
  properties: readonly PropertyListRow[],
  photoSessions: ReadonlyArray<Pick<PhotoSessionRow, 'property_id' | 'status'>>,
  queuedPropertyIds: ReadonlySet<string>,
): ChooserContent {
  const options = propertiesNeedingPhotos(properties, photoSessions).map((property) => ({
    id: property.id,
    name: propertyName(property),
    typeLabel: propertyTypeLabel(property),
    bedrooms: bedroomsText(property.bedrooms),
    guests: guestsText(property.guest_capacity),
    address: addressText(property),
    queued: queuedPropertyIds.has(property.id),
  }));
  return { options, hasFinishedProperties: properties.some((p) => !p.is_draft) };
}

/** With a single property to photograph it is already chosen; otherwise the owner picks. */
export function initialChoice(options: readonly PropertyOption[]): string | null {
  const choosable = options.filter((o) => !o.queued);
  return choosable.length === 1 ? (choosable[0] as PropertyOption).id : null;
}
