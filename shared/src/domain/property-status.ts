import type { PropertyRow } from './rows';
import { isBlank } from './validate-with';

/** What the database says: is_draft / is_verified. */
export type StoredPropertyStatus = 'draft' | 'pending_approval' | 'active';
/** What screens show; pending_internal is a label the product has, though no rule derives it from rows. */
export type PropertyDisplayStatus = 'draft' | 'pending_photos' | 'pending_approval' | 'pending_internal' | 'active';

export const PROPERTY_STATUS_LABELS: Record<PropertyDisplayStatus, { label: string; nextAction: string }> = {
  draft: { label: 'Rascunho', nextAction: 'Finalizar cadastro' },
  pending_photos: { label: 'Aguardando fotos', nextAction: 'Agendar fotos' },
  pending_approval: { label: 'Aguardando aprovação', nextAction: 'Aguardar aprovação' },
  pending_internal: { label: 'Aprovação interna', nextAction: 'Aguardar ativação' },
  active: { label: 'Ativo', nextAction: 'Gerenciar' },
};

export const PROPERTY_DESCRIPTION_MIN_LENGTH = 100;

type StatusFields = Pick<PropertyRow, 'is_draft' | 'is_verified'>;

export function storedPropertyStatus(property: StatusFields): StoredPropertyStatus {
  if (property.is_draft) return 'draft';
  return property.is_verified ? 'active' : 'pending_approval';
}

/** A finished (not draft) and verified property. */
export function isActiveProperty(property: StatusFields): boolean {
  return !property.is_draft && property.is_verified;
}

/** The fields of wizard step 1, the "basic fields" a draft needs before it can wait for photos. */
export const BASIC_PROPERTY_FIELDS = [
  'property_name',
  'location_type',
  'property_type',
  'address_street',
  'address_number',
  'address_city',
  'address_state',
  'address_postal_code',
  'bedrooms',
  'bathrooms',
  'guest_capacity',
] as const satisfies ReadonlyArray<keyof PropertyRow>;

type DisplayFields = StatusFields &
  Pick<PropertyRow, 'id' | 'description' | 'amenities'> &
  Partial<Pick<PropertyRow, (typeof BASIC_PROPERTY_FIELDS)[number]>>;

/** A property field counts as filled: a finite number, or text that is not blank. */
export function hasValue(value: unknown): boolean {
  return typeof value === 'number' ? Number.isFinite(value) : !isBlank(value);
}

/**
 * Client-derived display status (spec part 2 §4). `sampleIds` are the demo data's five fixed property ids,
 * which always show as active.
 */
export function displayPropertyStatus(property: DisplayFields, sampleIds: ReadonlySet<string> = new Set()): PropertyDisplayStatus {
  if (isActiveProperty(property) || sampleIds.has(property.id)) return 'active';
  if (property.is_draft) {
    const basics = BASIC_PROPERTY_FIELDS.every((name) => hasValue(property[name]));
    const described = (property.description ?? '').trim().length >= PROPERTY_DESCRIPTION_MIN_LENGTH;
    const equipped = (property.amenities ?? []).length > 0;
    return basics && described && equipped ? 'pending_photos' : 'draft';
  }
  return hasValue(property.property_name) ? 'pending_approval' : 'draft';
}

/** The list badge shows only Rascunho or Ativo. */
export function propertyListBadge(property: Pick<PropertyRow, 'is_draft'>): 'Rascunho' | 'Ativo' {
  return property.is_draft ? 'Rascunho' : 'Ativo';
}
