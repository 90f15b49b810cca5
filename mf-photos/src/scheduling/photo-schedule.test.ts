import { photoScheduleError, timeSlotPickError } from './photo-schedule';

describe('photo scheduling form', () => {
  it.each([
    [null, 'Selecione uma data primeiro'],
    ['', 'Selecione uma data primeiro'],
    ['2025-03-11', null],
  ])('picking a slot with date %p answers %p', (date, message) => {
    expect(timeSlotPickError(date)).toBe(message);
  });

  it.each([
    [{ date: '2025-03-11', timeSlot: 'morning_08' }, null],
    [{ date: '2025-03-11', timeSlot: null }, { title: 'Dados incompletos', description: 'Selecione a data e horário para continuar' }],
    [{ date: null, timeSlot: 'afternoon_13' }, { title: 'Dados incompletos', description: 'Selecione a data e horário para continuar' }],
    [{}, { title: 'Dados incompletos', description: 'Selecione a data e horário para continuar' }],
  ])('continuing with %p answers %p', (selection, error) => {
    expect(photoScheduleError(selection)).toEqual(error);
  });
});
