import { api } from '@portal/shared/api';
import type { UserRating } from './get-ratings';

export type NewRating = Pick<UserRating, 'user_id' | 'rating_type' | 'related_entity_id' | 'rating' | 'comment' | 'feedback_categories'>;

/**
 * Stores the owner's rating of a session. The database accepts it only for the owner's own completed
 * session, once ('Só é possível avaliar uma sessão de fotos concluída.', 'Esta sessão de fotos já foi avaliada.').
 */
export const createRatingApi = api.injectEndpoints({
  endpoints: (build) => ({
    createRating: build.mutation<UserRating, NewRating>({
      query: (rating) => (client) => client.from('user_ratings').insert(rating).select().single(),
      invalidatesTags: (_row, error) => (error ? [] : [{ type: 'Rating', id: 'LIST' }]),
    }),
  }),
});

export const { useCreateRatingMutation } = createRatingApi;
