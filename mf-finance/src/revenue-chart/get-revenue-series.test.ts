import { revenueSeriesArgs } from './get-revenue-series';

const FILTERS = { today: '2025-06-20', from: '2025-03-01', to: '2025-05-31', propertyIds: ['p1'], statusKeys: ['completed'] };

describe("the chart's read: the page's filters narrowed by the chart's own Início / Fim", () => {
  it.each([
    ['no dates of its own', null, null, '2025-03-01', '2025-05-31'],
    ['a later start and an earlier end', '2025-04-01', '2025-04-30', '2025-04-01', '2025-04-30'],
    ['an earlier start and a later end', '2025-01-01', '2025-12-31', '2025-03-01', '2025-05-31'],
    ['a start only', '2025-05-10', null, '2025-05-10', '2025-05-31'],
  ])('%s: from %s to %s asks for %s to %s', (_label, start, end, from, to) => {
    expect(revenueSeriesArgs(FILTERS, { grouping: 'week', start, end })).toEqual({ ...FILTERS, from, to, grouping: 'week' });
  });

  it('keeps the chart dates alone when the page has no period', () => {
    expect(revenueSeriesArgs({ ...FILTERS, from: null, to: null }, { grouping: 'day', start: '2025-02-01', end: null })).toMatchObject({ from: '2025-02-01', to: null, grouping: 'day' });
  });
});
