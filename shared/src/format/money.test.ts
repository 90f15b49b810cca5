import { formatBRL, formatBRLAxis, formatBRLWhole, formatPercent } from './index';
import type * as Money from './money';

const NBSP = '\u00a0';

describe('formatBRL', () => {
  it.each([
    [1234.56, `R$${NBSP}1.234,56`],
    [0, `R$${NBSP}0,00`],
    [0.5, `R$${NBSP}0,50`],
    [1_000_000, `R$${NBSP}1.000.000,00`],
    [-20, `-R$${NBSP}20,00`],
  ])('formats %p as %s', (value, text) => {
    expect(formatBRL(value)).toBe(text);
  });

  it.each([null, undefined, Number.NaN, Number.POSITIVE_INFINITY])('shows %p as zero reais', (value) => {
    expect(formatBRL(value)).toBe(`R$${NBSP}0,00`);
  });
});

describe('formatBRLWhole (Receita Mensal, no decimals)', () => {
  it.each([
    [1234.56, `R$${NBSP}1.235`],
    [999.4, `R$${NBSP}999`],
    [0, `R$${NBSP}0`],
  ])('formats %p as %s', (value, text) => {
    expect(formatBRLWhole(value)).toBe(text);
  });
});

describe('formatBRLAxis (chart axis shorthand in pt-BR words)', () => {
  it.each([
    [950, 'R$ 950'],
    [1000, 'R$ 1 mil'],
    [1500, 'R$ 1,5 mil'],
    [6000, 'R$ 6 mil'],
    [12_345, 'R$ 12,3 mil'],
    [2_000_000, 'R$ 2 mi'],
    [2_450_000, 'R$ 2,5 mi'],
    [-1500, 'R$ -1,5 mil'],
  ])('abbreviates %p as %s', (value, text) => {
    expect(formatBRLAxis(value)).toBe(text);
  });
});

describe('formatPercent (Taxa de Ocupação)', () => {
  it.each([
    [63.3, '63,3%'],
    [3.3, '3,3%'],
    [100, '100%'],
    [0, '0%'],
    [null, '0%'],
  ])('%p shows as %p', (value, text) => {
    expect(formatPercent(value)).toBe(text);
  });
});

describe('the formatters', () => {
  it('are built on first use, once each, not when the module loads', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    try {
      jest.isolateModules(() => {
        const money = jest.requireActual<typeof Money>('./money');
        expect(built).not.toHaveBeenCalled();
        money.formatBRL(1);
        money.formatBRL(2);
        expect(built).toHaveBeenCalledTimes(1);
        money.formatBRLWhole(1);
        money.formatBRLAxis(1500);
        money.formatPercent(10);
        expect(built).toHaveBeenCalledTimes(4);
      });
    } finally {
      built.mockRestore();
    }
  });
});
