import { validateBlockDates } from './block-dates';

const TODAY = '2025-03-10';
const block = (date: string) => ({ date, type: 'blocked' as const, source: 'manual' });
const valid = { propertyId: 'p1', dates: ['2025-03-20'], today: TODAY, events: [] };

describe('validateBlockDates', () => {
  it.each([
    ['no property', { ...valid, propertyId: null }, 'Propriedade não selecionada'],
    ['no dates', { ...valid, dates: [] }, 'Nenhuma data selecionada'],
    ['a past date', { ...valid, dates: ['2025-03-09', '2025-03-20'] }, 'Não é possível bloquear datas no passado'],
    ['today', { ...valid, dates: ['2025-03-10'] }, null],
    ['a repeated date', { ...valid, dates: ['2025-03-20', '2025-03-20'] }, 'Datas duplicadas na seleção'],
    ['a blocked and a booked date', { ...valid, dates: ['2025-03-20', '2025-03-21', '2025-03-22'], events: [block('2025-03-20'), { date: '2025-03-21', type: 'booking' as const, source: 'airbnb' }] }, '2 data(s) já bloqueada(s) ou reservada(s)'],
    ['a night reserved outside the events', { ...valid, bookedDates: ['2025-03-20'] }, '1 data(s) já bloqueada(s) ou reservada(s)'],
    ['4 days in one month', { ...valid, dates: ['2025-03-20', '2025-03-21', '2025-03-22', '2025-03-23'] }, null],
    ['a 5th day in the same month', { ...valid, dates: ['2025-03-24'], events: ['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14'].map(block) }, 'Limite mensal excedido para março. Disponível: 0 dia(s)'],
    ['3 new with 2 used', { ...valid, dates: ['2025-04-01', '2025-04-02', '2025-04-03'], events: ['2025-04-10', '2025-04-11'].map(block) }, 'Limite mensal excedido para abril. Disponível: 2 dia(s)'],
  ])('with %s', (_case, input, message) => {
    expect(validateBlockDates(input)).toBe(message);
  });

  it('refuses a block past 36 days in the year', () => {
    // 3 per month Jan–Nov (33) plus 3 in December leaves 0: the 37th is refused even though December has room.
    const events = Array.from({ length: 11 }, (_, m) => [1, 2, 3].map((d) => block(`2025-${String(m + 1).padStart(2, '0')}-0${d}`))).flat();
    events.push(block('2025-12-20'), block('2025-12-21'), block('2025-12-22'));
    expect(events).toHaveLength(36);
    expect(validateBlockDates({ ...valid, today: '2025-12-01', dates: ['2025-12-23'], events })).toBe('Limite anual excedido. Disponível: 0 dia(s)');
  });

  it('reports the yearly room left', () => {
    const events = Array.from({ length: 11 }, (_, m) => [1, 2, 3].map((d) => block(`2025-${String(m + 1).padStart(2, '0')}-0${d}`))).flat();
    expect(validateBlockDates({ ...valid, today: '2025-12-01', dates: ['2025-12-10', '2025-12-11', '2025-12-12', '2025-12-13'], events })).toBe(
      'Limite anual excedido. Disponível: 3 dia(s)',
    );
  });
});
