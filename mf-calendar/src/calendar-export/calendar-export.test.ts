import { consecutiveRuns, occupationCalendarFile, occupationEvents, occupationFileName } from './calendar-export';

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

describe('consecutive runs', () => {
  it.each([
    [[], []],
    [['2025-03-02', '2025-03-01', '2025-03-03'], [['2025-03-01', '2025-03-03']]],
    [['2025-03-01', '2025-03-03'], [['2025-03-01', '2025-03-01'], ['2025-03-03', '2025-03-03']]],
    [['2025-12-31', '2026-01-01'], [['2025-12-31', '2026-01-01']]],
  ])('%p makes %p', (dates, runs) => {
    expect(consecutiveRuns(dates)).toEqual(runs);
  });
});

describe('occupation events', () => {
  const events = occupationEvents({
    propertyName: 'Casa da Praia',
    reservations: [
      stay('r2', '2025-03-20', '2025-03-22', { platform: 'booking.com', guests: 1, status: 'pending' }),
      stay('r1', '2025-03-01', '2025-03-04'),
      stay('r3', '2025-03-10', '2025-03-12', { status: 'cancelled' }),
    ],
    events: [block('2025-03-14'), block('2025-03-15'), block('2025-03-25', 'sync'), { date: '2025-03-26', type: 'booking' as const, source: 'sync', title: null }],
  });

  it('lists the stays and the runs of personal blocks in date order, cancelled stays left out', () => {
    expect(events.map((e) => [e.title, e.start, 'end' in e ? e.end : null])).toEqual([
      ['Reservado (Airbnb) — Casa da Praia', [2025, 3, 1], [2025, 3, 4]],
      ['Uso pessoal — Casa da Praia', [2025, 3, 14], [2025, 3, 16]],
      ['Reservado (Booking) — Casa da Praia', [2025, 3, 20], [2025, 3, 22]],
    ]);
  });

  it('tells nights and guests, never who the guest is', () => {
    expect(events[0]?.description).toBe('3 noites · 4 hóspedes');
    expect(events[2]).toMatchObject({ description: '2 noites · 1 hóspede', status: 'TENTATIVE' });
    expect(JSON.stringify(events)).not.toContain('Maria');
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
