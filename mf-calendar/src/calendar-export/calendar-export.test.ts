import { occupationCalendarFile, occupationFileName } from './calendar-export';

const stay = (id: string, check_in: string, check_out: string, fields: Record<string, unknown> = {}) => ({
  id,
  check_in,
  check_out,
  status: 'confirmed',
  platform: 'Airbnb',
  guests: 4,
  guest_name: 'Maria Souza',
  ...fields,
});
const block = (date: string, source = 'manual') => ({ date, type: 'blocked' as const, source, title: 'Uso pessoal' });

/** The .ics file's events in file order, each as its properties without parameters (DTSTART;VALUE=DATE:… as DTSTART). */
async function fileEvents(input: Parameters<typeof occupationCalendarFile>[0]): Promise<Array<Record<string, string>>> {
  const text = (await occupationCalendarFile(input)).replace(/\r\n[ \t]/g, '');
  return text
    .split('BEGIN:VEVENT\r\n')
    .slice(1)
    .map((event) =>
      Object.fromEntries(
        event
          .split('\r\n')
          .filter((line) => line.includes(':'))
          .map((line) => [line.slice(0, line.indexOf(':')).split(';')[0]!, line.slice(line.indexOf(':') + 1)]),
      ),
    );
}

describe('personal blocks in the file', () => {
  it.each([
    [[], []],
    [['2025-03-02', '2025-03-01', '2025-03-03'], [['20250301', '20250304']]],
    [['2025-03-01', '2025-03-03'], [['20250301', '20250302'], ['20250303', '20250304']]],
    [['2025-12-31', '2026-01-01'], [['20251231', '20260102']]],
  ])('%p are the all-day runs %p (the end is the day after the last)', async (dates, runs) => {
    const events = await fileEvents({ propertyName: 'Casa', reservations: [stay('r1', '2024-01-01', '2024-01-02')], events: dates.map((date) => block(date)) });
    expect(events.filter((event) => event.SUMMARY === 'Uso pessoal — Casa').map((event) => [event.DTSTART, event.DTEND])).toEqual(runs);
  });
});

describe('occupation events', () => {
  const events = fileEvents({
    propertyName: 'Casa da Praia',
    reservations: [
      stay('r2', '2025-03-20', '2025-03-22', { platform: 'booking.com', guests: 1, status: 'pending' }),
      stay('r1', '2025-03-01', '2025-03-04'),
      stay('r3', '2025-03-10', '2025-03-12', { status: 'cancelled' }),
    ],
    events: [block('2025-03-14'), block('2025-03-15'), block('2025-03-25', 'sync'), { date: '2025-03-26', type: 'booking' as const, source: 'sync', title: null }],
  });

  it('lists the stays and the runs of personal blocks in date order, cancelled stays left out', async () => {
    expect((await events).map((e) => [e.SUMMARY, e.DTSTART, e.DTEND])).toEqual([
      ['Reservado (Airbnb) — Casa da Praia', '20250301', '20250304'],
      ['Uso pessoal — Casa da Praia', '20250314', '20250316'],
      ['Reservado (Booking) — Casa da Praia', '20250320', '20250322'],
    ]);
  });

  it('tells nights and guests, never who the guest is', async () => {
    const [first, , third] = await events;
    expect(first?.DESCRIPTION).toBe('3 noites · 4 hóspedes');
    expect(third).toMatchObject({ DESCRIPTION: '2 noites · 1 hóspede', STATUS: 'TENTATIVE' });
    expect(JSON.stringify(await events)).not.toContain('Maria');
  });
});

describe('the .ics file', () => {
  it('is an iCalendar the phone opens, with all-day events and no guest names', async () => {
    const text = await occupationCalendarFile({
      propertyName: 'Casa da Praia',
      reservations: [stay('r1', '2025-03-01', '2025-03-04')],
      events: [block('2025-03-14')],
    });
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(text).toContain('X-WR-CALNAME:Ocupação — Casa da Praia');
    expect(text).toContain('DTSTART;VALUE=DATE:20250301');
    expect(text).toContain('DTEND;VALUE=DATE:20250304');
    expect(text).toContain('SUMMARY:Uso pessoal — Casa da Praia');
    expect(text).toContain('DTEND;VALUE=DATE:20250315');
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).not.toContain('Maria');
  });

  it.each([
    ['Casa da Praia', 'ocupacao-casa-da-praia.ics'],
    ['Chalé da Serra — Monte Verde', 'ocupacao-chale-da-serra-monte-verde.ics'],
    ['***', 'ocupacao-propriedade.ics'],
  ])('for %s is named %s', (name, file) => {
    expect(occupationFileName(name)).toBe(file);
  });
});
