import { localDraftRecord } from '@portal/shared/domain';
import { valuesFromDraft } from './property-schema';
import { LAST_STEP, type PropertyWizardValues, type WizardStep } from './property-wizard';

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

/** The stored text as a draft, or null when there is none or it is corrupt (a corrupt draft is discarded). */
function parseLocalDraft(text: string | null): LocalDraft | null {
  const record = localDraftRecord(text, { first: 0, last: LAST_STEP });
  if (!record) return null;
  // Each field as the wizard's schema says; one of another kind makes the draft corrupt.
  const data = valuesFromDraft(record.data);
  const propertyId = record.propertyId;
  if (!data) return null;
  if (propertyId !== null && (typeof propertyId !== 'string' || propertyId === '')) return null;
  return { data, currentStep: record.currentStep as WizardStep, propertyId, lastSaved: record.lastSaved };
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
