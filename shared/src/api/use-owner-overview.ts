import { useMemo } from 'react';
import { deriveOwnerOverview, type OwnerOverview, type PhotoSessionRow, type ProfileRow, type PropertyListRow } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { useGetPhotoSessionsQuery, useGetProfileQuery, useGetPropertiesQuery } from './owner-queries';

export type OwnerOverviewState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | ({ state: 'ready'; profile: ProfileRow | null; properties: PropertyListRow[]; photoSessions: PhotoSessionRow[] } & OwnerOverview);

/**
 * The feature gate, onboarding status, quick menu and alerts of the signed-in owner, derived from
 * their profile, properties and photo sessions. The shell and the remotes read this same hook.
 */
export function useOwnerOverview(options: { supportUrl?: string; dismissedAlertIds?: ReadonlySet<string> } = {}): OwnerOverviewState {
  const userId = useAppSelector(selectSessionUser)?.id;
  const skip = !userId;
  const profile = useGetProfileQuery(userId ?? '', { skip });
  const properties = useGetPropertiesQuery(userId ?? '', { skip });
  const photoSessions = useGetPhotoSessionsQuery(userId ?? '', { skip });
  const { supportUrl, dismissedAlertIds } = options;

  return useMemo((): OwnerOverviewState => {
    const queries = [profile, properties, photoSessions];
    if (queries.some((query) => query.isError)) {
      return { state: 'error', retry: () => queries.forEach((query) => query.isError && void query.refetch()) };
    }
    if (skip || profile.data === undefined || !properties.data || !photoSessions.data) return { state: 'loading' };
    return {
      state: 'ready',
      profile: profile.data,
      properties: properties.data,
      photoSessions: photoSessions.data,
      ...deriveOwnerOverview({ profile: profile.data, properties: properties.data, photoSessions: photoSessions.data, supportUrl, dismissedAlertIds }),
    };
  }, [profile, properties, photoSessions, skip, supportUrl, dismissedAlertIds]);
}
