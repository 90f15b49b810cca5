import type { PhotoSessionStatus } from '@portal/shared/domain';
import {
  BOOKABLE_TIME_SLOTS,
  canCancel,
  existingSessionOf,
  isLiveSession,
  isSameSchedule,
  isTimeSlot,
  photoSessionStatusLabel,
  propertiesNeedingPhotos,
  rescheduleEligibility,
  timeSlotText,
} from './photo-session-rules';

describe('photo session status labels', () => {
  it.each([
    ['pending', 'Agendada'],
    ['confirmed', 'Confirmada'],
    ['rescheduled', 'Reagendada'],
    ['cancelled', 'Cancelada'],
    ['completed', 'Concluída'],
  ])('shows status %s as %s', (status, label) => {
    expect(photoSessionStatusLabel(status)).toBe(label);
  });
});

describe('rescheduling', () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('with %i reschedules so far allows another: %p', (count, allowed) => {
    expect(rescheduleEligibility({ status: 'confirmed', reschedule_count: count }).allowed).toBe(allowed);
  });
});

describe('booking a session', () => {
  const photoSessions = [
    { property_id: 'a', status: 'cancelled' as const },
    { property_id: 'b', status: 'pending' as const },
    { property_id: 'c', status: 'completed' as const },
  ];

  it('lists only properties without a session to choose from', () => {
    expect(propertiesNeedingPhotos([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }], photoSessions)).toEqual([{ id: 'a' }, { id: 'd' }]);
  });
});

describe('time slots', () => {
  it.each([
    ['morning_08', 'Manhã (8h às 12h)'],
    ['afternoon_13', 'Tarde (13h às 17h)'],
    ['morning', 'Manhã (8h às 12h)'],
    ['afternoon', 'Tarde (13h às 17h)'],
    ['night', 'night'],
  ])('shows %s as %s', (slot, text) => {
    expect(timeSlotText(slot)).toBe(text);
  });

  it('offers only the two current slots when booking', () => {
    expect(BOOKABLE_TIME_SLOTS).toEqual(['morning_08', 'afternoon_13']);
  });

  it.each([
    ['morning_08', true],
    ['afternoon', true],
    ['evening', false],
    [null, false],
  ])('%p is a slot: %p', (value, known) => {
    expect(isTimeSlot(value)).toBe(known);
  });
});

describe('reschedule eligibility', () => {
  it.each([
    ['pending', 0, { allowed: true }],
    ['confirmed', 0, { allowed: true }],
    ['rescheduled', 0, { allowed: true }],
    ['pending', 1, { allowed: false, reason: 'Você já reagendou esta sessão uma vez.' }],
    ['rescheduled', 1, { allowed: false, reason: 'Você já reagendou esta sessão uma vez.' }],
    ['confirmed', 1, { allowed: false, reason: 'Você já reagendou esta sessão uma vez.' }],
    ['cancelled', 0, { allowed: false, reason: 'Sessões concluídas ou canceladas não podem ser reagendadas.' }],
    ['completed', 0, { allowed: false, reason: 'Sessões concluídas ou canceladas não podem ser reagendadas.' }],
  ])('a %s session rescheduled %i time(s) answers %p', (status, count, eligibility) => {
    expect(rescheduleEligibility({ status, reschedule_count: count })).toEqual(eligibility);
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['rescheduled', true],
    ['cancelled', false],
    ['completed', false],
  ])('a %s session can be cancelled: %p', (status, allowed) => {
    expect(canCancel(status)).toBe(allowed);
  });

  it.each([
    ['2025-03-11', 'morning_08', true],
    ['2025-03-11', 'morning', true],
    ['2025-03-11', 'afternoon_13', false],
    ['2025-03-12', 'morning_08', false],
  ])('moving a morning session of 11/03 to %s %s changes nothing: %p', (date, slot, same) => {
    expect(isSameSchedule({ date: '2025-03-11', time_slot: 'morning_08' }, date, slot)).toBe(same);
  });
});

describe('the session that blocks a new booking', () => {
  type Row = { id: string; property_id: string; status: PhotoSessionStatus };
  it.each<[Row[], string | null]>([
    [[], null],
    [[{ id: 'x', property_id: 'p', status: 'cancelled' }], null],
    [[{ id: 'x', property_id: 'p', status: 'completed' }], 'x'],
    [[{ id: 'x', property_id: 'other', status: 'pending' }], null],
    [
      [
        { id: 'old', property_id: 'p', status: 'cancelled' },
        { id: 'new', property_id: 'p', status: 'rescheduled' },
      ],
      'new',
    ],
  ])('among %p is %p', (photoSessions, id) => {
    expect(existingSessionOf('p', photoSessions)?.id ?? null).toBe(id);
  });

  it('never offers a draft to photograph', () => {
    expect(propertiesNeedingPhotos([{ id: 'a', is_draft: true }, { id: 'b', is_draft: false }], [])).toEqual([{ id: 'b', is_draft: false }]);
  });

  it.each([
    ['pending', true],
    ['confirmed', true],
    ['rescheduled', true],
    ['cancelled', false],
    ['completed', false],
  ])('a %s session is live: %p', (status, live) => {
    expect(isLiveSession(status)).toBe(live);
  });
});
