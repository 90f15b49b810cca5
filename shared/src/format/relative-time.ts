import { parseInstant, type DateInput } from './dates';

/** Notification age, e.g. 'há 2 horas', 'há poucos segundos'; `now` is explicit so lists render deterministically. */
export function formatRelativeTime(timestamp: DateInput, now: DateInput): string {
  const then = parseInstant(timestamp).locale('pt-br');
  if (!then.isValid()) return '';
  return then.from(parseInstant(now));
}
