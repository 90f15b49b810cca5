import { NOTIFICATION_SETTING_LABELS, isSettingDisabled, type NotificationSettingKey, type NotificationSettings } from './notifications';
import { controlHeight, Switch, Typography } from '@portal/shared/ui';

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
            <li key={key} style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, paddingLeft: key === 'enabled' ? 0 : 16 }}>
              {/* The whole row's height and the setting's name toggle it: the switch alone is 22 px tall. */}
              <label htmlFor={`${id}-switch`} style={{ flex: 1, display: 'flex', alignItems: 'center', minHeight: controlHeight.touch, cursor: 'pointer' }}>
                <Typography.Text id={id} strong={key === 'enabled'} disabled={isSettingDisabled(settings, key)}>
                  {capitalised(NOTIFICATION_SETTING_LABELS[key])}
                </Typography.Text>
              </label>
              <Switch id={`${id}-switch`} aria-labelledby={id} checked={settings[key]} disabled={isSettingDisabled(settings, key)} onChange={(checked) => onChange(key, checked)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
