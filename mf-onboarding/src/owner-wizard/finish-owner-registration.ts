import { api, ownerApi } from '@portal/shared/api';
import type { ProfileFields, ProfileRow } from '@portal/shared/domain';

export interface FinishOwnerRegistrationArgs {
  userId: string;
  profile: ProfileFields;
}

/** The end of the wizard: upsert every profile field plus user_id, returning the row (spec part 1 §7). */
const finishOwnerRegistrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    finishOwnerRegistration: build.mutation<ProfileRow, FinishOwnerRegistrationArgs>({
      query:
        ({ userId, profile }) =>
        (client) =>
          client
            .from('profiles')
            .upsert({ ...profile, user_id: userId }, { onConflict: 'user_id' })
            .select()
            .single(),
      // Spec part 1 §4: wizard saves are not retried; a failure keeps the owner on the step.
      extraOptions: { retryCondition: () => false },
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(ownerApi.util.upsertQueryData('getProfile', userId, data));
      },
    }),
  }),
});

export const { useFinishOwnerRegistrationMutation } = finishOwnerRegistrationApi;
