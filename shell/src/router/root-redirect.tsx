import { Navigate, useLocation } from '@portal/shared/router';
import { selectSessionStatus, useAppSelector } from '@portal/shared/store';
import { FullScreenSpinner } from '@portal/shared/ui';
import { linkErrorFromHash } from '../auth/link-error';

/**
 * `/`: a spinner while authentication loads, then the dashboard or the auth screen. The sign-up
 * confirmation link returns to the site root; when it failed (expired, already used) its
 * `#error=…` goes along to /auth, which says so.
 */
export function RootRedirect() {
  const status = useAppSelector(selectSessionStatus);
  const { hash } = useLocation();
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedIn') return <Navigate to="/dashboard" replace />;
  return <Navigate to={{ pathname: '/auth', hash: linkErrorFromHash(hash) ? hash : '' }} replace />;
}
