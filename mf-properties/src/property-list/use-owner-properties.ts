import { useGetPropertiesQuery } from '@portal/shared/api';
import type { PropertyRow } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';

/** The owner's list stays fresh for 1 minute and is refetched on mount after that and on window focus (spec part 2 §7). */
export const PROPERTY_LIST_FRESH_SECONDS = 60;

export type OwnerPropertiesState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | { state: 'ready'; properties: PropertyRow[] };

/**
 * The signed-in owner's properties, newest first, with the list's freshness. The query is the shell's own
 * (`getProperties`), so the dashboard, the gate and these screens share one cache entry. Data already shown
 * stays on screen when a background refetch fails.
 */
export function useOwnerProperties() {
  const userId = useAppSelector(selectSessionUser)?.id;
  const query = useGetPropertiesQuery(userId ?? '', {
    skip: !userId,
    refetchOnMountOrArgChange: PROPERTY_LIST_FRESH_SECONDS,
    refetchOnFocus: true,
  });
  const retry = () => void query.refetch();
  const view: OwnerPropertiesState = query.data
    ? { state: 'ready', properties: query.data }
    : query.isError
      ? { state: 'error', retry }
      : { state: 'loading' };
  return { userId, view, retry };
}
