import { useEffect } from 'react';
import { useGetProfileQuery, type ApiError } from '@portal/shared/api';
import { profileLoadErrorToast } from '@portal/shared/domain';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';

/** The signed-in owner and their profile; a failed load is announced once with the spec's toast. */
export function useAccountProfile() {
  const user = useAppSelector(selectSessionUser);
  const query = useGetProfileQuery(user?.id ?? '', { skip: !user });
  const error = query.error as ApiError | undefined;

  useEffect(() => {
    if (error) toast.show({ ...profileLoadErrorToast(error.code), variant: 'error' });
  }, [error]);

  return { user, profile: query.data ?? null, isLoading: Boolean(user) && query.isLoading, isError: query.isError, refetch: query.refetch };
}
