import { api } from '@portal/shared/api';
import type { PropertyRow } from '@portal/shared/domain';
import type { PropertyFields } from '../wizard/property-schema';
import { toPropertyServiceError } from './property-service-errors';
import { getPropertyApi } from './get-property';

export interface UpdatePropertyArgs {
  userId: string;
  propertyId: string;
  fields: PropertyFields;
  /** Finishing the wizard: the draft becomes a finished property (is_draft false), which then awaits review. */
  finish?: boolean;
}

/**
 * Saves the wizard's fields into one of the owner's properties: the autosave of a draft, and the last step
 * ('Finalizar Cadastro' / 'Salvar Alterações'). A finished property is never sent back to draft (the database
 * refuses it), so is_draft is sent only to finish. No row back means missing or not the owner's (PGRST116).
 */
export const updatePropertyApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateProperty: build.mutation<PropertyRow, UpdatePropertyArgs>({
      query:
        ({ userId, propertyId, fields, finish }) =>
        (client) =>
          client
            .from('properties')
            .update(finish ? { ...fields, is_draft: false } : fields)
            .eq('id', propertyId)
            .eq('user_id', userId)
            .select()
            .single(),
      transformErrorResponse: (error) => toPropertyServiceError('update', error),
      // The owner's list is refetched after an update; the property itself takes the saved row at once
      // (refetching it would race the wizard's next autosave).
      invalidatesTags: (_row, error) => (error ? [] : [{ type: 'Property', id: 'LIST' }]),
      async onQueryStarted({ userId, propertyId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(getPropertyApi.util.upsertQueryData('getProperty', { userId, propertyId }, data));
      },
    }),
  }),
});

export const { useUpdatePropertyMutation } = updatePropertyApi;
