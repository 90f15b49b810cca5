import type { PhotoSessionRow, ProfileRow, PropertyRow } from '@portal/shared/domain';
import { profileRow, type FakeHandler, type FakeReply, type FakeRequest } from '@portal/shared/testing';

/** A profile with every group of the owner wizard saved. */
export const FINISHED_PROFILE: ProfileRow = profileRow({
  id: 'pr1',
  birth_date: '1990-07-15',
  created_at: '2025-03-01T12:00:00Z',
  updated_at: '2025-03-01T12:00:00Z',
});

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
export function ownerBackend(data: { profile?: ProfileRow | null; properties?: PropertyRow[]; photoSessions?: PhotoSessionRow[] }, write?: (request: FakeRequest) => FakeReply | Promise<FakeReply>): FakeHandler {
  return (request) => {
    if (request.operation !== 'select') return write ? write(request) : { data: null };
    if (request.table === 'profiles') return { data: data.profile ?? null };
    if (request.table === 'properties') return { data: data.properties ?? [] };
    if (request.table === 'photo_sessions') return { data: data.photoSessions ?? [] };
    return { data: [] };
  };
}
