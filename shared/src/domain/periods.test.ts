import { periodBounds, type PeriodSelection } from './periods';

const TODAY = '2025-03-10';
const f = (change: Partial<PeriodSelection> = {}): PeriodSelection => ({ dateRange: 'all', startDate: null, endDate: null, ...change });

describe('period bounds', () => {
  it.each([
    ['all', { from: null, to: null }],
    ['last30', { from: '2025-02-08', to: '2025-03-10' }],
    ['next30', { from: '2025-03-10', to: '2025-04-09' }],
    ['last90', { from: '2024-12-10', to: '2025-03-10' }],
    ['year', { from: '2025-01-01', to: '2025-12-31' }],
  ] as const)('period %s spans %p', (dateRange, bounds) => {
    expect(periodBounds(f({ dateRange }), TODAY)).toEqual(bounds);
  });

  it('a custom period spans the chosen dates', () => {
    expect(periodBounds(f({ dateRange: 'custom', startDate: '2025-01-05', endDate: '2025-01-20' }), TODAY)).toEqual({ from: '2025-01-05', to: '2025-01-20' });
  });
});
