import { api } from '@portal/shared/api';
import type { PropertyRow } from '@portal/shared/domain';
import type { PropertyFields } from '../wizard/property-schema';
import { toPropertyServiceError } from './property-service-errors';
import { getPropertyApi } from './get-property';

export interface CreatePropertyDraftArgs {
  userId: string;
  fields: PropertyFields;
}

/**
 * The draft row created when the owner leaves wizard step 1 (spec part 2 §4). Review state is never sent:
 * the database refuses owners setting is_verified, and a new row starts unverified. A second draft is refused
 * by the database with its pt-BR message (see draftSaveErrorToast).
 */
export const createPropertyDraftApi = api.injectEndpoints({
  endpoints: (build) => ({
    createPropertyDraft: build.mutation<PropertyRow, CreatePropertyDraftArgs>({
      query:
        ({ userId, fields }) =>
        (client) =>
          client
            .from('properties')
            .insert({ ...fields, user_id: userId, is_draft: true })
            .select()
            .single(),
      transformErrorResponse: (error) => toPropertyServiceError('create', error),
      // The owner's list is refetched after a create (spec part 2 §7).
      invalidatesTags: (_row, error) => (error ? [] : [{ type: 'Property', id: 'LIST' }]),
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getPropertyApi.util.upsertQueryData('getProperty', { userId, propertyId: data.id }, data));
      },
    }),
  }),
});

export const { useCreatePropertyDraftMutation } = createPropertyDraftApi;
