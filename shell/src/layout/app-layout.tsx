import { Suspense, useDeferredValue } from 'react';
import { Outlet } from '@portal/shared/router';
import { useGetUnreadMessageCountQuery, useOwnerOverview } from '@portal/shared/api';
import { useAppConfig } from '@portal/shared/host';
import { selectSessionUser, selectStoreInstanceId, useAppDispatch, useAppSelector } from '@portal/shared/store';
import { LoadingFallback } from '@portal/shared/ui';
import { forceLogout } from '../session/logout';
import { stopSessionMonitoring } from '../session/session-lifecycle';
import { AlertList } from './alert-list';
import { useNavigationPending } from '../router/navigation-pending';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { NavigationProgress } from './navigation-progress';
import { OfflineBanner } from './offline-banner';
import { QueuedSendsSender } from './queued-sends-sender';
import { QuickMenu } from './quick-menu';
import { ScrollToTop } from './scroll-to-top';
import { useDismissedAlerts } from './use-dismissed-alerts';

/** The frame of every signed-in page. */
/**
 * The bar of a navigation under way, in a component of its own: the router's state is read through
 * useSyncExternalStore, whose updates render at once, inside the tap. Read by the layout, that
 * render took the whole current page with it (130–170 ms of a tab's tap on a phone's CPU); here it
 * is this bar alone, and the pages change in the router's transition.
 */
function PendingNavigation() {
  return <NavigationProgress pending={useNavigationPending()} />;
}

/**
 * How often the frame asks again while the page is in view: a reply the team writes while the owner is on another
 * screen reaches the Mensagens badge within a minute (the messages screens follow replies live).
 */
const UNREAD_MESSAGES_POLL_MS = 60_000;

/**
 * The team's messages the owner has not read, for the Mensagens tab and quick-menu item: one query, asked once
 * the frame knows messages are open to the owner, again every minute while the page is in view and when the owner
 * comes back to it, and kept current at once by the messages screens (a reply arriving, a conversation read).
 */
function useUnreadMessages(open: boolean): number {
  const userId = useAppSelector(selectSessionUser)?.id;
  const { data } = useGetUnreadMessageCountQuery(userId ?? '', { skip: !userId || !open, refetchOnFocus: true, pollingInterval: UNREAD_MESSAGES_POLL_MS, skipPollingIfUnfocused: true });
  return open ? (data ?? 0) : 0;
}

export function AppLayout() {
  const storeId = useAppSelector(selectStoreInstanceId);
  const dispatch = useAppDispatch();
  const { supportUrl } = useAppConfig();
  const { dismissed, dismiss } = useDismissedAlerts();
  // Deferred: the owner's data arriving re-renders the frame in slices the browser can interrupt,
  // not in one long task (the dashboard page defers the same way, so both show in one commit).
  const overview = useDeferredValue(useOwnerOverview({ supportUrl, dismissedAlertIds: dismissed }));
  const ready = overview.state === 'ready' ? overview : null;
  const unreadMessages = useUnreadMessages(ready !== null && !ready.flags.featuresBlocked);

  return (
    <div data-store-id={storeId} style={{ minHeight: '100vh', paddingBottom: 80 }}>
      <ScrollToTop />
      <PendingNavigation />
      <AppHeader onForceLogout={() => forceLogout({ dispatch, stopMonitoring: stopSessionMonitoring })} />
      <OfflineBanner />
      {/* Bookings and messages kept offline go out from any page, not only from the screen that queued them. */}
      <QueuedSendsSender />
      <main style={{ maxWidth: 960, margin: '0 auto', padding: '12px 16px 24px' }}>
        {ready && <QuickMenu items={ready.quickMenu} unreadMessages={unreadMessages} />}
        {ready && <AlertList alerts={ready.alerts} onDismiss={dismiss} />}
        {/* The one Suspense of the page area: a deep link shows 'Carregando...' here, while a
            navigation keeps the current page (with the progress bar) until the next can show. */}
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomBar featuresBlocked={ready?.flags.featuresBlocked ?? false} unreadMessages={unreadMessages} />
    </div>
  );
}
