import { ownerStepsDone, propertyStepsDone } from './sync-from-data';

const PROFILE = { full_name: 'Ana', document: '52998224725', document_type: 'cpf' as const, birth_date: '1990-07-15', email: 'a@x.com', phone: '11987654321' };
const BANK = { bank_name: 'Nubank', bank_agency: '0001', bank_account: '1-2', bank_account_type: 'corrente' as const };
const draft = { id: 'p1', is_draft: true, is_verified: false };
const finished = { id: 'p2', is_draft: false, is_verified: false, property_name: 'Casa', address_street: 'Rua A', property_type: 'casa' as const, location_type: 'litoral' as const };
const active = { ...finished, id: 'p3', is_verified: true };

const sorted = (set: Set<string>) => [...set].sort();

describe('auto-sync after data load (spec part 1 §4)', () => {
  it.each([
    ['nothing saved', null, [], [], []],
    ['a profile without birth date', { ...PROFILE, birth_date: null }, [], [], []],
    ['a complete profile', PROFILE, [], [], ['personal_data']],
    ['bank fields complete', { ...PROFILE, ...BANK }, [], [], ['banking_data', 'personal_data']],
    ['any property and a complete profile', PROFILE, [draft], [], ['personal_data', 'property_registration']],
    ['a draft without a complete profile', null, [draft], [], []],
    ['a finished property with its basics', null, [finished], [], ['property_registration']],
    ['an active property', null, [active], [], ['internal_approval', 'photo_session', 'platform_activation', 'property_registration']],
    ['a confirmed session', null, [], [{ property_id: 'p2', status: 'confirmed' as const }], ['photo_session']],
    ['a pending session', null, [], [{ property_id: 'p2', status: 'pending' as const }], []],
  ])('%s marks %#', (_name, profile, properties, photoSessions, done) => {
    expect(sorted(ownerStepsDone({ profile, properties, photoSessions }))).toEqual(done);
  });
});

describe('per-property sync', () => {
  it.each([
    ['a draft', draft, [], ['banking_data', 'personal_data']],
    ['a finished property', finished, [], ['banking_data', 'personal_data', 'property_registration']],
    ['a finished property with a completed session', finished, [{ property_id: 'p2', status: 'completed' as const }], ['banking_data', 'personal_data', 'photo_session', 'property_registration']],
    ["another property's session", finished, [{ property_id: 'p9', status: 'completed' as const }], ['banking_data', 'personal_data', 'property_registration']],
    ['an active property', active, [], ['banking_data', 'internal_approval', 'personal_data', 'photo_session', 'platform_activation', 'property_registration']],
  ])('%s completes %#', (_name, property, photoSessions, done) => {
    expect(sorted(propertyStepsDone({ profile: { ...PROFILE, ...BANK }, property, photoSessions }))).toEqual(done);
  });
});
