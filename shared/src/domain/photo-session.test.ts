import {
  canReschedule,
  duplicateSessionError,
  hasPhotoSession,
  isPhotographed,
  photoCoverage,
  photoSessionStatusLabel,
  propertiesNeedingPhotos,
  timeSlotText,
} from './photo-session';

describe('photo session labels', () => {
  it.each([
    ['pending', 'Agendada'],
    ['confirmed', 'Confirmada'],
    ['rescheduled', 'Reagendada'],
    ['cancelled', 'Cancelada'],
    ['completed', 'Concluída'],
  ])('shows status %s as %s', (status, label) => {
    expect(photoSessionStatusLabel(status)).toBe(label);
  });

  it.each([
    ['morning_08', 'Manhã (8h às 12h)'],
    ['afternoon_13', 'Tarde (13h às 17h)'],
    ['morning', 'Manhã (8h às 12h)'],
    ['afternoon', 'Tarde (13h às 17h)'],
    ['evening', 'evening'],
  ])('shows slot %s as %s', (slot, text) => {
    expect(timeSlotText(slot)).toBe(text);
  });
});

describe('rescheduling', () => {
  it.each([
    [0, true],
    [1, false],
    [2, false],
  ])('with %i reschedules so far allows another: %p', (count, allowed) => {
    expect(canReschedule(count)).toBe(allowed);
  });
});

describe('has-session and photographed', () => {
  const sessions = [
    { property_id: 'a', status: 'cancelled' as const },
    { property_id: 'b', status: 'pending' as const },
    { property_id: 'c', status: 'completed' as const },
  ];

  it.each([
    ['a', false, false],
    ['b', true, false],
    ['c', true, true],
    ['d', false, false],
  ])('property %s has a session: %p, photographed: %p', (id, has, photographed) => {
    expect(hasPhotoSession(id, sessions)).toBe(has);
    expect(isPhotographed(id, sessions)).toBe(photographed);
  });

  it('refuses a second session for the same property', () => {
    expect(duplicateSessionError('b', sessions)).toBe('Esta propriedade já possui uma sessão de fotos agendada');
    expect(duplicateSessionError('a', sessions)).toBeNull();
  });

  it('lists only properties without a session to choose from', () => {
    expect(propertiesNeedingPhotos([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }], sessions)).toEqual([{ id: 'a' }, { id: 'd' }]);
  });

  it.each([
    [[], { allPropertiesPhotographed: false, somePropertyLacksCompletedSession: true }],
    [['c'], { allPropertiesPhotographed: true, somePropertyLacksCompletedSession: false }],
    [['b', 'c'], { allPropertiesPhotographed: false, somePropertyLacksCompletedSession: true }],
  ])('for properties %p reports %p', (ids, coverage) => {
    expect(photoCoverage(ids.map((id) => ({ id })), sessions)).toEqual(coverage);
  });
});
