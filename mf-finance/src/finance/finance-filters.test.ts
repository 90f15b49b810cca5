import {
  activeFinanceFilterCount,
  applyFinanceFilter,
  DEFAULT_FINANCE_FILTER,
  type FinanceFilter,
  NO_PROPERTY,
  selectAllStatuses,
  toggleProperty,
  toggleStatus,
  withPeriod,
} from './finance-filters';

const TODAY = '2025-03-10';
const f = (change: Partial<FinanceFilter> = {}): FinanceFilter => ({ ...DEFAULT_FINANCE_FILTER, ...change });

describe('finance filter behaviour', () => {
  it('clears custom dates when a non-custom period is picked', () => {
    const custom = f({ dateRange: 'custom', startDate: '2025-01-01', endDate: '2025-01-31' });
    expect(withPeriod(custom, 'last30')).toEqual(f({ dateRange: 'last30' }));
    expect(withPeriod(custom, 'custom')).toEqual(custom);
  });

  it.each([
    [[], 'a', ['a']],
    [['a'], 'b', ['a', 'b']],
    [['a', 'b'], 'c', []],
    [['a', 'b'], 'b', ['a']],
    [['a'], 'a', []],
    [[NO_PROPERTY], 'a', ['a']],
  ])('toggling property with %p selected and %s clicked gives %p (of a, b, c)', (selected, id, result) => {
    expect(toggleProperty(f({ propertyIds: selected }), id, ['a', 'b', 'c']).propertyIds).toEqual(result);
  });

  it.each([
    [[], 'completed', ['pending', 'scheduled']],
    [['pending', 'scheduled'], 'pending', ['scheduled']],
    [['scheduled'], 'scheduled', []],
    [['pending', 'scheduled'], 'completed', []],
  ] as const)('toggling status with %p and %s clicked gives %p', (selected, status, result) => {
    expect(toggleStatus(f({ statusList: [...selected] }), status).statusList).toEqual(result);
  });

  it('clears the statuses when all are chosen', () => {
    expect(selectAllStatuses(f({ statusList: ['pending'] })).statusList).toEqual([]);
  });

  it.each([
    [f(), 3, 0],
    [f({ dateRange: 'next30' }), 3, 1],
    [f({ propertyIds: ['a', 'b', 'c'] }), 3, 0],
    [f({ propertyIds: ['a'], statusList: ['completed'] }), 3, 2],
    [f({ dateRange: 'year', propertyIds: ['a'], statusList: ['completed', 'pending'] }), 3, 3],
  ])('counts %p with %i properties as %i active filter(s)', (filter, total, count) => {
    expect(activeFinanceFilterCount(filter, total)).toBe(count);
  });

});

describe('applyFinanceFilter', () => {
  const r = (id: string, property_id: string, check_in: string, check_out: string, actual_payout_date: string | null = null) => ({
    id,
    property_id,
    check_in,
    check_out,
    expected_payout_date: null,
    actual_payout_date,
  });
  const rows = [
    r('paid', 'a', '2025-02-01', '2025-02-03', '2025-02-10'),
    r('staying', 'b', '2025-03-09', '2025-03-12'),
    r('future', 'a', '2025-04-01', '2025-04-03'),
  ];

  it.each([
    [f(), ['paid', 'staying', 'future']],
    [f({ statusList: ['completed'] }), ['paid']],
    [f({ statusList: ['pending', 'scheduled'] }), ['staying', 'future']],
    [f({ propertyIds: ['a'] }), ['paid', 'future']],
    [f({ propertyIds: [NO_PROPERTY] }), []],
    [f({ dateRange: 'next30' }), ['future']],
    [f({ dateRange: 'custom', startDate: '2025-03-01', endDate: null }), ['staying', 'future']],
  ])('%p keeps %p', (filter, ids) => {
    expect(applyFinanceFilter(rows, filter, TODAY).map((x) => x.id)).toEqual(ids);
  });
});
