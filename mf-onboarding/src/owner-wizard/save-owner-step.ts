import { api, ownerApi, saveProfileFields } from '@portal/shared/api';
import type { ProfileFields, ProfileRow } from '@portal/shared/domain';

export interface SaveOwnerStepArgs {
  userId: string;
  fields: ProfileFields;
}

/**
 * The partial profile update after each wizard step (spec part 1 §7): update the owner's row with the step's
 * non-empty fields; no row back means the owner has no profile yet, so one is inserted. Never retried
 * (spec part 1 §4: "saving is not retried").
 */
const saveOwnerStepApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveOwnerStep: build.mutation<ProfileRow, SaveOwnerStepArgs>({
      query: ({ userId, fields }) => (client) => saveProfileFields(client, userId, fields),
      // Spec part 1 §4: wizard saves are not retried; a failure keeps the owner on the step.
      extraOptions: { retryCondition: () => false },
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // The gate, the onboarding card and the progress screens read this same cached profile.
        if (data) dispatch(ownerApi.util.upsertQueryData('getProfile', userId, data));
      },
    }),
  }),
});

export const { useSaveOwnerStepMutation } = saveOwnerStepApi;
