import type { ApiError } from '@portal/shared/api';

/**
 * The property service's error codes (spec part 2 §8). A failure the backend answered (a refusal, a
 * constraint, a missing row) gets the operation's code; anything unexpected (the request never
 * completed, a thrown exception) gets its _UNKNOWN_ERROR variant.
 */
const PROPERTY_SERVICE_OPERATIONS = {
  fetchAll: 'PROPERTIES_FETCH_ERROR',
  fetchOne: 'PROPERTY_FETCH_ERROR',
  fetchWithReservations: 'PROPERTY_WITH_RESERVATIONS_ERROR',
  fetchActive: 'ACTIVE_PROPERTIES_FETCH_ERROR',
  create: 'PROPERTY_CREATE_ERROR',
  update: 'PROPERTY_UPDATE_ERROR',
  delete: 'PROPERTY_DELETE_ERROR',
} as const;

export type PropertyServiceOperation = keyof typeof PROPERTY_SERVICE_OPERATIONS;
type KnownCode = (typeof PROPERTY_SERVICE_OPERATIONS)[PropertyServiceOperation];
export type PropertyServiceErrorCode = KnownCode | `${KnownCode extends `${infer Base}_ERROR` ? Base : never}_UNKNOWN_ERROR`;

/** A failed property call as screens read it: the backend's error plus the service code and its default message. */
export interface PropertyServiceError extends ApiError {
  serviceCode: PropertyServiceErrorCode;
  /** 'Service error: {code}' */
  serviceMessage: string;
}

export interface PropertyToast {
  title: string;
  description: string;
}

/** Postgres SQLSTATEs and PostgREST codes the property calls meet. */
export const PROPERTY_ERROR_CODES = {
  /** `raise exception` in the schema's triggers: a business rule refused, with a pt-BR sentence for the owner. */
  raisedByTrigger: 'P0001',
  /** The one-draft unique index (the trigger normally answers first, with its own text). */
  uniqueViolation: '23505',
  /** An id that is not a uuid: no such property. */
  invalidTextRepresentation: '22P02',
  /** `.single()` found no row: missing, or not the owner's (row-level security hides it). */
  noRows: 'PGRST116',
} as const;

/** The database's own refusals (supabase/migrations/0003_business_rules.sql), quoted for the unique-index backstop. */
const DATABASE_REFUSALS = {
  oneDraft: 'Você já tem uma propriedade em cadastro. Finalize ou exclua ela antes de criar uma nova.',
  finishedNotRemovable: 'Propriedades finalizadas não podem ser removidas.',
} as const;

function serviceErrorMessage(code: PropertyServiceErrorCode): string {
  return `Service error: ${code}`;
}

function isApiError(error: unknown): error is ApiError {
  return typeof error === 'object' && error !== null && 'status' in error && 'message' in error;
}

/** The code for a failure of `operation`: the answered one, or its _UNKNOWN_ERROR variant. */
function propertyServiceErrorCode(operation: PropertyServiceOperation, error: unknown): PropertyServiceErrorCode {
  const code = PROPERTY_SERVICE_OPERATIONS[operation];
  const answered = isApiError(error) && typeof error.status === 'number';
  return answered ? code : (code.replace(/_ERROR$/, '_UNKNOWN_ERROR') as PropertyServiceErrorCode);
}

/** Wraps what the base query (or a thrown value) gave into the service error the endpoints return. */
export function toPropertyServiceError(operation: PropertyServiceOperation, error: unknown): PropertyServiceError {
  const serviceCode = propertyServiceErrorCode(operation, error);
  const base: ApiError = isApiError(error)
    ? error
    : { status: 'NETWORK_ERROR', message: error instanceof Error ? error.message : String(error ?? '') };
  return { ...base, serviceCode, serviceMessage: serviceErrorMessage(serviceCode) };
}

/** Missing, not the owner's, or an id that cannot exist. */
function isPropertyNotFound(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.code === PROPERTY_ERROR_CODES.noRows || error.code === PROPERTY_ERROR_CODES.invalidTextRepresentation;
}

/**
 * The database's pt-BR sentence when a business rule refused the call (one draft at a time, only drafts
 * deletable), else null. P0001 is raised only by the schema's triggers, always with text meant for the owner;
 * a unique violation can only be the one-draft index, whose rule the trigger words.
 */
