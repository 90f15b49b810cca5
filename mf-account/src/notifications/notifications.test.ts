import type { Alert } from '@portal/shared/domain';
import {
  buildNotifications,
  DEFAULT_NOTIFICATION_SETTINGS,
  isSettingDisabled,
  notificationSettingToast,
  unreadCount,
} from './notifications';

const NOW = new Date('2025-03-05T12:00:00Z');

describe('notification settings', () => {
  it('starts with everything on', () => {
    expect(DEFAULT_NOTIFICATION_SETTINGS).toEqual({ enabled: true, emailUpdates: true, pushNotifications: true, statusChanges: true, reminders: true });
  });

  it.each([
    ['enabled', false],
    ['emailUpdates', true],
    ['pushNotifications', true],
    ['statusChanges', true],
    ['reminders', true],
  ] as const)('with notifications off, %s is disabled: %p', (key, disabled) => {
    expect(isSettingDisabled({ ...DEFAULT_NOTIFICATION_SETTINGS, enabled: false }, key)).toBe(disabled);
    expect(isSettingDisabled(DEFAULT_NOTIFICATION_SETTINGS, key)).toBe(false);
  });

  it.each([
    ['reminders', true, 'Notificações ativadas para lembretes'],
    ['emailUpdates', false, 'Notificações desativadas para atualizações por email'],
    ['enabled', false, 'Notificações desativadas para todas as notificações'],
  ] as const)('toast for %s turned %p says %p', (key, enabled, description) => {
    expect(notificationSettingToast(key, enabled)).toEqual({ title: 'Configuração atualizada', description });
  });
});

describe('notification list', () => {
  const alerts: Alert[] = [
    { id: 'photo-session-s1', type: 'photography', title: 'Sessão de fotos agendada', message: 'm', action: { label: 'Ver detalhes', route: '/sessao-fotos-confirmacao?sessionId=s1' }, dismissible: true },
    { id: 'onboarding-x', type: 'onboarding', title: 't', message: 'm', dismissible: false },
  ];

  it('dates the static reminder two hours before now', () => {
    expect(buildNotifications([], NOW)).toEqual([expect.objectContaining({ type: 'reminder', title: 'Complete o cadastro da sua propriedade', timestamp: '2025-03-05T10:00:00.000Z', read: false })]);
  });

  it('turns photo-session alerts into photography notifications and adds the reminder', () => {
    const list = buildNotifications(alerts, NOW, new Set(['photo-session-s1']));
    expect(list.map((n) => [n.id, n.type, n.read])).toEqual([
      ['photo-session-s1', 'photography', true],
      ['reminder-complete-property', 'reminder', false],
    ]);
    expect(list[0]?.action?.route).toBe('/sessao-fotos-confirmacao?sessionId=s1');
  });

  it('counts the unread ones', () => {
    expect(unreadCount(buildNotifications(alerts, NOW))).toBe(2);
    expect(unreadCount(buildNotifications(alerts, NOW, new Set(['photo-session-s1'])))).toBe(1);
  });
});
