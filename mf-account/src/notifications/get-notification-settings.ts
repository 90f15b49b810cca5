import { api } from '@portal/shared/api';
import { settingsFromRow, type NotificationSettingsRow } from './notification-centre';
import type { NotificationSettings } from './notifications';

/** The owner's notification settings; without a saved row, the defaults (everything on). */
export const notificationSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationSettings: build.query<NotificationSettings, string>({
      query: (userId) => (client) => client.from('notification_settings').select('*').eq('user_id', userId).maybeSingle(),
      transformResponse: (row: NotificationSettingsRow | null) => settingsFromRow(row),
      providesTags: [{ type: 'NotificationSettings', id: 'CURRENT' }],
    }),
  }),
});

export const { useGetNotificationSettingsQuery } = notificationSettingsApi;
