import { SPEC_BUSINESS_LIMITS as LIMITS } from '@portal/shared/testing';
import { blockLockStatus, blockLockTexts, blockUsageFromEvents } from './block-limits';

const block = (date: string, source: string | null = 'manual') => ({ date, type: 'blocked' as const, source });

describe('block usage', () => {
  it('counts manual blocks of the month and year only', () => {
    const events = [
      block('2025-03-01'),
      block('2025-03-02'),
      block('2025-01-10'),
      block('2024-03-05'),
      block('2025-03-03', 'airbnb'),
      { date: '2025-03-04', type: 'booking' as const, source: 'manual' },
    ];
    expect(blockUsageFromEvents(events, 2025, 3, LIMITS)).toEqual({ monthlyUsed: 2, yearlyUsed: 3, monthlyRemaining: 2, yearlyRemaining: 33 });
  });

  it('never offers more in a month than is left of the 36 yearly days', () => {
    const events = Array.from({ length: 34 }, (_, i) => block(`2025-${String(Math.floor(i / 4) + 1).padStart(2, '0')}-${String((i % 4) + 1).padStart(2, '0')}`));
    expect(blockUsageFromEvents(events, 2025, 12, LIMITS)).toMatchObject({ monthlyUsed: 0, monthlyRemaining: 2, yearlyRemaining: 2 });
  });

  it('offers the whole limits when nothing is used', () => {
    expect(blockUsageFromEvents([], 2025, 3, LIMITS)).toEqual({ monthlyUsed: 0, yearlyUsed: 0, monthlyRemaining: 4, yearlyRemaining: 36 });
  });

  it('counts against the limits the database holds', () => {
    expect(blockUsageFromEvents([block('2025-03-01')], 2025, 3, { ...LIMITS, blockDaysPerMonth: 5, blockDaysPerYear: 40 })).toMatchObject({ monthlyRemaining: 4, yearlyRemaining: 39 });
  });
});

describe('block lock status', () => {
  it.each([
    [{ monthlyRemaining: 0, yearlyRemaining: 0 }, 0, 'yearly_limit_reached'],
    [{ monthlyRemaining: 1, yearlyRemaining: 1 }, 1, 'available'],
    [{ monthlyRemaining: 0, yearlyRemaining: 0 }, 10, 'yearly_limit_reached'],
    [{ monthlyRemaining: 0, yearlyRemaining: 5 }, 10, 'monthly_limit_reached'],
    [{ monthlyRemaining: 2, yearlyRemaining: 5 }, 0, 'no_more_available'],
    [{ monthlyRemaining: 2, yearlyRemaining: 5 }, 3, 'available'],
  ] as const)('with %p and %i free days is %s', (usage, free, status) => {
    expect(blockLockStatus(usage, free)).toBe(status);
  });

  it.each([
    ['yearly_limit_reached', 'Limite anual atingido (36/ano)', 'Você já usou todas as 36 diárias de bloqueio em 2025'],
    ['monthly_limit_reached', 'Limite mensal atingido (4/mês)', 'Você já usou todos os 4 bloqueios de março'],
    ['no_more_available', 'Nenhum bloqueio disponível', 'Não há mais dias livres para bloquear em março'],
    ['available', '0 dia(s) disponível(is) para bloqueio', 'Você pode bloquear até 4 dias por mês para uso próprio, sem custo.'],
  ] as const)('%s reads %p / %p', (status, title, description) => {
    expect(blockLockTexts(status, { year: 2025, month: 3, monthlyRemaining: 0 }, LIMITS)).toEqual({ title, description });
  });

  it('words the limits the database holds', () => {
    const limits = { ...LIMITS, blockDaysPerMonth: 5, blockDaysPerYear: 40 };
    expect(blockLockTexts('monthly_limit_reached', { year: 2025, month: 3, monthlyRemaining: 0 }, limits).title).toBe('Limite mensal atingido (5/mês)');
    expect(blockLockTexts('yearly_limit_reached', { year: 2025, month: 3, monthlyRemaining: 0 }, limits).title).toBe('Limite anual atingido (40/ano)');
    expect(blockLockTexts('available', { year: 2025, month: 3, monthlyRemaining: 5 }, limits).description).toBe('Você pode bloquear até 5 dias por mês para uso próprio, sem custo.');
  });
});

describe('usage at the limits', () => {
  const blocks = (dates: string[]) => dates.map((date) => block(date));
  it.each([
    ['3 used in March', blocks(['2025-03-01', '2025-03-02', '2025-03-03']), { monthlyUsed: 3, monthlyRemaining: 1 }, 'available'],
    ['4 used in March', blocks(['2025-03-01', '2025-03-02', '2025-03-03', '2025-03-04']), { monthlyUsed: 4, monthlyRemaining: 0 }, 'monthly_limit_reached'],
  ] as const)('%s', (_case, events, expected, status) => {
    const usage = blockUsageFromEvents(events, 2025, 3, LIMITS);
    expect(usage).toMatchObject(expected);
    expect(blockLockStatus(usage, 10)).toBe(status);
  });

  it('reaches the yearly lock at the 36th day, whatever the month shows', () => {
    const events = Array.from({ length: 9 }, (_, m) => [1, 2, 3, 4].map((d) => block(`2025-${String(m + 1).padStart(2, '0')}-0${d}`))).flat();
    expect(blockLockStatus(blockUsageFromEvents(events.slice(1), 2025, 10, LIMITS), 10)).toBe('available');
    expect(blockLockStatus(blockUsageFromEvents(events, 2025, 10, LIMITS), 10)).toBe('yearly_limit_reached');
  });
});
