import type { BusinessLimits } from '../domain/business-limits';
import { BUSINESS_LIMIT_KEYS } from '../domain/business-limits';

/**
 * The limits as migrations 0013 and 0014 seed public.business_limits (the spec's numbers), for component tests and
 * stories; the screens themselves only ever read them from the database.
 */
export const SPEC_BUSINESS_LIMITS: BusinessLimits = {
  blockDaysPerMonth: 4,
  blockDaysPerYear: 36,
  blockYearsAhead: 1,
  photoMaxBytes: 10 * 1024 * 1024,
  galleryMaxPhotos: 20,
  messageMaxPhotos: 5,
};

/** The rows of public.business_limits holding `limits` (the spec's, with `changes`). */
export function businessLimitRows(changes: Partial<BusinessLimits> = {}): Array<{ key: string; value: number }> {
  const limits = { ...SPEC_BUSINESS_LIMITS, ...changes };
  return (Object.keys(BUSINESS_LIMIT_KEYS) as Array<keyof BusinessLimits>).map((name) => ({ key: BUSINESS_LIMIT_KEYS[name], value: limits[name] }));
}
