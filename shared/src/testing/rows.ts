import type { ProfileRow, PropertyRow } from '@portal/shared/domain';

// Rows of the owner's tables as the database returns them, for component tests and stories. An app whose tests
// read better with other defaults wraps these with its own (e.g. an active property), rather than a copy.

/** The signed-in owner's (u1) profile with every group of the owner wizard saved. */
export function profileRow(fields: Partial<ProfileRow> = {}): ProfileRow {
  return {
    id: 'p1',
    user_id: 'u1',
    full_name: 'Ana Souza',
    phone: '(11) 98765-4321',
    email: 'ana@exemplo.com',
    document: '529.982.247-25',
    document_type: 'cpf',
    birth_date: '1985-04-12',
    address_cep: '01310-100',
    address_street: 'Avenida Paulista',
    address_number: '1000',
    address_complement: null,
    address_neighborhood: 'Bela Vista',
    address_city: 'São Paulo',
    address_state: 'SP',
    bank_name: 'Nubank',
    bank_agency: '0001',
    bank_account: '12345-6',
    bank_account_type: 'corrente',
    terms_accepted: true,
    created_at: '2025-01-10T12:00:00Z',
    updated_at: '2025-01-10T12:00:00Z',
    ...fields,
  };
}

/** A finished property of the signed-in owner (u1), not yet approved ('is_verified' makes it active). */
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
    bedrooms: 3,
    bathrooms: 2,
    guest_capacity: 6,
    area_sqm: 120,
    has_garage: true,
    description: 'Casa aconchegante a duas quadras da praia, com varanda, churrasqueira e espaço para toda a família descansar.',
    amenities: ['wifi'],
    house_rules_options: ['rule-silencio-noturno'],
    house_rules: null,
    is_draft: false,
    is_verified: false,
    created_at: '2025-02-01T12:00:00Z',
    updated_at: '2025-02-01T12:00:00Z',
    ...fields,
  };
}
