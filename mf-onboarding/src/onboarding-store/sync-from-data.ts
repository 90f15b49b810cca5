import { isBlank, type OnboardingStepId, type PhotoSessionRow, type ProfileRow, type PropertyRow } from '@portal/shared/domain';

type SyncProfile = Partial<
  Pick<ProfileRow, 'full_name' | 'document' | 'document_type' | 'birth_date' | 'email' | 'phone' | 'bank_name' | 'bank_agency' | 'bank_account' | 'bank_account_type'>
>;
type SyncProperty = Pick<PropertyRow, 'id' | 'is_draft' | 'is_verified'> &
  Partial<Pick<PropertyRow, 'property_name' | 'address_street' | 'property_type' | 'location_type'>>;
type SyncSession = Pick<PhotoSessionRow, 'property_id' | 'status'>;

const filled = (...values: unknown[]) => values.every((value) => !isBlank(value));

function profileComplete(profile: SyncProfile | null | undefined): boolean {
  return !!profile && filled(profile.full_name, profile.document, profile.document_type, profile.birth_date, profile.email, profile.phone);
}

function bankComplete(profile: SyncProfile | null | undefined): boolean {
  return !!profile && filled(profile.bank_name, profile.bank_agency, profile.bank_account, profile.bank_account_type);
}

const ACTIVE_MARKS = ['property_registration', 'photo_session', 'internal_approval', 'platform_activation'] as const;

/**
 * The store's auto-sync after data load (spec part 1 §4): personal_data when the profile has full_name, document,
 * document_type, birth_date, email, phone; banking_data when the bank fields are complete; property_registration when
 * any property exists and the profile is complete, or a non-draft property with name, street, type and location type
 * exists; an active property marks registration, photos, approval and activation; a confirmed or completed session
 * marks photo_session.
 */
export function ownerStepsDone(input: {
  profile: SyncProfile | null | undefined;
  properties: readonly SyncProperty[];
  photoSessions: readonly SyncSession[];
}): Set<OnboardingStepId> {
  const { profile, properties, photoSessions } = input;
  const done = new Set<OnboardingStepId>();
  const complete = profileComplete(profile);
  if (complete) done.add('personal_data');
  if (bankComplete(profile)) done.add('banking_data');
  const finishedWithBasics = properties.some((p) => !p.is_draft && filled(p.property_name, p.address_street, p.property_type, p.location_type));
  if ((properties.length > 0 && complete) || finishedWithBasics) done.add('property_registration');
  if (properties.some((p) => !p.is_draft && p.is_verified)) for (const id of ACTIVE_MARKS) done.add(id);
  if (photoSessions.some((s) => s.status === 'confirmed' || s.status === 'completed')) done.add('photo_session');
  return done;
}

/**
 * The same rule for one property: the owner's own steps, and what that property (and its sessions) completes.
 * A draft counts as registered only once it is finished: the per-property view follows the property, not the owner.
 */
export function propertyStepsDone(input: {
  profile: SyncProfile | null | undefined;
  property: SyncProperty;
  photoSessions: readonly SyncSession[];
}): Set<OnboardingStepId> {
  const { profile, property } = input;
  const done = new Set<OnboardingStepId>();
  if (profileComplete(profile)) done.add('personal_data');
  if (bankComplete(profile)) done.add('banking_data');
  if (!property.is_draft) done.add('property_registration');
  if (!property.is_draft && property.is_verified) for (const id of ACTIVE_MARKS) done.add(id);
  if (input.photoSessions.some((s) => s.property_id === property.id && (s.status === 'confirmed' || s.status === 'completed'))) done.add('photo_session');
  return done;
}
