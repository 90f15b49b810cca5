import type { DateArray, EventAttributes } from 'ics';
import { addDays, type CalendarEventRow, type ReservationRow } from '@portal/shared/domain';
import { isManualBlock } from '../blocks/block-limits';
import { platformLabel } from '../reservations/reservation-tracking';

type ExportReservation = Pick<ReservationRow, 'id' | 'check_in' | 'check_out' | 'status' | 'platform' | 'guests'>;
type ExportEvent = Pick<CalendarEventRow, 'date' | 'type' | 'source' | 'title'>;

const UID_DOMAIN = 'portal-do-proprietario';

const dateArray = (isoDate: string): DateArray => [Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10))];

/** Consecutive dates as [first, last] runs, so a week of own use is one event in the phone's calendar. */
function consecutiveRuns(dates: Iterable<string>): Array<[string, string]> {
  const runs: Array<[string, string]> = [];
  for (const date of [...new Set(dates)].sort()) {
    const last = runs[runs.length - 1];
    if (last && addDays(last[1], 1) === date) last[1] = date;
    else runs.push([date, date]);
  }
  return runs;
}

const nightsText = (nights: number) => (nights === 1 ? '1 noite' : `${nights} noites`);
const guestsText = (guests: number | null) => (typeof guests === 'number' ? (guests === 1 ? '1 hóspede' : `${guests} hóspedes`) : null);

/**
 * The property's occupation as all-day calendar events: each stay that was not cancelled (check-in to
 * check-out, which iCalendar ends exclusively — the night before check-out is the last one) and each run of
 * personal blocks. Guests' names and contacts are left out: the file ends up in calendars other people may see.
 */
function occupationEvents(input: { propertyName: string; reservations: readonly ExportReservation[]; events: readonly ExportEvent[] }): EventAttributes[] {
  const stays = input.reservations
    .filter((r) => r.status !== 'cancelled' && r.check_out.slice(0, 10) > r.check_in.slice(0, 10))
    .map((r) => {
      const checkIn = r.check_in.slice(0, 10);
      const checkOut = r.check_out.slice(0, 10);
      const nights = Math.round((Date.parse(checkOut) - Date.parse(checkIn)) / 86_400_000);
      const event: EventAttributes = {
        uid: `reserva-${r.id}@${UID_DOMAIN}`,
        title: `Reservado (${platformLabel(r.platform)}) — ${input.propertyName}`,
        description: [nightsText(nights), guestsText(r.guests)].filter(Boolean).join(' · '),
        start: dateArray(checkIn),
        end: dateArray(checkOut),
        busyStatus: 'BUSY',
        transp: 'OPAQUE',
        status: r.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
      };
      return { first: checkIn, event };
    });
  const blockedDates = input.events.filter(isManualBlock).map((event) => event.date.slice(0, 10));
  const blocks = consecutiveRuns(blockedDates).map(([first, last]) => {
    const event: EventAttributes = {
      uid: `bloqueio-${first}-${last}@${UID_DOMAIN}`,
      title: `Uso pessoal — ${input.propertyName}`,
      start: dateArray(first),
      end: dateArray(addDays(last, 1)),
      busyStatus: 'BUSY',
      transp: 'OPAQUE',
    };
    return { first, event };
  });
  return [...stays, ...blocks].sort((a, b) => a.first.localeCompare(b.first)).map(({ event }) => event);
}

/**
 * The .ics text of a property's occupation. The `ics` library (and its validator) loads only when an owner
 * exports, never with the calendar screen.
 */
export async function occupationCalendarFile(input: Parameters<typeof occupationEvents>[0]): Promise<string> {
  const { createEvents } = await import('ics');
  const events = occupationEvents(input);
  const { error, value } = createEvents(events, { productId: `${UID_DOMAIN}/calendario`, calName: `Ocupação — ${input.propertyName}`, method: 'PUBLISH' });
  if (error || value === null) throw error ?? new Error('Calendário vazio');
  return value;
}

/** 'ocupacao-casa-da-praia.ics': the property's name without accents or signs. */
export function occupationFileName(propertyName: string): string {
  const slug = propertyName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `ocupacao-${slug || 'propriedade'}.ics`;
}
