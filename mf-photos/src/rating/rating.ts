import { type } from 'superstruct';
import { field, type FormErrors, text, validateWith } from '@portal/shared/domain';

const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_COMMENT_MAX_LENGTH = 500;

export const RATING_MESSAGES = {
  required: 'Avaliação obrigatória',
  /** The database's words for a second rating of one session (0005_provider_records.sql). */
  alreadyRated: 'Esta sessão de fotos já foi avaliada.',
  // Not quoted by the spec; the counter already stops typing at 500.
  commentTooLong: `O comentário deve ter no máximo ${RATING_COMMENT_MAX_LENGTH} caracteres`,
} as const;

export const RATING_TOASTS = {
  sent: { title: 'Feedback enviado!' },
  failed: { title: 'Erro ao enviar feedback', description: 'Tente novamente mais tarde.' },
  loadFailed: { title: 'Erro ao carregar avaliações' },
} as const;

export type FeedbackCategory = 'quality' | 'punctuality' | 'professionalism' | 'overall_experience';

/** The optional aspects the owner can highlight, in the spec's order (stored as feedback_categories). */
export const FEEDBACK_CATEGORIES: ReadonlyArray<{ id: FeedbackCategory; label: string }> = [
  { id: 'quality', label: 'Qualidade das fotos' },
  { id: 'punctuality', label: 'Pontualidade' },
  { id: 'professionalism', label: 'Profissionalismo' },
  { id: 'overall_experience', label: 'Experiência geral' },
];

// Not quoted by the spec: a word under the stars says what the chosen number means.
export const STAR_CAPTIONS: Record<number, string> = { 1: 'Ruim', 2: 'Regular', 3: 'Boa', 4: 'Muito boa', 5: 'Excelente' };

export function starLabel(stars: number): string {
  return stars === 1 ? '1 estrela' : `${stars} estrelas`;
}

export interface RatingFormValues {
  rating?: number | null;
  comment?: string | null;
  categories?: FeedbackCategory[];
}

const ratingStruct = type({
  rating: field('rating', (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= RATING_MIN && value <= RATING_MAX ? null : RATING_MESSAGES.required,
  ),
  comment: field('comment', (value) => (text(value).length > RATING_COMMENT_MAX_LENGTH ? RATING_MESSAGES.commentTooLong : null)),
});

export function validateRating(values: RatingFormValues): FormErrors {
  return validateWith(ratingStruct, values);
}

/** The stored comment is trimmed, and an empty one is null. */
function normalizeRatingComment(comment: string | null | undefined): string | null {
  const trimmed = (comment ?? '').trim();
  return trimmed === '' ? null : trimmed;
}

/** The row stored in user_ratings for a photo session; aspects keep the spec's order whatever order they were ticked in. */
export function photoSessionRating(input: { userId: string; sessionId: string; values: RatingFormValues }) {
  const chosen = new Set(input.values.categories ?? []);
  return {
    user_id: input.userId,
    rating_type: 'photo_session' as const,
    related_entity_id: input.sessionId,
    rating: input.values.rating as number,
    comment: normalizeRatingComment(input.values.comment),
    feedback_categories: FEEDBACK_CATEGORIES.filter((category) => chosen.has(category.id)).map((category) => category.id),
  };
}
