import { addDays } from './iso-date';

// Periods a list of reservations is narrowed to: the finance page offers all of them, the calendar's
// reservation tracking a subset, with the same bounds.

export type DateRange = 'all' | 'last30' | 'next30' | 'last90' | 'year' | 'custom';

export interface PeriodSelection {
  dateRange: DateRange;
  /** 'yyyy-MM-dd', with 'custom' */
  startDate: string | null;
  endDate: string | null;
}

/** Check-in bounds of a period (inclusive), null for no bound. */
export function periodBounds(filter: PeriodSelection, today: string): { from: string | null; to: string | null } {
  switch (filter.dateRange) {
    case 'all':
      return { from: null, to: null };
    case 'last30':
      return { from: addDays(today, -30), to: today };
    case 'next30':
      return { from: today, to: addDays(today, 30) };
    case 'last90':
      return { from: addDays(today, -90), to: today };
    case 'year':
      return { from: `${today.slice(0, 4)}-01-01`, to: `${today.slice(0, 4)}-12-31` };
    case 'custom':
      return { from: filter.startDate, to: filter.endDate };
  }
}
