import { api } from '@portal/shared/api';
import type { FeedbackCategory } from './rating';

/** A user_ratings row (0001_tables.sql). */
export interface UserRating {
  id: string;
  user_id: string;
  rating_type: 'photo_session';
  /** The photo session's id. */
  related_entity_id: string;
  rating: number;
  comment: string | null;
  feedback_categories: FeedbackCategory[];
  created_at: string;
  updated_at: string;
}

/** All the owner's ratings, newest first (spec part 2 §7). */
export const getRatingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRatings: build.query<UserRating[], string>({
      query: (userId) => (client) => client.from('user_ratings').select('*').eq('user_id', userId).order('created_at', { ascending: false }),
      providesTags: [{ type: 'Rating', id: 'LIST' }],
    }),
  }),
});

export const { useGetRatingsQuery } = getRatingsApi;
