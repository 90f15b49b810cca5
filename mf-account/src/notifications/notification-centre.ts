import { photoSessionAlerts, type PhotoSessionRow, type PropertyRow } from '@portal/shared/domain';
import {
  type AppNotification,
  buildNotifications,
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationSettingKey,
  type NotificationSettings,
  type NotificationType,
  STATIC_REMINDER_ID,
} from './notifications';

/** A row of the notifications table. */
export interface NotificationRow {
  id: string;
  user_id: string;
  type: NotificationType;
  title: string;
  message: string;
  read: boolean;
  action: { label: string; route: string } | null;
  created_at: string;
  updated_at: string;
}

/** A row of notification_settings (one per owner). */
export interface NotificationSettingsRow {
  user_id: string;
  enabled: boolean;
  email_updates: boolean;
  push_notifications: boolean;
  status_changes: boolean;
  reminders: boolean;
}

export type NotificationSettingsColumns = Omit<NotificationSettingsRow, 'user_id'>;

/** The centre's list area scrolls past this height (the spec's "96 units"). */
export const NOTIFICATION_LIST_MAX_HEIGHT = '24rem';
/** How many unread items the dashboard widget lists. */
const WIDGET_UNREAD_LIMIT = 3;

function notificationFromRow(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    message: row.message,
    timestamp: row.created_at,
    read: row.read,
    ...(row.action ? { action: row.action } : {}),
  };
}

/** An owner without a settings row has the defaults (everything on). */
export function settingsFromRow(row: Partial<NotificationSettingsRow> | null | undefined): NotificationSettings {
  if (!row) return { ...DEFAULT_NOTIFICATION_SETTINGS };
  return {
    enabled: row.enabled ?? true,
    emailUpdates: row.email_updates ?? true,
    pushNotifications: row.push_notifications ?? true,
    statusChanges: row.status_changes ?? true,
    reminders: row.reminders ?? true,
  };
}

export function settingsToColumns(settings: NotificationSettings): NotificationSettingsColumns {
  return {
    enabled: settings.enabled,
    email_updates: settings.emailUpdates,
    push_notifications: settings.pushNotifications,
    status_changes: settings.statusChanges,
    reminders: settings.reminders,
  };
}

export function withSetting(settings: NotificationSettings, key: NotificationSettingKey, value: boolean): NotificationSettings {
  return { ...settings, [key]: value };
}

/**
 * Notifications the portal derives instead of storing (photo-session alerts, the static reminder). Their
 * read and deleted marks live in the owner's browser, keyed by these ids.
 */
export function isDerivedNotification(id: string): boolean {
  return id === STATIC_REMINDER_ID || id.startsWith('photo-session-');
}

export interface DerivedNotificationMarks {
  read: readonly string[];
  deleted: readonly string[];
}

export const NO_DERIVED_MARKS: DerivedNotificationMarks = { read: [], deleted: [] };

/**
 * The spec adds 'Complete o cadastro da sua propriedade' "always"; it is only true while the owner has no
 * finished (non-draft) property, so that is when it is added.
 */
function needsPropertyReminder(properties: ReadonlyArray<Pick<PropertyRow, 'is_draft'>>): boolean {
  return !properties.some((property) => !property.is_draft);
}

type CentreSession = Pick<PhotoSessionRow, 'id' | 'status' | 'date' | 'time_slot'> & Partial<Pick<PhotoSessionRow, 'updated_at'>>;

/** The session id a stored notification's action points at (`…?sessionId=…`), if any. */
function sessionIdOfRoute(route: string | undefined): string | null {
  const query = route?.split('?')[1];
  return query ? new URLSearchParams(query).get('sessionId') : null;
}

/**
 * The centre's list: stored notifications, photo-session alerts as 'photography' items and the reminder
 * (skipped when a stored notification already says the same), newest first. One event is one item: a
 * session's alert carries the time the session last changed, and gives way to a stored notification about
 * the same session written since then (the provider's confirmation, say).
 */
export function composeNotifications(input: {
  rows: readonly NotificationRow[];
  photoSessions: readonly CentreSession[];
  properties: ReadonlyArray<Pick<PropertyRow, 'is_draft'>>;
  now: Date;
  marks?: DerivedNotificationMarks;
}): AppNotification[] {
  const { rows, photoSessions, properties, now, marks = NO_DERIVED_MARKS } = input;
  const stored = rows.map(notificationFromRow);
  const storedTitles = new Set(stored.map((n) => n.title));
  const changedAt = new Map(photoSessions.map((session) => [`photo-session-${session.id}`, session.updated_at ?? now.toISOString()]));
  const toldSince = (alertId: string, since: string): boolean =>
    stored.some((n) => `photo-session-${sessionIdOfRoute(n.action?.route) ?? ''}` === alertId && Date.parse(n.timestamp) >= Date.parse(since));
  const derived = buildNotifications(photoSessionAlerts(photoSessions), now, new Set(marks.read))
    .filter((n) => (n.id === STATIC_REMINDER_ID ? needsPropertyReminder(properties) && !storedTitles.has(n.title) : true))
    .map((n) => {
      const since = changedAt.get(n.id);
      return since ? { ...n, timestamp: since } : n;
    })
    .filter((n) => !(changedAt.has(n.id) && toldSince(n.id, n.timestamp)));
  const deleted = new Set(marks.deleted);
  return [...stored, ...derived.filter((n) => !deleted.has(n.id))].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
}

export function latestUnread(list: readonly AppNotification[], limit = WIDGET_UNREAD_LIMIT): AppNotification[] {
  return list.filter((n) => !n.read).slice(0, limit);
}
