import { propertyRow } from '../testing/fixtures';
import { addressText, newPhotoSession } from './photo-session-record';

describe('the booking row', () => {
  it('copies the address, starts pending and keeps the notes trimmed', () => {
    expect(newPhotoSession({ id: 's1', userId: 'u1', property: propertyRow(), date: '2025-03-11', timeSlot: 'afternoon_13', notes: '  Portão azul  ' })).toEqual({
      id: 's1',
      user_id: 'u1',
      property_id: 'prop-1',
      date: '2025-03-11',
      time_slot: 'afternoon_13',
      address_street: 'Rua das Gaivotas',
      address_number: '100',
      address_neighborhood: 'Centro',
      address_city: 'Florianópolis',
      address_state: 'SC',
      address_postal_code: '88010-000',
      status: 'pending',
      notes: 'Portão azul',
    });
  });

  it.each([
    ['', null],
    ['   ', null],
    [null, null],
    ['x'.repeat(1200), 'x'.repeat(1000)],
  ])('stores notes %p as %p', (notes, stored) => {
    const row = newPhotoSession({ id: 's1', userId: 'u1', property: propertyRow(), date: '2025-03-11', timeSlot: 'morning_08', notes });
    expect(row.notes).toBe(stored);
  });
});

describe('an address as one line', () => {
  it.each([
    [{}, ''],
    [{ address_city: 'Paraty' }, 'Paraty'],
    [{ address_street: 'Rua A', address_city: 'Paraty', address_state: 'RJ' }, 'Rua A - Paraty - RJ'],
    [
      { address_street: 'Rua A', address_number: '10', address_complement: 'Casa 2', address_neighborhood: 'Centro', address_city: 'Paraty', address_state: 'RJ' },
      'Rua A, 10, Casa 2 - Centro, Paraty - RJ',
    ],
  ])('%p reads %p', (fields, text) => {
    expect(addressText(fields)).toBe(text);
  });
});
