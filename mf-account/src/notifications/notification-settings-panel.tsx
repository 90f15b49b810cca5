import { NOTIFICATION_SETTING_LABELS, isSettingDisabled, type NotificationSettingKey, type NotificationSettings } from './notifications';
import { Switch, Typography } from '@portal/shared/ui';

const ORDER: NotificationSettingKey[] = ['enabled', 'emailUpdates', 'pushNotifications', 'statusChanges', 'reminders'];

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

interface Props {
  settings: NotificationSettings;
  onChange: (key: NotificationSettingKey, value: boolean) => void;
}

/** The settings toggles; the four sub-options are disabled while notifications are off. */
export function NotificationSettingsPanel({ settings, onChange }: Props) {
  return (
    <section aria-label="Configurações de notificação">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {ORDER.map((key) => {
          const id = `notification-setting-${key}`;
          return (
            <li key={key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '8px 0', paddingLeft: key === 'enabled' ? 0 : 16 }}>
              <Typography.Text id={id} strong={key === 'enabled'} disabled={isSettingDisabled(settings, key)}>
                {capitalised(NOTIFICATION_SETTING_LABELS[key])}
              </Typography.Text>
              <Switch aria-labelledby={id} checked={settings[key]} disabled={isSettingDisabled(settings, key)} onChange={(checked) => onChange(key, checked)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
