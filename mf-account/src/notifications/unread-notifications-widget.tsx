import { UnreadNotificationsCard } from './unread-notifications-card';
import { useNotificationCentre } from './use-notification-centre';

/** Dashboard widget 'unread-notifications'. */
export function UnreadNotificationsWidget() {
  const { view } = useNotificationCentre();
  return <UnreadNotificationsCard view={view} />;
}
