import { api, ownerApi } from '@portal/shared/api';
import type { ProfileFields, ProfileRow } from '@portal/shared/domain';

export interface UpdateProfileArgs {
  userId: string;
  fields: ProfileFields;
}

/**
 * The partial profile update of the account modal and the bank page (spec part 1 §7): update the owner's
 * row with the given fields; when no row comes back the owner has no profile yet, so one is inserted.
 */
export const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileRow, UpdateProfileArgs>({
      query:
        ({ userId, fields }) =>
        async (client) => {
          const updated = await client.from('profiles').update(fields).eq('user_id', userId).select();
          if (updated.error) return updated;
          const [row] = (updated.data ?? []) as ProfileRow[];
          if (row) return { data: row, error: null, status: updated.status };
          return client.from('profiles').insert({ ...fields, user_id: userId }).select().single();
        },
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // Every screen reading the profile (gate, onboarding, this remote) sees the saved row at once.
        if (data) dispatch(ownerApi.util.upsertQueryData('getProfile', userId, data));
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
