import { localDraftRecord } from '@portal/shared/domain';
import { OWNER_FORM_SCHEMA, type OwnerFormValues } from './owner-schema';
import type { OwnerWizardStep } from './owner-wizard';

/**
 * The wizard's copy in browser storage (spec part 1 §3 local draft record): what was typed on the step in
 * progress, which the server has not saved yet, and where the owner was. It lives in the tab's sessionStorage,
 * per owner: a reload brings it back, a closed tab forgets the documents and bank details typed in it, and the
 * page removes it when the owner leaves the wizard in the app (the saved profile is then the truth).
 */
export interface OwnerLocalDraft {
  data: OwnerFormValues;
  currentStep: OwnerWizardStep;
  /** ISO time of the last write. */
  lastSaved: string;
}

const OWNER_DRAFT_KEY_PREFIX = 'owner-draft';
export const ownerDraftKey = (userId: string) => `${OWNER_DRAFT_KEY_PREFIX}:${userId}`;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The form's own fields, each a text or (the terms) a yes/no; anything else makes the draft corrupt. */
function draftValues(raw: unknown): OwnerFormValues | null {
  if (!isRecord(raw)) return null;
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!(name in OWNER_FORM_SCHEMA)) continue;
    if (value === null || value === undefined) continue;
    if (typeof value !== 'string' && typeof value !== 'boolean') return null;
    values[name] = value;
  }
  return values as OwnerFormValues;
}

/** The stored text as a draft, or null when there is none or it is corrupt. */
function parseOwnerDraft(text: string | null): OwnerLocalDraft | null {
  const record = localDraftRecord(text, { first: 1, last: 6 });
  const data = record && draftValues(record.data);
  return record && data ? { data, currentStep: record.currentStep as OwnerWizardStep, lastSaved: record.lastSaved } : null;
}

function sessionStorageOrNull(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the owner's draft; a corrupt one is discarded (spec part 1 §8). */
export function readOwnerDraft(userId: string, storage: DraftStorage | null = sessionStorageOrNull()): OwnerLocalDraft | null {
  let text: string | null;
  try {
    text = storage?.getItem(ownerDraftKey(userId)) ?? null;
  } catch {
    return null;
  }
  const draft = parseOwnerDraft(text);
  if (text !== null && draft === null) removeOwnerDraft(userId, storage);
  return draft;
}

/** Keeps the draft; a full or blocked storage costs only the copy. */
export function writeOwnerDraft(userId: string, draft: { data: OwnerFormValues; currentStep: OwnerWizardStep }, storage: DraftStorage | null = sessionStorageOrNull()): void {
  try {
    storage?.setItem(ownerDraftKey(userId), JSON.stringify({ ...draft, lastSaved: new Date().toISOString() }));
  } catch {
    // Private mode or a full storage: the wizard goes on without its copy.
  }
}

export function removeOwnerDraft(userId: string, storage: DraftStorage | null = sessionStorageOrNull()): void {
  try {
    storage?.removeItem(ownerDraftKey(userId));
  } catch {
    // Nothing stored can be read back either.
  }
}
