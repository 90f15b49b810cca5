import { Navigate } from '@portal/shared/router';
import { selectSessionStatus, useAppSelector } from '@portal/shared/store';
import { FullScreenSpinner } from '@portal/shared/ui';

/** `/`: a spinner while authentication loads, then the dashboard or the auth screen. */
export function RootRedirect() {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'loading') return <FullScreenSpinner />;
  return <Navigate to={status === 'signedIn' ? '/dashboard' : '/auth'} replace />;
}
