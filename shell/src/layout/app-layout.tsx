import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { selectStoreInstanceId, useAppSelector } from '@portal/shared/store';
import { LoadingFallback } from '@portal/shared/ui';
import { AppHeader } from './app-header';
import { BottomBar } from './bottom-bar';
import { OfflineBanner } from './offline-banner';
import { ScrollToTop } from './scroll-to-top';

/** The frame of every signed-in page. */
export function AppLayout() {
  const storeId = useAppSelector(selectStoreInstanceId);
  return (
    <div data-store-id={storeId} style={{ minHeight: '100vh', paddingBottom: 72 }}>
      <ScrollToTop />
      <AppHeader />
      <OfflineBanner />
      <main style={{ maxWidth: 960, margin: '0 auto', padding: '16px 16px 24px' }}>
        {/* One Suspense above the outlet: a lazy route reveals without a second fallback flash. */}
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <BottomBar />
    </div>
  );
}
