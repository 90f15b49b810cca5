import type { Alert } from '@portal/shared/domain';

/** The spec's five types, and 'message': a reply of the team, whose action opens the conversation. */
export type NotificationType = 'status_change' | 'reminder' | 'completion' | 'error' | 'photography' | 'message';

export interface AppNotification {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  /** ISO timestamp */
  timestamp: string;
  read: boolean;
  action?: { label: string; route: string };
}

export interface NotificationSettings {
  enabled: boolean;
  emailUpdates: boolean;
  pushNotifications: boolean;
  statusChanges: boolean;
  reminders: boolean;
}

export type NotificationSettingKey = keyof NotificationSettings;

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  enabled: true,
  emailUpdates: true,
  pushNotifications: true,
  statusChanges: true,
  reminders: true,
};

/** pt-BR names of the settings, used in the panel and the toast (not quoted by the spec). */
export const NOTIFICATION_SETTING_LABELS: Record<NotificationSettingKey, string> = {
  enabled: 'todas as notificações',
  emailUpdates: 'atualizações por email',
  pushNotifications: 'notificações push',
  statusChanges: 'mudanças de status',
  reminders: 'lembretes',
};

export const NOTIFICATIONS_EMPTY_TEXT = 'Nenhuma notificação ainda';

/** The four sub-options are disabled while notifications are off. */
export function isSettingDisabled(settings: NotificationSettings, key: NotificationSettingKey): boolean {
  return key !== 'enabled' && !settings.enabled;
}

/** Toast after a setting changes: 'Notificações ativadas para lembretes'. */
export function notificationSettingToast(key: NotificationSettingKey, enabled: boolean): { title: string; description: string } {
  return {
    title: 'Configuração atualizada',
    description: `${enabled ? 'Notificações ativadas' : 'Notificações desativadas'} para ${NOTIFICATION_SETTING_LABELS[key]}`,
  };
}

export const STATIC_REMINDER_ID = 'reminder-complete-property';

/** The reminder always added to the list, dated two hours before `now`. */
function staticReminder(now: Date): AppNotification {
  return {
    id: STATIC_REMINDER_ID,
    type: 'reminder',
    title: 'Complete o cadastro da sua propriedade',
    message: 'Finalize as informações da sua propriedade para avançar na ativação.',
    timestamp: new Date(now.getTime() - 2 * 3_600_000).toISOString(),
    read: false,
    action: { label: 'Continuar', route: '/cadastro-imovel' },
  };
}

/**
 * Photo-session alerts become 'photography' notifications (stamped `now`, as alerts carry no time), followed by
 * the static reminder. `readIds` keeps what the owner already read.
 */
export function buildNotifications(alerts: readonly Alert[], now: Date, readIds: ReadonlySet<string> = new Set()): AppNotification[] {
  const photography = alerts
    .filter((alert) => alert.type === 'photography')
    .map<AppNotification>((alert) => ({
      id: alert.id,
      type: 'photography',
      title: alert.title,
      message: alert.message,
      timestamp: now.toISOString(),
      read: readIds.has(alert.id),
      ...(alert.action ? { action: alert.action } : {}),
    }));
  const reminder = staticReminder(now);
  return [...photography, { ...reminder, read: readIds.has(reminder.id) }];
}

export function unreadCount(list: readonly AppNotification[]): number {
  return list.filter((n) => !n.read).length;
}
