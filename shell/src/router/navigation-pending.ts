import { useSyncExternalStore } from 'react';
import { useLocation, type createBrowserRouter } from '@portal/shared/router';

type PortalRouter = ReturnType<typeof createBrowserRouter>;

let watched: PortalRouter | null = null;

/** The router whose navigations the layout reports (the portal has one). */
export function watchNavigations(router: PortalRouter): void {
  watched = router;
}

const subscribe = (onChange: () => void) => (watched ? watched.subscribe(() => onChange()) : () => undefined);
const requestedKey = () => watched?.state.location.key ?? null;

/**
 * True from the moment the owner asks for a page until that page can show. The router renders
 * navigations in a transition, so while a remote's code downloads the current page stays on screen;
 * the router itself already holds the new location, and this compares the two.
 */
export function useNavigationPending(): boolean {
  const requested = useSyncExternalStore(subscribe, requestedKey, () => null);
  const shown = useLocation().key;
  return requested !== null && requested !== shown;
}
