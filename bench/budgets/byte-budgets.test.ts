import { BYTE_BUDGETS, budgetViolations, type ByteMeasurement } from './byte-budgets';

const withinBudget: ByteMeasurement = {
  authFirstRenderJsGzip: 180_000,
  dashboardFirstRenderJsGzip: 350_000,
  duplicateSharedBytes: 0,
  chartFilesBeforeFirstPaint: [],
};

describe('byte budgets (/auth ≤ 200 KB, /dashboard ≤ 362 KB, zero duplicates)', () => {
  it('holds the budgets, lowered as the portal gained (/auth 250 → 210 → 205 → 190 → 185 → 183 KB, then 200 KB once the app runs on the page from its start, /dashboard 400 → 395 → 368 → 364 → 363 → 361 KB, then 362 KB for the phone fixes)', () => {
    expect(BYTE_BUDGETS).toEqual({ authFirstRenderJsGzip: 200_000, dashboardFirstRenderJsGzip: 362_000, duplicateSharedBytes: 0 });
  });

  it('passes a measurement within every budget, including exactly at the limit', () => {
    expect(budgetViolations(withinBudget)).toEqual([]);
    expect(budgetViolations({ ...withinBudget, authFirstRenderJsGzip: 200_000, dashboardFirstRenderJsGzip: 362_000 })).toEqual([]);
  });

  it.each([
    ['authFirstRenderJsGzip', 200_001, 'first render of /auth (JS, gzip) is 200.0 KB, 1 B over its budget of 200.0 KB'],
    ['dashboardFirstRenderJsGzip', 412_345, 'first render of /dashboard (JS, gzip) is 412.3 KB, 50.3 KB over its budget of 362.0 KB'],
    ['duplicateSharedBytes', 548, 'shared-library code downloaded twice is 0.5 KB, 548 B over its budget of 0.0 KB'],
  ] as const)('fails when %s is %i', (key, value, message) => {
    expect(budgetViolations({ ...withinBudget, [key]: value })).toEqual([message]);
  });

  it('fails when the chart library arrives before the first paint', () => {
    expect(budgetViolations({ ...withinBudget, chartFilesBeforeFirstPaint: ['http://cdn/highcharts.js'] })).toEqual([
      "the chart library arrived before the dashboard's first paint: http://cdn/highcharts.js",
    ]);
  });
});