function databaseRefusal(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.code === PROPERTY_ERROR_CODES.raisedByTrigger && error.message.trim() !== '') return error.message;
  if (error.code === PROPERTY_ERROR_CODES.uniqueViolation) return DATABASE_REFUSALS.oneDraft;
  return null;
}

// Toasts of spec part 2 §8 for the property calls.
export const PROPERTY_ERROR_TOASTS = {
  notFound: { title: 'Propriedade não encontrada', description: 'Propriedade não encontrada ou você não tem permissão para editá-la' },
  loadFailed: { title: 'Erro ao carregar propriedade', description: 'Erro ao carregar propriedade. Tente novamente.' },
  autosaveFailed: { title: 'Erro ao salvar', description: 'Não foi possível salvar automaticamente. Suas alterações locais foram mantidas.' },
  draftFailed: { title: 'Erro ao salvar rascunho', description: 'Não foi possível salvar o progresso. Tente novamente.' },
  finishFailed: {
    title: 'Erro ao finalizar cadastro',
    description: 'Não foi possível finalizar o cadastro. Verifique se todos os campos estão preenchidos e tente novamente.',
  },
  // Not quoted by the spec for saving an edit; part 1's text for a failed save.
  editFailed: { title: 'Erro ao salvar', description: 'Não foi possível salvar as alterações. Tente novamente.' },
  notRemovable: { title: 'Não é possível remover', description: 'Propriedades finalizadas não podem ser removidas.' },
  removeFailed: { title: 'Erro ao remover', description: 'Ocorreu um erro inesperado. Tente novamente.' },
  deleteFailed: { title: 'Erro ao excluir', description: 'Não foi possível excluir a propriedade. Tente novamente.' },
} as const satisfies Record<string, PropertyToast>;

const PROPERTY_SUCCESS_TOASTS = {
  removed: { title: 'Propriedade removida', description: 'A propriedade foi removida com sucesso.' },
  deleted: { title: 'Propriedade excluída', description: 'A propriedade foi excluída com sucesso.' },
} as const satisfies Record<string, PropertyToast>;

/** Opening one property (wizard edit, redirect screen): not found / no permission, or a failed load. */
export function propertyLoadErrorToast(error: unknown): PropertyToast {
  return isPropertyNotFound(error) ? PROPERTY_ERROR_TOASTS.notFound : PROPERTY_ERROR_TOASTS.loadFailed;
}

/** Leaving step 1 failed: the database's refusal (a second draft) in place of the generic text. */
export function draftSaveErrorToast(error: unknown): PropertyToast {
  const refusal = databaseRefusal(error);
  return refusal ? { title: PROPERTY_ERROR_TOASTS.draftFailed.title, description: refusal } : PROPERTY_ERROR_TOASTS.draftFailed;
}

export function finishErrorToast(error: unknown, mode: 'create' | 'edit'): PropertyToast {
  const fallback = mode === 'edit' ? PROPERTY_ERROR_TOASTS.editFailed : PROPERTY_ERROR_TOASTS.finishFailed;
  const refusal = databaseRefusal(error);
  return refusal ? { title: fallback.title, description: refusal } : fallback;
}

/**
 * A refused or failed deletion. 'list' is /propriedades (Excluir), 'intro' the draft cards of /cadastro-imovel
 * (Remover): each screen has its own failure toast; a finished property refused by the database reads
 * 'Não é possível remover' on both.
 */
export function deletePropertyErrorToast(error: unknown, screen: 'list' | 'intro'): PropertyToast {
  const refusal = databaseRefusal(error);
  if (refusal === DATABASE_REFUSALS.finishedNotRemovable) return PROPERTY_ERROR_TOASTS.notRemovable;
  const fallback = screen === 'list' ? PROPERTY_ERROR_TOASTS.deleteFailed : PROPERTY_ERROR_TOASTS.removeFailed;
  return refusal ? { title: fallback.title, description: refusal } : fallback;
}

export function deletePropertySuccessToast(screen: 'list' | 'intro'): PropertyToast {
  return screen === 'list' ? PROPERTY_SUCCESS_TOASTS.deleted : PROPERTY_SUCCESS_TOASTS.removed;
}
