import { parseBrazilianNumber } from '@portal/shared/ui';
import { LAST_STEP, WIZARD_NUMBER_DECIMALS, type PropertyWizardValues, type WizardStep } from './property-wizard';
import { EMPTY_WIZARD_VALUES } from './property-payload';

/** The wizard's copy in browser storage (spec part 2 §3): what was typed, where the owner was, which row it belongs to. */
export interface LocalDraft {
  data: PropertyWizardValues;
  currentStep: WizardStep;
  /** The draft row once step 1 was left; null before. */
  propertyId: string | null;
  /** ISO time of the last local write. */
  lastSaved: string;
}

/**
 * The spec keeps the local draft "under a property draft key" without spelling it; it is per owner here, so
 * a sign-in on the same browser brings the owner's copy back and another owner never sees it.
 */
const LOCAL_DRAFT_KEY_PREFIX = 'property-draft';
export const localDraftKey = (userId: string) => `${LOCAL_DRAFT_KEY_PREFIX}:${userId}`;

const STRING_FIELDS = [
  'property_name',
  'property_type_other',
  'address_street',
  'address_number',
  'address_neighborhood',
  'address_city',
  'address_state',
  'address_postal_code',
  'description',
  'house_rules',
] as const;
const NUMBER_FIELDS = ['bedrooms', 'bathrooms', 'guest_capacity', 'area_sqm'] as const;
const LIST_FIELDS = ['amenities', 'house_rules_options'] as const;
const LOCATION_TYPES = new Set(['campo', 'capital', 'montanha', 'litoral']);
const PROPERTY_TYPES = new Set(['casa', 'apartamento', 'parte_casa', 'outro']);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function parseData(raw: unknown): PropertyWizardValues | null {
  if (!isRecord(raw)) return null;
  const data: PropertyWizardValues = { ...EMPTY_WIZARD_VALUES };
  for (const field of STRING_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') return null;
    data[field] = value;
  }
  for (const field of NUMBER_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    // Text is what the owner typed and the field could not read yet ('1.250'): it comes back as typed.
    if (typeof value === 'string') {
      const read = parseBrazilianNumber(value, { decimals: WIZARD_NUMBER_DECIMALS[field] });
      data[field] = read.error ? value : read.value;
      continue;
    }
    if (typeof value !== 'number' || !Number.isFinite(value)) return null;
    data[field] = value;
  }
  for (const field of LIST_FIELDS) {
    const value = raw[field];
    if (value === undefined || value === null) continue;
    if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) return null;
    data[field] = [...(value as string[])];
  }
  if (raw.location_type != null) {
    if (!LOCATION_TYPES.has(raw.location_type as string)) return null;
    data.location_type = raw.location_type as PropertyWizardValues['location_type'];
  }
  if (raw.property_type != null) {
    if (!PROPERTY_TYPES.has(raw.property_type as string)) return null;
    data.property_type = raw.property_type as PropertyWizardValues['property_type'];
  }
  if (raw.has_garage != null) {
    if (typeof raw.has_garage !== 'boolean') return null;
    data.has_garage = raw.has_garage;
  }
  return data;
}

/** The stored text as a draft, or null when there is none or it is corrupt (a corrupt draft is discarded). */
export function parseLocalDraft(text: string | null): LocalDraft | null {
  if (text === null) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(raw)) return null;
  const data = parseData(raw.data);
  const step = raw.currentStep;
  const propertyId = raw.propertyId;
  const lastSaved = raw.lastSaved;
  if (!data) return null;
  if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step > LAST_STEP) return null;
  if (propertyId !== null && (typeof propertyId !== 'string' || propertyId === '')) return null;
  if (typeof lastSaved !== 'string' || Number.isNaN(Date.parse(lastSaved))) return null;
  return { data, currentStep: step as WizardStep, propertyId, lastSaved };
}

/** Reads the owner's local draft; a corrupt one is removed so it is not read again. */
export function readLocalDraft(storage: Storage, userId: string): LocalDraft | null {
  const key = localDraftKey(userId);
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  const draft = parseLocalDraft(text);
  if (text !== null && draft === null) removeLocalDraft(storage, userId);
  return draft;
}

/** Keeps the draft; a full or unavailable storage (private mode) costs only the local copy. */
export function writeLocalDraft(storage: Storage, userId: string, draft: LocalDraft): boolean {
  try {
    storage.setItem(localDraftKey(userId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function removeLocalDraft(storage: Storage, userId: string): void {
  try {
    storage.removeItem(localDraftKey(userId));
  } catch {
    // Nothing stored can be read back either.
  }
}
