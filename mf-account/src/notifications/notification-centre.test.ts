import {
  composeNotifications,
  isDerivedNotification,
  latestUnread,
  type NotificationRow,
  settingsFromRow,
  settingsToColumns,
  withSetting,
} from './notification-centre';
import { DEFAULT_NOTIFICATION_SETTINGS } from './notifications';

const NOW = new Date('2026-03-05T12:00:00Z');

function row(id: string, hoursAgo: number, extra: Partial<NotificationRow> = {}): NotificationRow {
  const at = new Date(NOW.getTime() - hoursAgo * 3_600_000).toISOString();
  return { id, user_id: 'u1', type: 'status_change', title: `Aviso ${id}`, message: 'm', read: false, action: null, created_at: at, updated_at: at, ...extra };
}

const DRAFT = { is_draft: true };
const FINISHED = { is_draft: false };
const SESSION = { id: 's1', status: 'confirmed' as const, date: '2026-03-20', time_slot: 'morning_08' as const };

/** The list of stored rows alone (a finished property: no reminder). */
const storedOnly = (rows: NotificationRow[]) => composeNotifications({ rows, photoSessions: [], properties: [FINISHED], now: NOW });

describe('notification rows and settings', () => {
  it('maps a row to a notification, with its action when there is one', () => {
    expect(storedOnly([row('n1', 1, { action: { label: 'Ver', route: '/x' } })])[0]).toEqual({
      id: 'n1',
      type: 'status_change',
      title: 'Aviso n1',
      message: 'm',
      timestamp: '2026-03-05T11:00:00.000Z',
      read: false,
      action: { label: 'Ver', route: '/x' },
    });
    expect(storedOnly([row('n2', 1)])[0]).not.toHaveProperty('action');
  });

  it('an owner without settings has everything on', () => {
    expect(settingsFromRow(null)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });

  it('round-trips settings through the table columns', () => {
    const settings = withSetting(DEFAULT_NOTIFICATION_SETTINGS, 'reminders', false);
    expect(settingsToColumns(settings)).toEqual({ enabled: true, email_updates: true, push_notifications: true, status_changes: true, reminders: false });
    expect(settingsFromRow({ user_id: 'u1', ...settingsToColumns(settings) })).toEqual(settings);
  });
});

describe('the notifications centre list (spec part 1 §3)', () => {
  it.each([
    ['no properties', [], true],
    ['only a draft', [DRAFT], true],
    ['a finished property', [DRAFT, FINISHED], false],
  ])("'Complete o cadastro da sua propriedade' applies with %s: %p", (_case, properties, expected) => {
    const list = composeNotifications({ rows: [], photoSessions: [], properties, now: NOW });
    expect(list.some((n) => n.id === 'reminder-complete-property')).toBe(expected);
  });

  it('merges stored rows, photo-session alerts and the two-hours-old reminder, newest first', () => {
    const list = composeNotifications({ rows: [row('n1', 1), row('n2', 30)], photoSessions: [SESSION], properties: [], now: NOW });
    expect(list.map((n) => [n.id, n.type])).toEqual([
      ['photo-session-s1', 'photography'],
      ['n1', 'status_change'],
      ['reminder-complete-property', 'reminder'],
      ['n2', 'status_change'],
    ]);
    expect(list[2]?.timestamp).toBe('2026-03-05T10:00:00.000Z');
  });

  it('adds no reminder once a property is finished, nor when a stored one says the same', () => {
    expect(composeNotifications({ rows: [], photoSessions: [], properties: [FINISHED], now: NOW })).toEqual([]);
    const stored = row('n1', 50, { type: 'reminder', title: 'Complete o cadastro da sua propriedade' });
    expect(composeNotifications({ rows: [stored], photoSessions: [], properties: [DRAFT], now: NOW }).map((n) => n.id)).toEqual(['n1']);
  });

  it("a session's alert carries the time the session last changed, not the time of reading", () => {
    const booked = { ...SESSION, status: 'pending' as const, updated_at: '2026-03-01T09:30:00.000Z' };
    const list = composeNotifications({ rows: [row('n1', 1)], photoSessions: [booked], properties: [FINISHED], now: NOW });
    expect(list.map((n) => [n.id, n.timestamp])).toEqual([
      ['n1', '2026-03-05T11:00:00.000Z'],
      ['photo-session-s1', '2026-03-01T09:30:00.000Z'],
    ]);
  });

  it.each([
    ['the stored notification came after the change', 2, []],
    ['the session changed again since (a reschedule)', 200, ['photo-session-s1']],
  ])('one event, one item: the alert gives way to a stored notification about the same session when %s', (_case, hoursAgo, alertIds) => {
    const confirmed = { ...SESSION, updated_at: new Date(NOW.getTime() - 100 * 3_600_000).toISOString() };
    const stored = row('n1', hoursAgo, { type: 'photography', title: 'Sessão de fotos confirmada', action: { label: 'Ver sessão', route: '/sessao-fotos-confirmacao?sessionId=s1' } });
    const other = row('n2', 1, { type: 'photography', action: { label: 'Ver sessão', route: '/sessao-fotos-confirmacao?sessionId=s9' } });
    const list = composeNotifications({ rows: [stored, other], photoSessions: [confirmed], properties: [FINISHED], now: NOW });
    expect(list.filter((n) => n.id.startsWith('photo-session-')).map((n) => n.id)).toEqual(alertIds);
    expect(list.filter((n) => !n.id.startsWith('photo-session-')).map((n) => n.id)).toEqual(['n2', 'n1']);
  });

  it.each([
    ['/sessao-fotos-confirmacao?sessionId=s1', 's1'],
    ['/feedback-sessao-fotos?sessionId=s2&propertyName=Casa%20A', 's2'],
    ['/propriedades', null],
    [undefined, null],
  ])('a stored notification whose action goes to %p is about session %p', (route, expected) => {
    const changed = new Date(NOW.getTime() - 100 * 3_600_000).toISOString();
    const sessions = ['s1', 's2'].map((id) => ({ ...SESSION, id, updated_at: changed }));
    const stored = row('n1', 1, { type: 'photography', action: route === undefined ? null : { label: 'Ver', route } });
    const list = composeNotifications({ rows: [stored], photoSessions: sessions, properties: [FINISHED], now: NOW });
    expect(list.filter((n) => n.id.startsWith('photo-session-')).map((n) => n.id)).toEqual(['photo-session-s1', 'photo-session-s2'].filter((id) => id !== `photo-session-${expected}`));
  });

  it('applies the browser-kept read and deleted marks of derived items', () => {
    const list = composeNotifications({
      rows: [],
      photoSessions: [SESSION],
      properties: [],
      now: NOW,
      marks: { read: ['photo-session-s1'], deleted: ['reminder-complete-property'] },
    });
    expect(list.map((n) => [n.id, n.read])).toEqual([['photo-session-s1', true]]);
  });

  it('tells derived items from stored ones', () => {
    expect(isDerivedNotification('photo-session-s1')).toBe(true);
    expect(isDerivedNotification('reminder-complete-property')).toBe(true);
    expect(isDerivedNotification('0b5f7c1e-4f3a-4c44-9a57-1d3b8e2f0a11')).toBe(false);
  });

  it('the widget lists the latest three unread', () => {
    const list = composeNotifications({ rows: [row('a', 1), row('b', 2, { read: true }), row('c', 3), row('d', 4), row('e', 5)], photoSessions: [], properties: [FINISHED], now: NOW });
    expect(latestUnread(list).map((n) => n.id)).toEqual(['a', 'c', 'd']);
  });
});
