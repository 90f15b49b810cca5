import { notificationSettingToast, type NotificationSettingKey } from './notifications';
import { profileUpdateErrorToast } from '@portal/shared/domain';
import { withSetting } from './notification-centre';
import { selectSessionUser, useAppSelector } from '@portal/shared/store';
import { Alert, Button, Skeleton, toast } from '@portal/shared/ui';
import { useGetNotificationSettingsQuery } from './get-notification-settings';
import { NotificationSettingsPanel } from './notification-settings-panel';
import { useUpdateNotificationSettingsMutation } from './update-notification-settings';

/** The settings panel over the owner's saved settings; each change is saved and announced. */
export function NotificationSettings() {
  const userId = useAppSelector(selectSessionUser)?.id;
  const settings = useGetNotificationSettingsQuery(userId ?? '', { skip: !userId });
  const [update] = useUpdateNotificationSettingsMutation();

  if (settings.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title="Erro ao carregar as configurações"
        action={<Button size="small" onClick={() => void settings.refetch()}>Tentar novamente</Button>}
      />
    );
  }
  if (!settings.data || !userId) return <Skeleton active paragraph={{ rows: 4 }} />;
  const current = settings.data;

  async function change(key: NotificationSettingKey, value: boolean) {
    try {
      await update({ userId: userId!, settings: withSetting(current, key, value) }).unwrap();
      toast.show({ ...notificationSettingToast(key, value), variant: 'success' });
    } catch (error) {
      toast.show({ ...profileUpdateErrorToast((error as { code?: string }).code), variant: 'error' });
    }
  }

  return <NotificationSettingsPanel settings={current} onChange={(key, value) => void change(key, value)} />;
}
