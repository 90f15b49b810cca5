import { type } from 'superstruct';
import { field, type FormErrors, text, validateWith } from '@portal/shared/domain';

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX_LENGTH = 500;

export const RATING_MESSAGES = {
  required: 'Avaliação obrigatória',
  // Not quoted by the spec; the counter already stops typing at 500.
  commentTooLong: `O comentário deve ter no máximo ${RATING_COMMENT_MAX_LENGTH} caracteres`,
} as const;

export const RATING_TOASTS = {
  sent: { title: 'Feedback enviado!' },
  failed: { title: 'Erro ao enviar feedback', description: 'Tente novamente mais tarde.' },
  loadFailed: { title: 'Erro ao carregar avaliações' },
} as const;

export interface RatingFormValues {
  rating?: number | null;
  comment?: string | null;
}

export const ratingStruct = type({
  rating: field('rating', (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX ? null : RATING_MESSAGES.required,
  ),
  comment: field('comment', (value) => (text(value).length > RATING_COMMENT_MAX_LENGTH ? RATING_MESSAGES.commentTooLong : null)),
});

export function validateRating(values: RatingFormValues): FormErrors {
  return validateWith(ratingStruct, values);
}

/** The stored comment is trimmed, and an empty one is null. */
export function normalizeRatingComment(comment: string | null | undefined): string | null {
  const trimmed = (comment ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
