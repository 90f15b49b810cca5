import { type } from 'superstruct';
import { field, INPUT_LIMITS, isBlank, text, validateWith, type FormErrors } from '@portal/shared/domain';

/** The column limit of photo_sessions.cancellation_reason. */
export const CANCELLATION_REASON_MAX_LENGTH = INPUT_LIMITS.text;

const CANCELLATION_MESSAGES = {
  /** The database's own message for a blank reason (0005_provider_records.sql). */
  reasonRequired: 'Informe o motivo do cancelamento.',
  // Not quoted by the spec; the field stops typing at the limit.
  reasonTooLong: `O motivo deve ter no máximo ${CANCELLATION_REASON_MAX_LENGTH} caracteres`,
} as const;

export interface CancellationValues {
  reason?: string;
}

const cancellationStruct = type({
  reason: field(
    'reason',
    (value) => (isBlank(value) ? CANCELLATION_MESSAGES.reasonRequired : null),
    (value) => (text(value).trim().length > CANCELLATION_REASON_MAX_LENGTH ? CANCELLATION_MESSAGES.reasonTooLong : null),
  ),
});

export function validateCancellation(values: CancellationValues): FormErrors {
  return validateWith(cancellationStruct, values);
}
