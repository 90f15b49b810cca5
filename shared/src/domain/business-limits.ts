/**
 * The business limits the database enforces (public.business_limits, migrations 0013 and 0014): the screens check
 * early and word their texts with these numbers, so a limit is changed in the database alone.
 */
export interface BusinessLimits {
  /** Personal blocks per property in a calendar month. */
  blockDaysPerMonth: number;
  /** Personal blocks per property in a calendar year. */
  blockDaysPerYear: number;
  /** How far ahead a personal block may start, in years. */
  blockYearsAhead: number;
  /** One photo file, in bytes (also the photo bucket's file size limit). */
  photoMaxBytes: number;
  /** Gallery photos per property, besides the main one. */
  galleryMaxPhotos: number;
  /** Photos one message to the team carries (migration 0014). */
  messageMaxPhotos: number;
}

/** The database's key of each limit. */
export const BUSINESS_LIMIT_KEYS = {
  blockDaysPerMonth: 'block_days_per_month',
  blockDaysPerYear: 'block_days_per_year',
  blockYearsAhead: 'block_years_ahead',
  photoMaxBytes: 'photo_max_bytes',
  galleryMaxPhotos: 'gallery_max_photos',
  messageMaxPhotos: 'message_max_photos',
} as const satisfies Record<keyof BusinessLimits, string>;

export interface BusinessLimitRow {
  key: string;
  value: number | string;
}

/**
 * The limits from the table's rows. A missing or unreadable limit fails the read (the screen shows its error
 * state and retry): a guessed number would let the screen promise what the database refuses.
 */
export function businessLimitsFromRows(rows: readonly BusinessLimitRow[]): BusinessLimits {
  const byKey = new Map(rows.map((row) => [row.key, Number(row.value)]));
  const limits = {} as BusinessLimits;
  for (const [name, key] of Object.entries(BUSINESS_LIMIT_KEYS) as Array<[keyof BusinessLimits, string]>) {
    const value = byKey.get(key);
    if (value === undefined || !Number.isInteger(value) || value <= 0) throw new Error(`business limit ${key} is missing`);
    limits[name] = value;
  }
  return limits;
}

