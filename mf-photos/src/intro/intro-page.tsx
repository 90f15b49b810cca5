import { useMemo } from 'react';
import { useNavigate } from '@portal/shared/router';
import { useOfflineQueueSync } from '../offline-queue/use-offline-queue-sync';
import { useQueuedBookings } from '../offline-queue/use-queued-bookings';
import { paths } from '../paths';
import { propertyName, useOwnerPhotoData } from '../session-api/use-owner-photo-data';
import { IntroView, type IntroSessionsState } from './intro-view';

/** `/sessao-fotos-intro`. */
export function IntroPage() {
  useOfflineQueueSync();
  const navigate = useNavigate();
  const { data } = useOwnerPhotoData();
  const queue = useQueuedBookings();

  const photoSessions = useMemo((): IntroSessionsState => {
    if (data.state === 'loading') return { state: 'loading' };
    if (data.state === 'error') return { state: 'error', retry: data.retry };
    const names = new Map(data.properties.map((p) => [p.id, propertyName(p)]));
    return {
      state: 'ready',
      items: data.photoSessions.map((s) => ({ id: s.id, propertyName: names.get(s.property_id) ?? propertyName(null), date: s.date, timeSlot: s.time_slot, status: s.status })),
    };
  }, [data]);

  return (
    <IntroView
      photoSessions={photoSessions}
      queue={{ pending: queue.pending, refused: queue.refused, onDismiss: queue.dismiss }}
      onStart={() => navigate(paths.chooseProperty.getHref())}
      onOpenSession={(id) => navigate(paths.sessionDetail.getHref(id))}
      onBack={() => navigate(paths.dashboard.getHref())}
    />
  );
}
