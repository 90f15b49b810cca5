import { addressText, type PhotoSessionRecord } from '../session-api/photo-session-record';
import { timeSlotText } from '../scheduling/photo-session-rules';
import { sessionWindowUtc } from './session-window';

type CalendarSession = Pick<
  PhotoSessionRecord,
  'id' | 'date' | 'time_slot' | 'address_street' | 'address_number' | 'address_complement' | 'address_neighborhood' | 'address_city' | 'address_state' | 'notes'
>;

/** RFC 5545 text: backslash, semicolon, comma and line breaks are escaped. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets are folded (a CRLF and a space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

/**
 * An iCalendar file for one session that phone calendars open: the slot's window in Brazil's time (as
 * UTC instants, so every calendar places it right whatever its own zone), the address as the place,
 * the expected duration and the notes in the description, and a reminder the day before — when the
 * team calls to confirm.
 */
export function sessionCalendarFile(session: CalendarSession, propertyName: string, now: Date): string {
  const window = sessionWindowUtc(session.date, session.time_slot);
  const place = addressText(session);
  const description = [
    `Horário: ${timeSlotText(session.time_slot)}.`,
    'Duração estimada: 2-3 horas.',
    'Nossa equipe entrará em contato 24h antes da sessão para confirmar os detalhes.',
    ...(session.notes ? [`Observações: ${session.notes}`] : []),
  ].join('\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Portal do Proprietario//Sessao de fotos//PT-BR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:photo-session-${session.id}@portal-do-proprietario`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART:${stamp(window.start)}`,
    `DTEND:${stamp(window.end)}`,
    `SUMMARY:${escapeText(`Sessão de fotos — ${propertyName}`)}`,
    ...(place ? [`LOCATION:${escapeText(place)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(`Sessão de fotos amanhã — ${propertyName}`)}`,
    'TRIGGER:-P1D',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}

/** The file's name: 'sessao-de-fotos-2025-03-11.ics'. */
export function calendarFileName(date: string): string {
  return `sessao-de-fotos-${date}.ics`;
}

/** Hands the file to the browser as a download (phones offer to open it in their calendar). */
export function downloadCalendarFile(content: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
