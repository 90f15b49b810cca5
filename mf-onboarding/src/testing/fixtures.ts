import type { PhotoSessionRow, ProfileRow, PropertyRow } from '@portal/shared/domain';
import type { FakeHandler, FakeReply, FakeRequest } from '@portal/shared/testing';

/** A profile with every group of the owner wizard saved. */
export const FINISHED_PROFILE: ProfileRow = {
  id: 'pr1',
  user_id: 'u1',
  full_name: 'Ana Souza',
  phone: '(11) 98765-4321',
  email: 'ana@exemplo.com',
  document: '529.982.247-25',
  document_type: 'cpf',
  birth_date: '1990-07-15',
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
  created_at: '2025-03-01T12:00:00Z',
  updated_at: '2025-03-01T12:00:00Z',
};

/** What the owner saved by leaving at step 3: personal data and contact. */
export const PROFILE_AT_STEP_3: ProfileRow = {
  ...FINISHED_PROFILE,
  address_cep: null,
  address_street: null,
  address_number: null,
  address_neighborhood: null,
  address_city: null,
  address_state: null,
  bank_name: null,
  bank_agency: null,
  bank_account: null,
  terms_accepted: false,
};

export function property(overrides: Partial<PropertyRow> = {}): PropertyRow {
  return {
    id: 'p1',
    user_id: 'u1',
    property_name: 'Casa da Praia',
    is_draft: false,
    is_verified: false,
    description: null,
    amenities: [],
    address_street: 'Rua do Sol',
    property_type: 'casa',
    location_type: 'litoral',
    created_at: '2025-03-02T12:00:00Z',
    ...overrides,
  } as PropertyRow;
}

export function photoSession(status: PhotoSessionRow['status'], propertyId = 'p1'): PhotoSessionRow {
  return { id: `s-${status}`, user_id: 'u1', property_id: propertyId, status, date: '2025-03-20', time_slot: 'morning_08' } as PhotoSessionRow;
}

/** Answers the owner's three reads (profile, properties, photo sessions) and hands writes to `write`. */
export function ownerBackend(data: { profile?: ProfileRow | null; properties?: PropertyRow[]; sessions?: PhotoSessionRow[] }, write?: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeHandler {
  return (request) => {
    if (request.operation !== 'select') return write ? write(request) : { data: null };
    if (request.table === 'profiles') return { data: data.profile ?? null };
    if (request.table === 'properties') return { data: data.properties ?? [] };
    if (request.table === 'photo_sessions') return { data: data.sessions ?? [] };
    return { data: [] };
  };
}
