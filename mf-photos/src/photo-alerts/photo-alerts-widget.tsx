import { toast } from '@portal/shared/ui';
import { useMemo } from 'react';
import { useNavigate } from '@portal/shared/router';
import { todayInBrazil } from '@portal/shared/domain';
import { useOfflineQueueSync } from '../offline-queue/use-offline-queue-sync';
import { useQueuedBookings } from '../offline-queue/use-queued-bookings';
import { paths } from '../paths';
import { useGetRatingsQuery } from '../rating/get-ratings';
import { clock } from '../scheduling/clock';
import { CALENDAR_FILE_FAILED, downloadSessionCalendarFile } from '../session-detail/calendar-file';
import { checklistProgress, useChecklist } from '../session-detail/checklist';
import { useOwnerPhotoData } from '../session-api/use-owner-photo-data';
import { PhotoAlertsCard } from './photo-alerts-card';
import { photoAlertsContent } from './photo-alerts-content';
import { needsRatings } from './prepare-photo-alerts';

/**
 * Dashboard widget 'photo-alerts'. It also sends the offline queue: the dashboard is where an owner
 * lands after booking, so bookings kept offline go out as soon as the portal opens there.
 */
export function PhotoAlertsWidget() {
  useOfflineQueueSync();
  const navigate = useNavigate();
  const { userId, data } = useOwnerPhotoData();
  const queue = useQueuedBookings();
  const photoSessions = data.state === 'ready' ? data.photoSessions : [];
  const ratings = useGetRatingsQuery(userId ?? '', { skip: !userId || !needsRatings(photoSessions) });

  const content = useMemo(() => {
    if (data.state !== 'ready') return { next: null, toRate: null };
    return photoAlertsContent({
      photoSessions: data.photoSessions,
      properties: data.properties,
      today: todayInBrazil(clock.now()),
      ratedSessionIds: new Set((ratings.data ?? []).map((r) => r.related_entity_id)),
    });
  }, [data, ratings.data]);
  const { checklist } = useChecklist(content.next?.session.id ?? '');

  // Until the ratings are known nobody is invited to rate what they may have rated already.
  const toRate = content.toRate && ratings.data ? { sessionId: content.toRate.session.id, propertyName: content.toRate.propertyName } : null;
  const next = content.next;

  return (
    <PhotoAlertsCard
      next={
        next && {
          sessionId: next.session.id,
          propertyName: next.propertyName,
          date: next.session.date,
          timeSlot: next.session.time_slot,
          status: next.session.status,
          prepared: checklistProgress(checklist),
        }
      }
      toRate={toRate}
      queue={{ pending: queue.pending, refused: queue.refused, onDismiss: queue.dismiss }}
      onOpen={(id) => navigate(paths.sessionDetail.getHref(id))}
      onAddToCalendar={() => {
        if (next) void downloadSessionCalendarFile(next.session, next.propertyName, clock.now()).then((made) => made || toast.show({ ...CALENDAR_FILE_FAILED, variant: 'error' }));
      }}
      onRate={(id, name) => navigate(paths.feedback.getHref(id, name))}
    />
  );
}
