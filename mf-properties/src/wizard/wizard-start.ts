import type { PropertyRow } from '@portal/shared/domain';
import type { LocalDraft } from './local-draft';
import { wizardValuesFromProperty } from './property-payload';
import { EMPTY_WIZARD_VALUES } from './property-schema';
import type { PropertyWizardValues, WizardStep } from './property-wizard';

/** Which property the wizard opens, from the address and the owner's local draft. */
export type WizardTarget =
  | { source: 'new' }
  /** `?edit={id}`: the list's Editar, the redirect screen and the intro's Continuar. */
  | { source: 'edit'; propertyId: string }
  /** `?propertyId={id}`: the onboarding journey's link to register that property. */
  | { source: 'link'; propertyId: string }
  /** No query, but the local draft belongs to a draft row created earlier on this browser. */
  | { source: 'local'; propertyId: string }
  /** No query and nothing of it in this browser, but the owner's draft row exists (begun on another device). */
  | { source: 'server'; propertyId: string };

export function wizardTarget(query: { edit: string | null; propertyId: string | null }, localDraft: LocalDraft | null): WizardTarget {
  if (query.edit) return { source: 'edit', propertyId: query.edit };
  if (query.propertyId) return { source: 'link', propertyId: query.propertyId };
  if (localDraft?.propertyId) return { source: 'local', propertyId: localDraft.propertyId };
  return { source: 'new' };
}

/**
 * With no address and no draft row in this browser, the owner's draft on the server is the one to
 * continue: only one draft may exist, so an empty form there would only be refused after step 1.
 */
export function withServerDraft(target: WizardTarget, properties: ReadonlyArray<Pick<PropertyRow, 'id' | 'is_draft'>>): WizardTarget {
  if (target.source !== 'new') return target;
  const draft = properties.find((property) => property.is_draft);
  return draft ? { source: 'server', propertyId: draft.id } : target;
}

export interface WizardStart {
  /** 'edit' shows 'Editando: {name}' and 'Salvar Alterações', and ends on the list. */
  mode: 'create' | 'edit';
  propertyId: string | null;
  /** Drafts autosave to the server and keep a local copy; a finished property is saved only by 'Salvar Alterações'. */
  isDraft: boolean;
  /** The name as stored, for the edit header. */
  storedName: string | null;
  values: PropertyWizardValues;
  step: WizardStep;
  /** The local draft no longer matches anything the owner can continue, and must be removed. */
  discardLocalDraft: boolean;
}

export type WizardStartResult = { kind: 'ready'; start: WizardStart } | { kind: 'not-found' };

/** The local copy wins over the row when it was written after the row's last save (a failed autosave). */
function localIsNewer(local: LocalDraft, row: PropertyRow): boolean {
  const saved = Date.parse(row.updated_at);
  return Number.isNaN(saved) || Date.parse(local.lastSaved) > saved;
}

function fresh(discardLocalDraft: boolean): WizardStartResult {
  return {
    kind: 'ready',
    start: { mode: 'create', propertyId: null, isDraft: true, storedName: null, values: { ...EMPTY_WIZARD_VALUES }, step: 0, discardLocalDraft },
  };
}

function fromRow(row: PropertyRow, mode: WizardStart['mode'], local: LocalDraft | null): WizardStartResult {
  const ownLocal = row.is_draft && local?.propertyId === row.id ? local : null;
  const useLocal = ownLocal !== null && localIsNewer(ownLocal, row);
  return {
    kind: 'ready',
    start: {
      mode,
      propertyId: row.id,
      isDraft: row.is_draft,
      storedName: row.property_name,
      values: useLocal ? ownLocal.data : wizardValuesFromProperty(row),
      step: ownLocal ? ownLocal.currentStep : 0,
      // Editing a draft overwrites the local copy of another (unsaved) registration: only one draft may exist.
      discardLocalDraft: false,
    },
  };
}

/**
 * Where the wizard starts once the target row (if any) is known. `row` is null when the owner has no such
 * property (missing, someone else's).
 * - new: the local draft of an unsaved step 1, or an empty form;
 * - local: the draft row, with the local copy when newer; a row that is gone or finished ends the local draft;
 * - edit / link: that property, or not found. A draft continues its registration; a finished property can only be edited.
 */
export function resolveWizardStart(target: WizardTarget, row: PropertyRow | null, local: LocalDraft | null): WizardStartResult {
  switch (target.source) {
    case 'new': {
      if (!local || local.propertyId !== null) return fresh(false);
      // Step 2 is reached only with a row; an unsaved draft resumes on step 1.
      return { kind: 'ready', start: { mode: 'create', propertyId: null, isDraft: true, storedName: null, values: local.data, step: 0, discardLocalDraft: false } };
    }
    case 'local':
      return row && row.is_draft ? fromRow(row, 'create', local) : fresh(true);
    case 'server':
      // This browser's unsaved step 1 (if any) could not become a second draft: the server's is continued.
      return row && row.is_draft ? fromRow(row, 'create', local) : fresh(false);
    case 'edit':
      // The route table says `?edit={id}` "edits a draft"; but a draft the owner resumes (Editar, the intro's
      // Continuar) is still being registered: it finishes with 'Finalizar Cadastro', 'Propriedade cadastrada!'
      // and its calendar, as when it was started, not as a change to a finished property.
      return row ? fromRow(row, row.is_draft ? 'create' : 'edit', local) : { kind: 'not-found' };
    case 'link':
      if (!row) return { kind: 'not-found' };
      return fromRow(row, row.is_draft ? 'create' : 'edit', local);
  }
}
