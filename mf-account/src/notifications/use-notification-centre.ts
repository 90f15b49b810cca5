import { useMemo, useState } from 'react';
import { useGetPhotoSessionsQuery, useGetPropertiesQuery } from '@portal/shared/api';
import { composeNotifications, isDerivedNotification } from './notification-centre';
import type { AppNotification } from './notifications';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { toast } from '@portal/shared/ui';
import { useDeleteNotificationMutation } from './delete-notification';
import { useGetNotificationCountsQuery, useGetNotificationsQuery, useLoadMoreNotificationsMutation } from './get-notifications';
import { useMarkAllNotificationsReadMutation } from './mark-all-notifications-read';
import { useMarkNotificationReadMutation } from './mark-notification-read';
import { useDerivedMarks } from './use-derived-marks';

// Not quoted by the spec: the change was rolled back, so the owner is told it did not stick.
const UPDATE_FAILED = 'Não foi possível atualizar suas notificações. Tente novamente.';

export type NotificationCentreState =
  | { state: 'loading' }
  | { state: 'error'; retry: () => void }
  | {
      state: 'ready';
      notifications: AppNotification[];
      now: Date;
      /** Stored notifications not read yet among those not loaded (the database counts them). */
      unreadNotShown?: number;
      /** Stored notifications not loaded yet: 'Mostrar mais' reads them. */
      more?: number;
    };

/** What the database's counts add to the loaded rows: the unread and the stored ones not loaded yet. */
function notShown(rows: ReadonlyArray<{ read: boolean }>, counts: { total: number; unread: number } | undefined): { unreadNotShown: number; more: number } {
  if (!counts) return { unreadNotShown: 0, more: 0 };
  const loadedUnread = rows.filter((row) => !row.read).length;
  return { unreadNotShown: Math.max(0, counts.unread - loadedUnread), more: Math.max(0, counts.total - rows.length) };
}

/**
 * The owner's notifications as the centre and the dashboard widget show them, and what the owner can do
 * with them. Stored ones change in the backend; derived ones keep their marks in this browser.
 */
export function useNotificationCentre() {
  const userId = useAppSelector(selectSessionUser)?.id;
  const skip = !userId;
  const rows = useGetNotificationsQuery(userId ?? '', { skip });
  const counts = useGetNotificationCountsQuery(userId ?? '', { skip });
  const [loadMore, { isLoading: loadingMore }] = useLoadMoreNotificationsMutation();
  const properties = useGetPropertiesQuery(userId ?? '', { skip });
  const photoSessions = useGetPhotoSessionsQuery(userId ?? '', { skip });
  const { marks, markRead: markDerivedRead, markDeleted: markDerivedDeleted } = useDerivedMarks(userId);
  const [now] = useState(() => new Date());
  const [markReadOnServer] = useMarkNotificationReadMutation();
  const [markAllReadOnServer] = useMarkAllNotificationsReadMutation();
  const [deleteOnServer] = useDeleteNotificationMutation();

  const view = useMemo((): NotificationCentreState => {
    const queries = [rows, properties, photoSessions];
    if (queries.some((query) => query.isError)) {
      return { state: 'error', retry: () => queries.forEach((query) => query.isError && void query.refetch()) };
    }
    if (skip || !rows.data || !properties.data || !photoSessions.data) return { state: 'loading' };
    return {
      state: 'ready',
      now,
      notifications: composeNotifications({ rows: rows.data, photoSessions: photoSessions.data, properties: properties.data, now, marks }),
      ...notShown(rows.data, counts.data),
    };
  }, [rows, counts.data, properties, photoSessions, skip, now, marks]);

  const notifications = view.state === 'ready' ? view.notifications : [];
  const failed = () => toast.light(UPDATE_FAILED, 'error');

  return {
    view,
    loadingMore,
    showMore() {
      if (!userId || !rows.data) return;
      loadMore({ userId, offset: rows.data.length }).unwrap().catch(failed);
    },
    markRead(notification: AppNotification) {
      if (notification.read || !userId) return;
      if (isDerivedNotification(notification.id)) markDerivedRead([notification.id]);
      else markReadOnServer({ userId, id: notification.id }).unwrap().catch(failed);
    },
    markAllRead() {
      if (!userId) return;
      const unread = notifications.filter((n) => !n.read);
      const derived = unread.filter((n) => isDerivedNotification(n.id)).map((n) => n.id);
      if (derived.length > 0) markDerivedRead(derived);
      const storedUnread = unread.length - derived.length + (view.state === 'ready' ? (view.unreadNotShown ?? 0) : 0);
      if (storedUnread > 0) markAllReadOnServer({ userId }).unwrap().catch(failed);
    },
    remove(notification: AppNotification) {
      if (!userId) return;
      if (isDerivedNotification(notification.id)) markDerivedDeleted(notification.id);
      else deleteOnServer({ userId, id: notification.id }).unwrap().catch(failed);
    },
  };
}
