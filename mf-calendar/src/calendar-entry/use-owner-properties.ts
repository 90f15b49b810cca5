import { useGetPropertiesQuery } from '@portal/shared/api';
import type { PropertyListRow } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';

/** The property list stays fresh for 1 minute (spec part 2 §7). */
const PROPERTY_LIST_FRESH_SECONDS = 60;

export type OwnerProperties = { state: 'loading' } | { state: 'error'; retry: () => void } | { state: 'ready'; properties: PropertyListRow[] };

/**
 * The signed-in owner's properties, from the shell's own query (one cache entry for the dashboard, the gate and
 * these screens). Data already shown stays on screen when a background refetch fails.
 */
export function useOwnerProperties(): { userId: string | undefined; properties: OwnerProperties } {
  const userId = useAppSelector(selectSessionUser)?.id;
  const query = useGetPropertiesQuery(userId ?? '', { skip: !userId, refetchOnMountOrArgChange: PROPERTY_LIST_FRESH_SECONDS });
  if (query.data) return { userId, properties: { state: 'ready', properties: query.data } };
  if (query.isError) return { userId, properties: { state: 'error', retry: () => void query.refetch() } };
  return { userId, properties: { state: 'loading' } };
}
