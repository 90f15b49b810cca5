/** @jest-environment ./src/testing/sao-paulo-environment.cjs */
import { sessionRow } from '../testing/fixtures';
import { downloadFile } from '@portal/shared/ui';
import { downloadSessionCalendarFile } from './calendar-file';
import { sessionWindowUtc } from './session-window';

jest.mock('@portal/shared/ui', () => ({ downloadFile: jest.fn() }));

const NOW = new Date('2025-03-05T13:00:00Z');

function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });
}

/** The file the browser is handed for the session: its name and its text. */
async function calendarFile(...args: Parameters<typeof downloadSessionCalendarFile>): Promise<{ name: string; content: string }> {
  jest.mocked(downloadFile).mockClear();
  expect(await downloadSessionCalendarFile(...args)).toBe(true);
  const [file, name] = jest.mocked(downloadFile).mock.calls[0]!;
  return { name, content: await readText(file) };
}

async function sessionCalendarFile(...args: Parameters<typeof downloadSessionCalendarFile>): Promise<string> {
  return (await calendarFile(...args)).content;
}

function lines(content: string) {
  // Unfolded, as a calendar reads it.
  return content.replace(/\r\n[ \t]/g, '').split('\r\n');
}

describe('the session in a calendar file', () => {
  it.each([
    ['morning_08', '2025-03-11T11:00:00.000Z', '2025-03-11T15:00:00.000Z'],
    ['morning', '2025-03-11T11:00:00.000Z', '2025-03-11T15:00:00.000Z'],
    ['afternoon_13', '2025-03-11T16:00:00.000Z', '2025-03-11T20:00:00.000Z'],
    ['afternoon', '2025-03-11T16:00:00.000Z', '2025-03-11T20:00:00.000Z'],
  ] as const)('places the %s slot of 11/03 at %s-%s (8h-12h / 13h-17h in Brazil)', (slot, start, end) => {
    const window = sessionWindowUtc('2025-03-11', slot);
    expect([window.start.toISOString(), window.end.toISOString()]).toEqual([start, end]);
  });

  it('has the date, the slot, the address, the duration and a reminder the day before', async () => {
    const content = await sessionCalendarFile(sessionRow({ time_slot: 'afternoon_13', notes: 'Portão azul; tocar a campainha' }), 'Casa da Praia', NOW);
    expect(content.endsWith('\r\n')).toBe(true);
    const read = lines(content);
    expect(read).toEqual(
      expect.arrayContaining([
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'BEGIN:VEVENT',
        'UID:photo-session-sess-1@portal-do-proprietario',
        'DTSTAMP:20250305T130000Z',
        'DTSTART:20250311T160000Z',
        'DTEND:20250311T200000Z',
        'SUMMARY:Sessão de fotos — Casa da Praia',
        'LOCATION:Rua das Gaivotas\\, 100 - Centro\\, Florianópolis - SC',
        'TRIGGER:-PT24H',
        'END:VEVENT',
        'END:VCALENDAR',
      ]),
    );
    const description = read.find((line) => line.startsWith('DESCRIPTION:Horário'));
    expect(description).toBe(
      'DESCRIPTION:Horário: Tarde (13h às 17h).\\nDuração estimada: 2-3 horas.\\nNossa equipe entrará em contato 24h antes da sessão para confirmar os detalhes.\\nObservações: Portão azul\\; tocar a campainha',
    );
  });

  it('leaves the place out when the session has no address', async () => {
    const content = await sessionCalendarFile(
      sessionRow({ address_street: null, address_number: null, address_neighborhood: null, address_city: null, address_state: null, notes: null }),
      'Casa',
      NOW,
    );
    expect(lines(content).some((line) => line.startsWith('LOCATION'))).toBe(false);
    expect(lines(content).some((line) => line.includes('Observações'))).toBe(false);
  });

  it('escapes the text and folds long lines, as calendars expect', async () => {
    const name = `Casa; Praia, ${'ã'.repeat(60)}`;
    const content = await sessionCalendarFile(sessionRow({ notes: null }), name, NOW);
    expect(content.split('\r\n').every((line) => [...line].length <= 75)).toBe(true);
    expect(lines(content)).toContain(`SUMMARY:Sessão de fotos — Casa\\; Praia\\, ${'ã'.repeat(60)}`);
  });

  it('names the file after the date', async () => {
    expect((await calendarFile(sessionRow({ date: '2025-03-11' }), 'Casa da Praia', NOW)).name).toBe('sessao-de-fotos-2025-03-11.ics');
  });
});
