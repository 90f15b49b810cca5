import { SPEC_BUSINESS_LIMITS as LIMITS } from '@portal/shared/testing';
import { blockFailureToast, blockSavedToast, lastBlockableDate, validateBlockDates } from './block-dates';

const TODAY = '2025-03-10';
const block = (date: string) => ({ date, type: 'blocked' as const, source: 'manual' });
const valid = { propertyId: 'p1', dates: ['2025-03-20'], today: TODAY, events: [], limits: LIMITS };

describe('validateBlockDates', () => {
  it.each([
    ['no property', { ...valid, propertyId: null }, 'Propriedade não selecionada'],
    ['no dates', { ...valid, dates: [] }, 'Nenhuma data selecionada'],
    ['a past date', { ...valid, dates: ['2025-03-09', '2025-03-20'] }, 'Não é possível bloquear datas no passado'],
    ['today', { ...valid, dates: ['2025-03-10'] }, null],
    ['one year ahead, to the day', { ...valid, dates: ['2026-03-10'] }, null],
    ['one year and a day ahead', { ...valid, dates: ['2025-03-20', '2026-03-11'] }, 'Não é possível bloquear datas com mais de um ano de antecedência'],
    ['a repeated date', { ...valid, dates: ['2025-03-20', '2025-03-20'] }, 'Datas duplicadas na seleção'],
    ['a blocked and a booked date', { ...valid, dates: ['2025-03-20', '2025-03-21', '2025-03-22'], events: [block('2025-03-20'), { date: '2025-03-21', type: 'booking' as const, source: 'airbnb' }] }, '2 data(s) já bloqueada(s) ou reservada(s)'],
    ['a night reserved outside the events', { ...valid, bookedDates: ['2025-03-20'] }, '1 data(s) já bloqueada(s) ou reservada(s)'],
    ['4 days in one month', { ...valid, dates: ['2025-03-20', '2025-03-21', '2025-03-22', '2025-03-23'] }, null],
    ['the 4th day of a month with 3 used', { ...valid, dates: ['2025-03-24'], events: ['2025-03-11', '2025-03-12', '2025-03-13'].map(block) }, null],
    ['a 5th day in the same month', { ...valid, dates: ['2025-03-24'], events: ['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14'].map(block) }, 'Limite mensal excedido para março. Disponível: 0 dia(s)'],
    ['5 new days at once', { ...valid, dates: ['2025-03-20', '2025-03-21', '2025-03-22', '2025-03-23', '2025-03-24'] }, 'Limite mensal excedido para março. Disponível: 4 dia(s)'],
    ['4 in one month and 4 in the next', { ...valid, dates: ['2025-03-28', '2025-03-29', '2025-03-30', '2025-03-31', '2025-04-01', '2025-04-02', '2025-04-03', '2025-04-04'] }, null],
    ['blocks of another source, which do not count', { ...valid, dates: ['2025-03-24'], events: ['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14'].map((date) => ({ ...block(date), source: 'sync' })) }, null],
    ['3 new with 2 used', { ...valid, dates: ['2025-04-01', '2025-04-02', '2025-04-03'], events: ['2025-04-10', '2025-04-11'].map(block) }, 'Limite mensal excedido para abril. Disponível: 2 dia(s)'],
    ['a 5th day with the database at 5 a month', { ...valid, dates: ['2025-03-24'], events: ['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14'].map(block), limits: { ...LIMITS, blockDaysPerMonth: 5 } }, null],
    ['a 6th day with the database at 5 a month', { ...valid, dates: ['2025-03-24', '2025-03-25'], events: ['2025-03-11', '2025-03-12', '2025-03-13', '2025-03-14'].map(block), limits: { ...LIMITS, blockDaysPerMonth: 5 } }, 'Limite mensal excedido para março. Disponível: 1 dia(s)'],
    ['two years ahead with the database at 2 years', { ...valid, dates: ['2027-03-10'], limits: { ...LIMITS, blockYearsAhead: 2 } }, null],
  ])('with %s', (_case, input, message) => {
    expect(validateBlockDates(input)).toBe(message);
  });

  it.each([
    ['2025-03-10', '2026-03-10'],
    ['2024-02-29', '2025-02-28'],
    ['2027-02-28', '2028-02-28'],
    ['2025-12-31', '2026-12-31'],
  ])('from %s the last day that may be blocked is %s', (today, last) => {
    expect(lastBlockableDate(today, 1)).toBe(last);
  });

  it('accepts the 36th day of a year', () => {
    const events = Array.from({ length: 11 }, (_, m) => [1, 2, 3].map((d) => block(`2025-${String(m + 1).padStart(2, '0')}-0${d}`))).flat();
    events.push(block('2025-12-20'), block('2025-12-21'));
    expect(events).toHaveLength(35);
    expect(validateBlockDates({ ...valid, today: '2025-12-01', dates: ['2025-12-23'], events })).toBeNull();
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

describe('block toasts', () => {
  it('reports the days saved', () => {
    expect(blockSavedToast(2)).toEqual({ title: 'Datas bloqueadas', description: '2 dia(s) bloqueado(s) com sucesso.', variant: 'success' });
  });

  it.each([
    ['the database’s own refusal, as the browser words it', { code: 'P0001', message: 'Limite mensal excedido para março. Disponível: 0 dia(s)' }, 'Não foi possível bloquear', 'Limite mensal excedido para março. Disponível: 0 dia(s)'],
    ['a provider-record refusal', { code: '42501', message: 'permission denied' }, 'Erro ao bloquear', 'Houve um problema ao salvar o bloqueio. Tente novamente.'],
    ['a request that never arrived', { message: 'Failed to fetch' }, 'Erro ao bloquear', 'Houve um problema ao salvar o bloqueio. Tente novamente.'],
    ['no error at all', undefined, 'Erro ao bloquear', 'Houve um problema ao salvar o bloqueio. Tente novamente.'],
  ])('shows %s', (_case, error, title, description) => {
    expect(blockFailureToast(error)).toEqual({ title, description, variant: 'error' });
  });
});
