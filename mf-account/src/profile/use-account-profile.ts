import { useEffect } from 'react';
import { useGetProfileQuery, type ApiError } from '@portal/shared/api';
import { profileLoadErrorToast } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';

/** What a screen shows in place of the profile's form when it could not be read: the spec's toast title. */
export const PROFILE_LOAD_FAILED = profileLoadErrorToast().title;

/**
 * The signed-in owner and their profile; a failed load is announced once with the spec's toast, and `loadFailed`
 * tells the screens to offer 'Tentar novamente' instead of a form that would look as if nothing were saved.
 */
export function useAccountProfile() {
  const user = useAppSelector(selectSessionUser);
  const query = useGetProfileQuery(user?.id ?? '', { skip: !user });
  const error = query.error as ApiError | undefined;

  useEffect(() => {
    if (error) toast.show({ ...profileLoadErrorToast(error.code), variant: 'error' });
  }, [error]);

  return {
    user,
    profile: query.data ?? null,
    isLoading: Boolean(user) && query.isLoading,
    loadFailed: query.isError && query.data === undefined && !query.isFetching,
    retry: () => void query.refetch(),
  };
}
