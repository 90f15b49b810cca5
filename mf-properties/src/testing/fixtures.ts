import type { PropertyRow } from '@portal/shared/domain';

/** A finished, active property of the signed-in owner (u1), with every field filled. */
export function propertyRow(fields: Partial<PropertyRow> = {}): PropertyRow {
  return {
    id: 'prop-1',
    user_id: 'u1',
    owner_id: null,
    property_name: 'Casa da Praia',
    location_type: 'litoral',
    property_type: 'casa',
    property_type_other: null,
    address_street: 'Rua das Gaivotas',
    address_number: '100',
    address_neighborhood: 'Centro',
    address_city: 'Florianópolis',
    address_state: 'SC',
    address_postal_code: '88010-000',
    bedrooms: 2,
    bathrooms: 1,
    guest_capacity: 4,
    area_sqm: 72.5,
    has_garage: true,
    description: 'Casa aconchegante a duas quadras da praia, com varanda, churrasqueira e espaço para toda a família descansar.',
    amenities: ['wifi', 'churrasqueira', 'Lareira'],
    house_rules_options: ['rule-permite-criancas', 'rule-silencio-noturno'],
    house_rules: 'Check-in após as 14h.',
    is_draft: false,
    is_verified: true,
    created_at: '2024-05-01T12:00:00Z',
    updated_at: '2024-06-15T12:00:00Z',
    ...fields,
  };
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
