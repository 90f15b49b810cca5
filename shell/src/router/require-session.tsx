import { useDeferredValue, type ReactNode } from 'react';
import { Navigate } from '@portal/shared/router';
import { selectSessionStatus, useAppSelector } from '@portal/shared/store';
import { FullScreenSpinner } from '@portal/shared/ui';

/** The login guard: children render only for a signed-in owner whose session has loaded. */
export function RequireSession({ children }: { children: ReactNode }) {
  // A restored session opens the whole signed-in frame: React renders that as a deferred update,
  // in slices between which the browser can respond, instead of in one task of the store's
  // synchronous update (the guard shows its spinner a moment longer).
  const status = useDeferredValue(useAppSelector(selectSessionStatus));
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut') return <Navigate to="/auth" replace />;
  return <>{children}</>;
}
