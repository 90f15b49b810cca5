import { propertyRow, sessionRow } from '../testing/fixtures';
import { photoAlertsContent } from './photo-alerts-content';

const properties = [propertyRow({ id: 'a', property_name: 'Casa A' }), propertyRow({ id: 'b', property_name: '  ' })];

function content(photoSessions: ReturnType<typeof sessionRow>[], rated: string[] = [], today = '2025-03-10') {
  return photoAlertsContent({ photoSessions, properties, today, ratedSessionIds: new Set(rated) });
}

describe('the dashboard photo slot', () => {
  it.each([
    ['nothing without sessions', [], null],
    ['a pending session ahead', [sessionRow({ id: 's1', property_id: 'a', date: '2025-03-12' })], 's1'],
    ['a session today', [sessionRow({ id: 's1', property_id: 'a', date: '2025-03-10' })], 's1'],
    ['not a session already past', [sessionRow({ id: 's1', property_id: 'a', date: '2025-03-09' })], null],
    ['not a cancelled session', [sessionRow({ id: 's1', property_id: 'a', status: 'cancelled', date: '2025-03-12' })], null],
    ['not a completed session', [sessionRow({ id: 's1', property_id: 'a', status: 'completed', date: '2025-03-12' })], null],
    [
      'the earliest of confirmed and rescheduled ones',
      [
        sessionRow({ id: 'late', property_id: 'a', status: 'confirmed', date: '2025-03-14' }),
        sessionRow({ id: 'soon', property_id: 'b', status: 'rescheduled', date: '2025-03-11' }),
      ],
      'soon',
    ],
    [
      'the morning before the afternoon of one day (legacy values too)',
      [
        sessionRow({ id: 'afternoon', property_id: 'a', date: '2025-03-11', time_slot: 'afternoon_13' }),
        sessionRow({ id: 'morning', property_id: 'b', date: '2025-03-11', time_slot: 'morning' }),
      ],
      'morning',
    ],
  ])('shows %s as next', (_case, photoSessions, nextId) => {
    expect(content(photoSessions).next?.session.id ?? null).toBe(nextId);
  });

  it("names the property, with 'Propriedade sem nome' for a blank name", () => {
    expect(content([sessionRow({ id: 's', property_id: 'a', date: '2025-03-12' })]).next?.propertyName).toBe('Casa A');
    expect(content([sessionRow({ id: 's', property_id: 'b', date: '2025-03-12' })]).next?.propertyName).toBe('Propriedade sem nome');
  });

  it.each([
    ['a completed session without rating', [sessionRow({ id: 'done', status: 'completed', property_id: 'a' })], [], 'done'],
    ['not one already rated', [sessionRow({ id: 'done', status: 'completed', property_id: 'a' })], ['done'], null],
    ['not a pending one', [sessionRow({ id: 'p', property_id: 'a' })], [], null],
    [
      'the newest of several',
      [
        sessionRow({ id: 'old', status: 'completed', property_id: 'a', updated_at: '2025-01-01T00:00:00Z' }),
        sessionRow({ id: 'new', status: 'completed', property_id: 'b', updated_at: '2025-02-01T00:00:00Z' }),
      ],
      [],
      'new',
    ],
  ])('invites to rate %s', (_case, photoSessions, rated, id) => {
    expect(content(photoSessions, rated).toRate?.session.id ?? null).toBe(id);
  });
});
