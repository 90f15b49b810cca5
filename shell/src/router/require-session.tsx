import { useDeferredValue, type ReactNode } from 'react';
import { Navigate } from '@portal/shared/router';
import { selectSessionStatus, useAppSelector } from '@portal/shared/store';
import { FullScreenSpinner } from '@portal/shared/ui';

/** The login guard: children render only for a signed-in owner whose session has loaded. */
export function RequireSession({ children }: { children: ReactNode }) {
  const live = useAppSelector(selectSessionStatus);
  // A session that starts opens the whole signed-in frame: React can render that as a deferred
  // update, in slices between which the browser responds, instead of in one task of the store's
  // synchronous update (the spinner stays a moment longer). A session that ends or is loading
  // again takes effect at once: the frame never shows without its owner.
  const opening = useDeferredValue(live);
  const status = live === 'signedIn' ? opening : live;
  if (status === 'loading') return <FullScreenSpinner />;
  if (status === 'signedOut') return <Navigate to="/auth" replace />;
  return <>{children}</>;
}
