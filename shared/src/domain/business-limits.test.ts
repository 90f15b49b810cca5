import { businessLimitsFromRows } from './business-limits';

const SPEC_ROWS = [
  { key: 'block_days_per_month', value: 4 },
  { key: 'block_days_per_year', value: 36 },
  { key: 'block_years_ahead', value: 1 },
  { key: 'photo_max_bytes', value: '10485760' },
  { key: 'gallery_max_photos', value: 20 },
  { key: 'message_max_photos', value: 5 },
];

describe('businessLimitsFromRows', () => {
  it('reads the spec’s limits from the rows of public.business_limits', () => {
    expect(businessLimitsFromRows(SPEC_ROWS)).toEqual({ blockDaysPerMonth: 4, blockDaysPerYear: 36, blockYearsAhead: 1, photoMaxBytes: 10485760, galleryMaxPhotos: 20, messageMaxPhotos: 5 });
  });

  it('follows a changed row', () => {
    expect(businessLimitsFromRows(SPEC_ROWS.map((row) => (row.key === 'block_days_per_month' ? { ...row, value: 5 } : row))).blockDaysPerMonth).toBe(5);
  });

  it.each([
    ['a missing limit', SPEC_ROWS.filter((row) => row.key !== 'gallery_max_photos')],
    ['a missing photo limit of messages', SPEC_ROWS.filter((row) => row.key !== 'message_max_photos')],
    ['a limit that is no whole number', SPEC_ROWS.map((row) => (row.key === 'block_years_ahead' ? { ...row, value: 'um' } : row))],
    ['a limit of zero', SPEC_ROWS.map((row) => (row.key === 'block_days_per_year' ? { ...row, value: 0 } : row))],
  ])('refuses %s rather than guess', (_case, rows) => {
    expect(() => businessLimitsFromRows(rows)).toThrow(/business limit/);
  });
});
