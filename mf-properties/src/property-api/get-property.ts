import { api } from '@portal/shared/api';
import type { PropertyRow } from '@portal/shared/domain';
import { PROPERTY_ERROR_CODES, toPropertyServiceError } from './property-service-errors';

export interface GetPropertyArgs {
  /** The signed-in owner: the row is read by id and owner, not by id alone. */
  userId: string;
  propertyId: string;
}

/** One property stays fresh for 60 s (spec part 2 §7). */
const PROPERTY_FRESH_SECONDS = 60;

/**
 * One property of the signed-in owner. `null` means there is no such property for this owner (missing,
 * someone else's — row-level security hides it — or an id that is not one); a failed request is an error
 * with code PROPERTY_FETCH_ERROR (or its _UNKNOWN_ERROR variant), so screens tell the two apart.
 */
export const getPropertyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProperty: build.query<PropertyRow | null, GetPropertyArgs>({
      query:
        ({ userId, propertyId }) =>
        async (client) => {
          const result = await client.from('properties').select('*').eq('id', propertyId).eq('user_id', userId).maybeSingle();
          if (result.error?.code === PROPERTY_ERROR_CODES.invalidTextRepresentation) return { data: null, error: null, status: 200 };
          return result;
        },
      transformResponse: (row: PropertyRow | null) => row ?? null,
      transformErrorResponse: (error) => toPropertyServiceError('fetchOne', error),
      providesTags: (_row, _error, { propertyId }) => [{ type: 'Property', id: propertyId }],
      keepUnusedDataFor: PROPERTY_FRESH_SECONDS,
    }),
  }),
});

type QueryOptions = Parameters<typeof getPropertyApi.useGetPropertyQuery>[1];

/** `getProperty` with the spec's freshness: mounting after 60 s refetches. Pass `{ skip: true }` while no owner is signed in. */
export function useGetPropertyQuery(args: GetPropertyArgs, options?: QueryOptions) {
  return getPropertyApi.useGetPropertyQuery(args, { refetchOnMountOrArgChange: PROPERTY_FRESH_SECONDS, ...options });
}
