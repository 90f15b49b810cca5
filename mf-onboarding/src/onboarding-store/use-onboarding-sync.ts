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
  const sessions = useGetPhotoSessionsQuery(userId ?? '', { skip });
  const loading = profile.isLoading || properties.isLoading || sessions.isLoading;
  const failed = profile.isError || properties.isError || sessions.isError;

  useEffect(() => {
    if (loading) dispatch(syncStarted());
    else if (failed) dispatch(syncFailed());
  }, [dispatch, loading, failed]);

  useEffect(() => {
    if (profile.data === undefined || !properties.data || !sessions.data) return;
    const owner = ownerStepsDone({ profile: profile.data, properties: properties.data, sessions: sessions.data });
    dispatch(
      synced({
        now: new Date().toISOString(),
        started: profile.data !== null || owner.size > 0,
        ownerSteps: [...owner],
        properties: properties.data.map((property) => ({
          id: property.id,
          name: propertyName(property.property_name),
          completed: [...propertyStepsDone({ profile: profile.data, property, sessions: sessions.data ?? [] })],
        })),
      }),
    );
  }, [dispatch, profile.data, properties.data, sessions.data]);

  return {
    state: useAppSelector(selectOnboarding),
    profile: profile.data,
    properties: properties.data,
    sessions: sessions.data,
    isLoading: skip || loading || profile.data === undefined || !properties.data || !sessions.data,
    isError: failed,
    retry: () => {
      for (const query of [profile, properties, sessions]) if (query.isError) void query.refetch();
    },
  };
}
