import { useGetPhotoSessionsQuery, useGetPropertiesQuery } from '@portal/shared/api';
import type { PropertyListRow, PropertyRow } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import type { PhotoSessionRecord } from './photo-session-record';

/** The property list stays fresh for 1 minute (spec part 2 §7). */
const PROPERTY_LIST_FRESH_SECONDS = 60;

export type OwnerPhotoData =
  | { state: 'loading' }
  /** Which read failed decides the message: 'Erro ao carregar sessões' is the spec's for sessions. */
  | { state: 'error'; failed: 'properties' | 'photoSessions'; retry: () => void }
  | { state: 'ready'; properties: PropertyListRow[]; photoSessions: PhotoSessionRecord[] };

/**
 * The signed-in owner's properties and photo sessions, from the queries the shell also reads (one cache
 * entry each: a booking made here updates the shell's alerts and quick menu at once). Data already on
 * screen stays when a background refetch fails.
 */
export function useOwnerPhotoData(): { userId: string | undefined; data: OwnerPhotoData } {
  const userId = useAppSelector(selectSessionUser)?.id;
  const skip = !userId;
  const properties = useGetPropertiesQuery(userId ?? '', { skip, refetchOnMountOrArgChange: PROPERTY_LIST_FRESH_SECONDS });
  const photoSessions = useGetPhotoSessionsQuery(userId ?? '', { skip });

  if (properties.data && photoSessions.data) {
    // The shared row type leaves out columns the query reads all the same ('*').
    return { userId, data: { state: 'ready', properties: properties.data, photoSessions: photoSessions.data as PhotoSessionRecord[] } };
  }
  if (properties.isError && !properties.data) return { userId, data: { state: 'error', failed: 'properties', retry: () => void properties.refetch() } };
  if (photoSessions.isError && !photoSessions.data) return { userId, data: { state: 'error', failed: 'photoSessions', retry: () => void photoSessions.refetch() } };
  return { userId, data: { state: 'loading' } };
}

/** 'Propriedade sem nome' when the owner left the name blank (the properties list's fallback). */
export function propertyName(property: Pick<PropertyRow, 'property_name'> | null | undefined): string {
  const name = property?.property_name?.trim();
  return name ? name : 'Propriedade sem nome';
}
