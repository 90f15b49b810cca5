import { api, ownerApi, saveProfileFields } from '@portal/shared/api';
import type { ProfileFields, ProfileRow } from '@portal/shared/domain';

export interface UpdateProfileArgs {
  userId: string;
  fields: ProfileFields;
}

/**
 * The partial profile update of the account modal and the bank page (spec part 1 §7): update the owner's
 * row with the given fields; when no row comes back the owner has no profile yet, so one is inserted.
 */
const updateProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProfile: build.mutation<ProfileRow, UpdateProfileArgs>({
      query: ({ userId, fields }) => (client) => saveProfileFields(client, userId, fields),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // Every screen reading the profile (gate, onboarding, this remote) sees the saved row at once.
        if (data) dispatch(ownerApi.util.upsertQueryData('getProfile', userId, data));
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = updateProfileApi;
