import { api } from '@portal/shared/api';
import { settingsToColumns } from './notification-centre';
import type { NotificationSettings } from './notifications';
import { notificationSettingsApi } from './get-notification-settings';

/** Saves the whole settings row (one per owner, upserted on user_id), shown at once and rolled back on failure. */
const updateNotificationSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateNotificationSettings: build.mutation<null, { userId: string; settings: NotificationSettings }>({
      query:
        ({ userId, settings }) =>
        (client) =>
          client.from('notification_settings').upsert({ user_id: userId, ...settingsToColumns(settings) }, { onConflict: 'user_id' }),
      async onQueryStarted({ userId, settings }, { dispatch, queryFulfilled }) {
        const patch = dispatch(notificationSettingsApi.util.updateQueryData('getNotificationSettings', userId, () => settings));
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useUpdateNotificationSettingsMutation } = updateNotificationSettingsApi;
