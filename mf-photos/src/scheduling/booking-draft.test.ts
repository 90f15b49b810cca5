import { BOOKING_DRAFT_KEY, clearBookingDraft, draftFor, readBookingDraft, saveBookingDraft } from './booking-draft';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[BOOKING_DRAFT_KEY, initial]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

describe('the booking in progress', () => {
  it('is kept and read back, and cleared', () => {
    const storage = memory();
    saveBookingDraft({ propertyId: 'p1', date: '2025-03-11', timeSlot: 'afternoon_13', notes: 'Portão azul' }, storage);
    expect(readBookingDraft(storage)).toEqual({ propertyId: 'p1', date: '2025-03-11', timeSlot: 'afternoon_13', notes: 'Portão azul' });
    clearBookingDraft(storage);
    expect(readBookingDraft(storage)).toBeNull();
  });

  it.each([
    ['nothing stored', undefined, null],
    ['not JSON', '{oops', null],
    ['another shape', '{"property":"p1"}', null],
    ['an unknown slot', '{"propertyId":"p1","date":"2025-03-11","timeSlot":"night","notes":""}', { propertyId: 'p1', date: '2025-03-11', timeSlot: null, notes: '' }],
    ['no notes', '{"propertyId":"p1","date":null,"timeSlot":null}', { propertyId: 'p1', date: null, timeSlot: null, notes: '' }],
  ])('reads %s as %p', (_case, stored, draft) => {
    expect(readBookingDraft(memory(stored))).toEqual(draft);
  });

  it('keeps its choices only for the property it was made for', () => {
    const draft = { propertyId: 'p1', date: '2025-03-11', timeSlot: 'morning_08' as const, notes: 'x' };
    expect(draftFor('p1', draft)).toBe(draft);
    expect(draftFor('p2', draft)).toEqual({ propertyId: 'p2', date: null, timeSlot: null, notes: '' });
    expect(draftFor('p2', null)).toEqual({ propertyId: 'p2', date: null, timeSlot: null, notes: '' });
  });

  it('does without a storage the browser refuses', () => {
    const refusing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => { throw new Error('denied'); } };
    expect(readBookingDraft(refusing)).toBeNull();
    expect(() => saveBookingDraft({ propertyId: 'p1', date: null, timeSlot: null, notes: '' }, refusing)).not.toThrow();
    expect(() => clearBookingDraft(refusing)).not.toThrow();
  });
});
