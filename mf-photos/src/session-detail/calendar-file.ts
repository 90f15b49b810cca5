import type { EventAttributes } from 'ics';
import { downloadFile } from '@portal/shared/ui';
import { addressText, type PhotoSessionRecord } from '../session-api/photo-session-record';
import { timeSlotText } from '../scheduling/photo-session-rules';
import { sessionWindowUtc } from './session-window';

type CalendarSession = Pick<
  PhotoSessionRecord,
  'id' | 'date' | 'time_slot' | 'address_street' | 'address_number' | 'address_complement' | 'address_neighborhood' | 'address_city' | 'address_state' | 'notes'
>;

/**
 * An iCalendar file for one session that phone calendars open: the slot's window in Brazil's time (as
 * UTC instants, so every calendar places it right whatever its own zone), the address as the place,
 * the expected duration and the notes in the description, and a reminder the day before — when the
 * team calls to confirm. The iCalendar text (escaping, line folding) comes from the `ics` library,
 * loaded when the owner asks for the file.
 */
async function sessionCalendarFile(session: CalendarSession, propertyName: string, now: Date): Promise<string> {
  const { createEvent } = await import('ics');
  const window = sessionWindowUtc(session.date, session.time_slot);
  const place = addressText(session);
  const description = [
    `Horário: ${timeSlotText(session.time_slot)}.`,
    'Duração estimada: 2-3 horas.',
    'Nossa equipe entrará em contato 24h antes da sessão para confirmar os detalhes.',
    ...(session.notes ? [`Observações: ${session.notes}`] : []),
  ].join('\n');
  const event: EventAttributes & { timestamp: number } = {
    productId: 'portal-do-proprietario/sessao-de-fotos',
    method: 'PUBLISH',
    uid: `photo-session-${session.id}@portal-do-proprietario`,
    timestamp: now.getTime(),
    start: window.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: window.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `Sessão de fotos — ${propertyName}`,
    ...(place ? { location: place } : {}),
    description,
    alarms: [{ action: 'display', description: `Sessão de fotos amanhã — ${propertyName}`, trigger: { hours: 24, before: true } }],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error('calendar file not generated');
  return value;
}

/** The file's name: 'sessao-de-fotos-2025-03-11.ics'. */
function calendarFileName(date: string): string {
  return `sessao-de-fotos-${date}.ics`;
}

/** Not quoted by the spec: the file could not be made (its library did not load, e.g. offline). */
export const CALENDAR_FILE_FAILED = { title: 'Não foi possível gerar o arquivo da agenda.', description: 'Verifique sua conexão e tente novamente.' } as const;

/** Makes the session's file and hands it to the browser; false when it could not be made. */
export async function downloadSessionCalendarFile(session: CalendarSession, propertyName: string, now: Date): Promise<boolean> {
  try {
    downloadFile(new Blob([await sessionCalendarFile(session, propertyName, now)], { type: 'text/calendar;charset=utf-8' }), calendarFileName(session.date));
    return true;
  } catch (error) {
    console.warn('Arquivo da agenda não gerado', error);
    return false;
  }
}
