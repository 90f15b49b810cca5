import { Link } from '@portal/shared/router';
import { latestUnread } from './notification-centre';
import { unreadCount } from './notifications';
import { formatRelativeTime } from '@portal/shared/format';
import { Alert, Badge, Button, Card, fontSize, Skeleton, Typography } from '@portal/shared/ui';
import { BellOutlined } from '@portal/shared/icons';
import { paths } from '../paths';
import { NOTIFICATION_LOOK } from './notification-list';
import type { NotificationCentreState } from './use-notification-centre';

// Not quoted by the spec (the widget is the portal's own).
const NO_UNREAD_TEXT = 'Nenhuma notificação não lida';

/** The dashboard's compact card: unread count and the latest unread items, linking to the centre. */
export function UnreadNotificationsCard({ view }: { view: NotificationCentreState }) {
  // The loaded ones, and the unread ones the database counts among those not loaded yet.
  const unread = view.state === 'ready' ? unreadCount(view.notifications) + (view.unreadNotShown ?? 0) : 0;
  return (
    <Card
      size="small"
      title={
        <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
          <BellOutlined aria-hidden /> Notificações {view.state === 'ready' && <Badge count={unread} showZero aria-label={`${unread} não lidas`} />}
        </span>
      }
      extra={<Link to={paths.notifications.getHref()}>Ver todas</Link>}
    >
      {view.state === 'loading' && (
        <div role="status" aria-label="Carregando notificações">
          <Skeleton active paragraph={{ rows: 2 }} title={false} />
        </div>
      )}
      {view.state === 'error' && (
        <Alert
          type="error"
          showIcon
          title="Erro ao carregar suas notificações"
          action={<Button size="small" onClick={view.retry}>Tentar novamente</Button>}
        />
      )}
      {view.state === 'ready' &&
        (unread === 0 ? (
          <Typography.Text type="secondary">{NO_UNREAD_TEXT}</Typography.Text>
        ) : (
          <ul aria-label="Notificações não lidas" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 8 }}>
            {latestUnread(view.notifications).map((notification) => {
              const Icon = NOTIFICATION_LOOK[notification.type].icon;
              return (
                <li key={notification.id} style={{ display: 'flex', gap: 8 }}>
                  <Icon style={{ color: NOTIFICATION_LOOK[notification.type].color, marginTop: 4 }} />
                  <div style={{ minWidth: 0 }}>
                    <Typography.Text strong ellipsis style={{ display: 'block' }}>
                      {notification.title}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: fontSize.caption }}>
                      {formatRelativeTime(notification.timestamp, view.now)}
                    </Typography.Text>
                  </div>
                </li>
              );
            })}
          </ul>
        ))}
    </Card>
  );
}
