// The one place that configures moment's locale. rspack does not follow moment's dynamic locale
// require, so pt-br is imported statically here and nowhere else (lint bans locale imports elsewhere).
import moment from 'moment';
import 'moment/locale/pt-br';

moment.locale('pt-br');

export { formatBRL, formatBRLAxis, formatBRLWhole, formatPercent } from './money';
export {
  apiDateToBr,
  formatDate,
  formatDayMonth,
  formatDayMonthName,
  formatLongDate,
  formatMonthYear,
  parseBrDate,
  toApiDate,
  type DateInput,
} from './dates';
export { MONTH_NAMES, monthName, type MonthName } from './months';
export { formatCalendarDate, isCalendarDate } from './calendar-date';
export { formatRelativeTime } from './relative-time';
