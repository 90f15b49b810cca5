import type { ComponentType } from 'react';
import { NOTIFICATIONS_EMPTY_TEXT, type AppNotification, type NotificationType } from './notifications';
import { NOTIFICATION_LIST_MAX_HEIGHT } from './notification-centre';
import { formatRelativeTime } from '@portal/shared/format';
import { Button, controlHeight, Empty, fontSize, iconSize, palette, tones, Typography } from '@portal/shared/ui';
import { CameraOutlined, CheckCircleOutlined, CloseCircleOutlined, DeleteOutlined, InfoCircleOutlined, MessageOutlined, ScheduleOutlined } from '@portal/shared/icons';

/** Each type has its own icon and colour (spec part 1 §2). */
export const NOTIFICATION_LOOK: Record<NotificationType, { icon: ComponentType<{ style?: React.CSSProperties }>; color: string; label: string }> = {
  status_change: { icon: InfoCircleOutlined, color: palette.brand, label: 'Mudança de status' },
  reminder: { icon: ScheduleOutlined, color: palette.warning, label: 'Lembrete' },
  completion: { icon: CheckCircleOutlined, color: palette.success, label: 'Concluído' },
  error: { icon: CloseCircleOutlined, color: palette.danger, label: 'Erro' },
  photography: { icon: CameraOutlined, color: tones.info.text, label: 'Fotografia' },
  message: { icon: MessageOutlined, color: tones.brand.text, label: 'Mensagem' },
};

interface Props {
  notifications: AppNotification[];
  now: Date;
  onOpen: (notification: AppNotification) => void;
  onDelete: (notification: AppNotification) => void;
  onAction: (notification: AppNotification) => void;
}

/** The centre's list: newest first, unread marked, scrolling within 24rem. */
export function NotificationList({ notifications, now, onOpen, onDelete, onAction }: Props) {
  if (notifications.length === 0) return <Empty description={NOTIFICATIONS_EMPTY_TEXT} />;
  return (
    <ul aria-label="Notificações" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: NOTIFICATION_LIST_MAX_HEIGHT, overflowY: 'auto' }}>
      {notifications.map((notification) => {
        const look = NOTIFICATION_LOOK[notification.type];
        const Icon = look.icon;
        return (
          <li
            key={notification.id}
            data-notification-type={notification.type}
            data-read={notification.read}
            aria-label={notification.title}
            style={{
              display: 'flex',
              gap: 12,
              padding: 12,
              borderBottom: `1px solid ${tones.neutral.background}`,
              background: notification.read ? undefined : tones.brand.tint,
            }}
          >
            <Icon style={{ color: look.color, fontSize: iconSize.medium, marginTop: 2 }} aria-label={look.label} />
            {/* The title is the row's button (its name says what a tap does); the rest of the row opens it too for a pointer. */}
            <div onClick={() => onOpen(notification)} style={{ flex: 1, minWidth: 0, cursor: 'pointer' }}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                {!notification.read && (
                  <span role="img" aria-label="Não lida" style={{ width: 8, height: 8, borderRadius: 4, background: palette.danger, flex: 'none' }} />
                )}
                <button
                  type="button"
                  aria-label={`Abrir: ${notification.title}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onOpen(notification);
                  }}
                  style={{ padding: 0, margin: 0, border: 0, background: 'none', font: 'inherit', color: 'inherit', textAlign: 'left', cursor: 'pointer' }}
                >
                  <Typography.Text strong={!notification.read}>{notification.title}</Typography.Text>
                </button>
              </div>
              <Typography.Paragraph type="secondary" style={{ margin: '2px 0 4px' }}>
                {notification.message}
              </Typography.Paragraph>
              <Typography.Text type="secondary" style={{ fontSize: fontSize.caption }}>
                {formatRelativeTime(notification.timestamp, now)}
              </Typography.Text>
              {notification.action && (
                <div style={{ marginTop: 6 }}>
                  <Button
                    style={{ minHeight: controlHeight.touch }}
                    onClick={(event) => {
                      event.stopPropagation();
                      onAction(notification);
                    }}
                  >
                    {notification.action.label}
                  </Button>
                </div>
              )}
            </div>
            {/* A fingertip wide, reaching into the row's padding so the row keeps its size. */}
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={`Excluir notificação: ${notification.title}`}
              onClick={() => onDelete(notification)}
              style={{ flex: 'none', width: controlHeight.touch, height: controlHeight.touch, margin: '-10px -8px 0 0' }}
            />
          </li>
        );
      })}
    </ul>
  );
}
