import type { ReactNode } from 'react';
import { Navigate } from '@portal/shared/router';
import { selectSessionStatus, useAppSelector } from '@portal/shared/store';
import { FullScreenSpinner } from '@portal/shared/ui';

/** The login guard: children render only for a signed-in owner whose session has loaded. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut') return <Navigate to="/auth" replace />;
  return <>{children}</>;
}
