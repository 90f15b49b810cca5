import { useEffect } from 'react';
import { useGetPhotoSessionsQuery, useGetProfileQuery, useGetPropertiesQuery } from '@portal/shared/api';
import { selectSessionUser, useAppDispatch, useAppSelector } from '@portal/shared/store';
import { selectOnboarding, synced, syncFailed, syncStarted } from './onboarding-slice';
import { ownerStepsDone, propertyStepsDone } from './sync-from-data';

const propertyName = (name: string | null | undefined) => (name ?? '').trim() || 'Propriedade sem nome';

/**
 * Keeps the onboarding store in step with the owner's profile, properties and photo sessions: each time they load
 * (or change after a save or a staff action), the store completes what the data shows and stamps lastSyncAt.
 */
export function useOnboardingSync() {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectSessionUser)?.id;
  const skip = !userId;
  const profile = useGetProfileQuery(userId ?? '', { skip });
  const properties = useGetPropertiesQuery(userId ?? '', { skip });
  const photoSessions = useGetPhotoSessionsQuery(userId ?? '', { skip });
  const loading = profile.isLoading || properties.isLoading || photoSessions.isLoading;
  const failed = profile.isError || properties.isError || photoSessions.isError;

  useEffect(() => {
    if (loading) dispatch(syncStarted());
    else if (failed) dispatch(syncFailed());
  }, [dispatch, loading, failed]);

  useEffect(() => {
    if (profile.data === undefined || !properties.data || !photoSessions.data) return;
    const owner = ownerStepsDone({ profile: profile.data, properties: properties.data, photoSessions: photoSessions.data });
    dispatch(
      synced({
        now: new Date().toISOString(),
        started: profile.data !== null || owner.size > 0,
        ownerSteps: [...owner],
        properties: properties.data.map((property) => ({
          id: property.id,
          name: propertyName(property.property_name),
          completed: [...propertyStepsDone({ profile: profile.data, property, photoSessions: photoSessions.data ?? [] })],
        })),
      }),
    );
  }, [dispatch, profile.data, properties.data, photoSessions.data]);

  return {
    state: useAppSelector(selectOnboarding),
    profile: profile.data,
    properties: properties.data,
    photoSessions: photoSessions.data,
    isLoading: skip || loading || profile.data === undefined || !properties.data || !photoSessions.data,
    isError: failed,
    retry: () => {
      for (const query of [profile, properties, photoSessions]) if (query.isError) void query.refetch();
    },
  };
}
