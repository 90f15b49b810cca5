import { api } from '@portal/shared/api';
import { PROPERTY_ERROR_CODES, toPropertyServiceError } from './property-service-errors';

export interface DeletePropertyArgs {
  userId: string;
  propertyId: string;
}

/**
 * Deletes one of the owner's properties. Only drafts may go: the database refuses a finished one with
 * 'Propriedades finalizadas não podem ser removidas.' (see deletePropertyErrorToast). Deleting nothing (missing,
 * not the owner's) is a failure too, so a screen never reports a removal that did not happen.
 */
export const deletePropertyApi = api.injectEndpoints({
  endpoints: (build) => ({
    deleteProperty: build.mutation<{ id: string }, DeletePropertyArgs>({
      query:
        ({ userId, propertyId }) =>
        async (client) => {
          const result = await client.from('properties').delete().eq('id', propertyId).eq('user_id', userId).select('id');
          if (result.error) return result;
          const [row] = (result.data ?? []) as Array<{ id: string }>;
          if (row) return { data: row, error: null, status: result.status };
          return { data: null, error: { code: PROPERTY_ERROR_CODES.noRows, message: 'Propriedade não encontrada', details: null }, status: 406 };
        },
      transformErrorResponse: (error) => toPropertyServiceError('delete', error),
      // The owner's list is refetched after a delete (spec part 2 §7).
      invalidatesTags: (_result, error, { propertyId }) => (error ? [] : [{ type: 'Property', id: 'LIST' }, { type: 'Property', id: propertyId }]),
    }),
  }),
});

export const { useDeletePropertyMutation } = deletePropertyApi;
