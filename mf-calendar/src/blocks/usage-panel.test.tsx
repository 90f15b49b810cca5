import { render, screen } from '@testing-library/react';
import { SPEC_BUSINESS_LIMITS as LIMITS } from '@portal/shared/testing';
import { blockLockStatus, blockUsageFromEvents } from './block-limits';
import { UsagePanel } from './usage-panel';

const block = (date: string) => ({ date, type: 'blocked' as const, source: 'manual' });

function meterOf(label: string): string {
  return screen.getByText(label).nextElementSibling?.textContent ?? '';
}

describe('the usage meters', () => {
  it('say what can still be blocked in the month when the year’s 36 days are used', () => {
    // 4 a month, January to September: the year is spent, October has none of its own used.
    const events = Array.from({ length: 9 }, (_, m) => [5, 6, 7, 8].map((d) => block(`2025-${String(m + 1).padStart(2, '0')}-0${d}`))).flat();
    const usage = blockUsageFromEvents(events, 2025, 10, LIMITS);
    render(<UsagePanel month={{ year: 2025, month: 10 }} usage={usage} status={blockLockStatus(usage, 20)} limits={LIMITS} />);
    expect(meterOf('Outubro de 2025')).toBe('0 de 4 dias usados · 0 restantes pelo limite anual');
    expect(meterOf('Ano de 2025')).toBe('36 de 36 dias usados · 0 restantes');
    expect(screen.getByText('Limite anual atingido (36/ano)')).toBeInTheDocument();
  });

  it('count the month’s own days while the year has room', () => {
    const usage = blockUsageFromEvents([block('2025-10-05')], 2025, 10, LIMITS);
    render(<UsagePanel month={{ year: 2025, month: 10 }} usage={usage} status={blockLockStatus(usage, 20)} limits={LIMITS} />);
    expect(meterOf('Outubro de 2025')).toBe('1 de 4 dias usados · 3 restantes');
  });

  it('leave the month what is left of the year when that is less', () => {
    const events = Array.from({ length: 8 }, (_, m) => [5, 6, 7, 8].map((d) => block(`2025-${String(m + 1).padStart(2, '0')}-0${d}`))).flat();
    events.push(block('2025-09-05'), block('2025-09-06'));
    const usage = blockUsageFromEvents(events, 2025, 10, LIMITS);
    render(<UsagePanel month={{ year: 2025, month: 10 }} usage={usage} status={blockLockStatus(usage, 20)} limits={LIMITS} />);
    expect(meterOf('Outubro de 2025')).toBe('0 de 4 dias usados · 2 restantes pelo limite anual');
  });

  it('follow the limits the database holds', () => {
    const limits = { ...LIMITS, blockDaysPerMonth: 5, blockDaysPerYear: 40 };
    const usage = blockUsageFromEvents([block('2025-10-05')], 2025, 10, limits);
    render(<UsagePanel month={{ year: 2025, month: 10 }} usage={usage} status={blockLockStatus(usage, 20)} limits={limits} />);
    expect(meterOf('Outubro de 2025')).toBe('1 de 5 dias usados · 4 restantes');
    expect(meterOf('Ano de 2025')).toBe('1 de 40 dias usados · 39 restantes');
    expect(screen.getByText('Você pode bloquear até 5 dias por mês (40 por ano) para uso próprio, sem custo. Dias não usados em um mês não passam para o seguinte.')).toBeInTheDocument();
  });
});
