import { SPEC_BUSINESS_LIMITS } from '@portal/shared/testing';
import { blockLockStatus, blockUsageFromEvents } from '../blocks/block-limits';
import { blockRow, stayRow } from '../testing/fixtures';
import { calendarCells } from './calendar-cells';
import type { SelectionMode } from './day-selection';
import { bookedNights, freeDaysInMonth, type MonthRef } from './month-grid';
import type { PropertyCalendarState } from './property-calendar-view';

const MARCH: MonthRef = { year: 2025, month: 3 };
const TODAY = '2025-03-10';
const STORY_STAYS = [stayRow('r1', '2025-03-14', '2025-03-17'), stayRow('r2', '2025-03-24', '2025-03-27', { platform: 'booking' })];
export const STORY_BLOCKS = [blockRow('2025-03-03'), blockRow('2025-03-20')];

/** The calendar of March 2025 seen on the 10th, with stays and blocks, in the state the story names. */
export function storyCalendar({
  month = MARCH,
  today = TODAY,
  events = STORY_BLOCKS,
  selected = [],
  mode = 'single',
  awaitingRangeEnd = false,
  saving = false,
}: {
  month?: MonthRef;
  today?: string;
  events?: ReturnType<typeof blockRow>[];
  selected?: string[];
  mode?: SelectionMode;
  awaitingRangeEnd?: boolean;
  saving?: boolean;
} = {}): PropertyCalendarState {
  const cells = calendarCells({ month, today, events, bookedDates: bookedNights(STORY_STAYS), selected, yearsAhead: SPEC_BUSINESS_LIMITS.blockYearsAhead });
  const usage = blockUsageFromEvents(events, month.year, month.month, SPEC_BUSINESS_LIMITS);
  return {
    state: 'ready',
    propertyName: 'Casa da Praia em Búzios',
    month,
    cells,
    usage,
    lockStatus: blockLockStatus(usage, freeDaysInMonth(cells)),
    limits: SPEC_BUSINESS_LIMITS,
    mode,
    selectedCount: selected.length,
    awaitingRangeEnd,
    saving,
    exporting: false,
  };
}

/** 36 personal days used by September: the year's allowance is spent. */
export const YEAR_SPENT = Array.from({ length: 9 }, (_, m) => [1, 2, 3, 4].map((d) => blockRow(`2025-${String(m + 1).padStart(2, '0')}-0${d}`))).flat();
