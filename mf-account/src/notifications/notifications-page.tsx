import { useEffect } from 'react';
import { useNavigate } from '@portal/shared/router';
import { toast } from '@portal/shared/ui';
import { NotificationCentreView } from './notification-centre-view';
import { NotificationSettings } from './notification-settings';
import { useNotificationCentre } from './use-notification-centre';

/**
 * `/notificacoes`. The spec leaves the centre's route unnamed; this path is the portal's route table's,
 * and the account menu's 'Notificações' opens it.
 */
export function NotificationsPage() {
  const navigate = useNavigate();
  const centre = useNotificationCentre();
  // Marks, deletions and settings answer with a toast: its code comes now, while the owner is online, so a change
  // that fails for want of a connection says so at once.
  useEffect(() => toast.prepare(), []);
  return (
    <NotificationCentreView
      view={centre.view}
      onOpen={centre.markRead}
      onDelete={centre.remove}
      onMarkAllRead={centre.markAllRead}
      onShowMore={centre.showMore}
      loadingMore={centre.loadingMore}
      onAction={(notification) => {
        centre.markRead(notification);
        if (notification.action) navigate(notification.action.route);
      }}
      settings={<NotificationSettings />}
    />
  );
}
