import { useState, type ReactNode } from 'react';
import { unreadCount, type AppNotification } from './notifications';
import { Alert, Badge, Button, Card, controlHeight, Page, Skeleton } from '@portal/shared/ui';
import { SettingOutlined } from '@portal/shared/icons';
import type { NotificationCentreState } from './use-notification-centre';
import { NotificationList } from './notification-list';

interface Props {
  view: NotificationCentreState;
  onOpen: (notification: AppNotification) => void;
  onDelete: (notification: AppNotification) => void;
  onAction: (notification: AppNotification) => void;
  onMarkAllRead: () => void;
  /** 'Mostrar mais': the next stored notifications. */
  onShowMore?: () => void;
  loadingMore?: boolean;
  /** The settings panel shown by the 'Configurações' toggle. */
  settings: ReactNode;
  /** Stories show the panel open. */
  settingsOpen?: boolean;
}

/** The notifications centre screen over a loaded (or loading, or failed) list. */
export function NotificationCentreView({ view, onOpen, onDelete, onAction, onMarkAllRead, onShowMore, loadingMore = false, settings, settingsOpen = false }: Props) {
  const [showSettings, setShowSettings] = useState(settingsOpen);
  // The loaded ones, and the unread ones the database counts among those not loaded yet.
  const unread = view.state === 'ready' ? unreadCount(view.notifications) + (view.unreadNotShown ?? 0) : 0;
  const more = view.state === 'ready' ? (view.more ?? 0) : 0;

  return (
    <Page
      title="Central de Notificações"
      subtitle="Acompanhe todas as atualizações sobre seu progresso e propriedades"
      actions={
        <Button icon={<SettingOutlined aria-hidden />} aria-expanded={showSettings} aria-controls="notification-settings" onClick={() => setShowSettings((open) => !open)}>
          Configurações
        </Button>
      }
    >
      {showSettings && (
        <Card id="notification-settings" size="small" title="Configurações de notificação" style={{ marginBottom: 16 }}>
          {settings}
        </Card>
      )}

      <Card
        size="small"
        title={
          <span style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            Notificações <Badge count={unread} aria-label={`${unread} não lidas`} />
          </span>
        }
        extra={
          <Button type="link" size="small" disabled={unread === 0} onClick={onMarkAllRead} style={{ minHeight: controlHeight.touch }}>
            Marcar todas como lidas
          </Button>
        }
        styles={{ body: { padding: 0 } }}
      >
        {view.state === 'loading' && (
          <div role="status" aria-label="Carregando notificações" style={{ padding: 16 }}>
            <Skeleton active avatar paragraph={{ rows: 2 }} />
            <Skeleton active avatar paragraph={{ rows: 2 }} />
          </div>
        )}
        {view.state === 'error' && (
          <Alert
            type="error"
            showIcon
            style={{ margin: 12 }}
            title="Erro ao carregar suas notificações"
            action={<Button size="small" onClick={view.retry}>Tentar novamente</Button>}
          />
        )}
        {view.state === 'ready' && <NotificationList notifications={view.notifications} now={view.now} onOpen={onOpen} onDelete={onDelete} onAction={onAction} />}
        {more > 0 && onShowMore && (
          <div style={{ padding: 12 }}>
            <Button block loading={loadingMore} onClick={onShowMore}>
              Mostrar mais ({more})
            </Button>
          </div>
        )}
      </Card>
    </Page>
  );
}
