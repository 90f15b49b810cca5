import { canReschedule, duplicateSessionError, photoSessionStatusLabel, propertiesNeedingPhotos } from './photo-session-rules';

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
    expect(canReschedule(count)).toBe(allowed);
  });
});

describe('booking a session', () => {
  const sessions = [
    { property_id: 'a', status: 'cancelled' as const },
    { property_id: 'b', status: 'pending' as const },
    { property_id: 'c', status: 'completed' as const },
  ];

  it('refuses a second session for the same property', () => {
    expect(duplicateSessionError('b', sessions)).toBe('Esta propriedade já possui uma sessão de fotos agendada');
    expect(duplicateSessionError('a', sessions)).toBeNull();
  });

  it('lists only properties without a session to choose from', () => {
    expect(propertiesNeedingPhotos([{ id: 'a' }, { id: 'b' }, { id: 'c' }, { id: 'd' }], sessions)).toEqual([{ id: 'a' }, { id: 'd' }]);
  });
});
