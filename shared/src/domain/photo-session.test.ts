import { isPhotographed, photoCoverage, photoStateByProperty, timeSlotText } from './photo-session';

describe('photo session slots', () => {
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

describe('has-session and photographed', () => {
  const photoSessions = [
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
    expect(photoStateByProperty(photoSessions).get(id)?.hasSession ?? false).toBe(has);
    expect(isPhotographed(id, photoSessions)).toBe(photographed);
  });

  it.each([
    [[], { allPropertiesPhotographed: false, somePropertyLacksCompletedSession: true }],
    [['c'], { allPropertiesPhotographed: true, somePropertyLacksCompletedSession: false }],
    [['b', 'c'], { allPropertiesPhotographed: false, somePropertyLacksCompletedSession: true }],
  ])('for properties %p reports %p', (ids, coverage) => {
    expect(photoCoverage(ids.map((id) => ({ id })), photoSessions)).toEqual(coverage);
  });
});
