import { propertyRow as sharedPropertyRow } from '@portal/shared/testing';
import type { PropertyRow } from '@portal/shared/domain';
import type { PropertyPhotoRow } from '../property-photos/photo-storage';

/** An active property of the signed-in owner (u1), with every listing field filled. */
export function propertyRow(fields: Partial<PropertyRow> = {}): PropertyRow {
  return sharedPropertyRow({
    bedrooms: 2,
    bathrooms: 1,
    guest_capacity: 4,
    area_sqm: 72.5,
    amenities: ['wifi', 'churrasqueira', 'Lareira'],
    house_rules_options: ['rule-permite-criancas', 'rule-silencio-noturno'],
    house_rules: 'Check-in após as 14h.',
    is_verified: true,
    created_at: '2024-05-01T12:00:00Z',
    updated_at: '2024-06-15T12:00:00Z',
    ...fields,
  });
}

/** A draft as left after wizard step 1: no name, no listing yet. */
export function draftRow(fields: Partial<PropertyRow> = {}): PropertyRow {
  return propertyRow({
    id: 'draft-1',
    property_name: null,
    description: null,
    amenities: [],
    house_rules_options: [],
    house_rules: null,
    area_sqm: null,
    has_garage: false,
    is_draft: true,
    is_verified: false,
    created_at: '2025-02-01T12:00:00Z',
    updated_at: '2025-02-01T12:00:00Z',
    ...fields,
  });
}

/** A stored photo of the owner's draft 'draft-1': row `photo-{n}`, in the gallery at position n-1 unless told otherwise. */
export function photoRow(n: number, fields: Partial<PropertyPhotoRow> = {}): PropertyPhotoRow {
  const propertyId = fields.property_id ?? 'draft-1';
  const id = fields.id ?? `photo-${n}`;
  return {
    id,
    property_id: propertyId,
    user_id: 'u1',
    path: `u1/${propertyId}/${id}.jpg`,
    thumbnail_path: `u1/${propertyId}/thumbs/${id}.jpg`,
    is_main: false,
    position: n - 1,
    width: 2560,
    height: 1920,
    bytes: 900_000,
    created_at: `2025-02-01T12:${String(n).padStart(2, '0')}:00Z`,
    ...fields,
  };
}

/** The objects a stored photo has in the bucket: the photo and its thumbnail. */
export function photoObjects(rows: PropertyPhotoRow[]) {
  return rows.flatMap((row) => [
    { path: row.path, size: row.bytes ?? 1000 },
    { path: row.thumbnail_path, size: 40_000 },
  ]);
}
