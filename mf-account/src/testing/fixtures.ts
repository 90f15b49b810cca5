import type { NotificationRow } from '../notifications/notification-centre';
import type { ProfileRow, PropertyRow } from '@portal/shared/domain';

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
    area_sqm: null,
    has_garage: false,
    description: null,
    amenities: [],
    house_rules_options: [],
    house_rules: null,
    is_draft: false,
    is_verified: true,
    created_at: '2024-05-01T12:00:00Z',
    updated_at: '2024-06-15T12:00:00Z',
    ...fields,
  };
}

export function notificationRow(id: string, hoursAgo: number, fields: Partial<NotificationRow> = {}): NotificationRow {
  const at = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  return { id, user_id: 'u1', type: 'status_change', title: `Aviso ${id}`, message: `Mensagem ${id}`, read: false, action: null, created_at: at, updated_at: at, ...fields };
}
