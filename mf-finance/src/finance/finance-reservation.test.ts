import { rawRpcRow } from '../testing/fixtures';
import { financeListQuery, financePropertyLabel, nextFinanceCursor, readEveryFinancePage, toFinanceReservations } from './finance-reservation';

describe('finance reservations from the RPC', () => {
  it('turns numeric strings into numbers and keeps the recorded payout dates', () => {
    const [row] = toFinanceReservations([rawRpcRow()]);
    expect(row).toMatchObject({ gross_amount: 1000, host_payout: 660, cleaning_fee: 100, expected_payout_date: '2025-03-08', actual_payout_date: '2025-03-08', nights: 4 });
  });

  it('leaves cancelled stays out', () => {
    expect(toFinanceReservations([rawRpcRow({ id: 'a' }), rawRpcRow({ id: 'b', status: 'cancelled' })]).map((r) => r.id)).toEqual(['a']);
  });

  it.each([
    ['airbnb', '2025-03-01', '2025-03-05', '2025-03-08'],
    ['booking', '2025-03-01', '2025-03-05', '2025-04-15'],
    ['vrbo', '2025-03-01', '2025-03-05', '2025-03-31'],
    ['direct', '2025-03-01', '2025-03-05', '2025-03-31'],
  ])('a %s stay %s–%s with no recorded payout date is expected on %s', (platform, check_in, check_out, expected) => {
    const [row] = toFinanceReservations([rawRpcRow({ platform, check_in, check_out, expected_payout_date: null, actual_payout_date: null })]);
    expect(row?.expected_payout_date).toBe(expected);
  });

  it('counts nights from the dates when the RPC sends none, and keeps timestamps to their date', () => {
    const raw = { ...rawRpcRow({ check_in: '2025-03-01', check_out: '2025-03-04' }), nights: null, actual_payout_date: '2025-03-08T10:00:00Z' };
    expect(toFinanceReservations([raw])[0]).toMatchObject({ nights: 3, actual_payout_date: '2025-03-08' });
  });

  it('is empty for no rows', () => {
    expect(toFinanceReservations(null)).toEqual([]);
  });
});

describe('property label in finance', () => {
  it.each([
    [{ id: '12345678-aaaa-bbbb', property_name: 'Casa da Praia' }, 'Casa da Praia'],
    [{ id: '12345678-aaaa-bbbb', property_name: null }, 'Propriedade 12345678'],
    [{ id: '12345678-aaaa-bbbb', property_name: '   ' }, 'Propriedade 12345678'],
  ])('%p is labelled %s', (property, label) => {
    expect(financePropertyLabel(property)).toBe(label);
  });
});

describe('the finance reads: keyset pages', () => {
  const ARGS = { today: '2025-06-20', from: '2025-01-01', to: null, propertyIds: ['p1'], statusKeys: ['completed'] };
  // Stays newest first, two on each check-in: the id breaks the tie, as the database orders them.
  const stays = (count: number) =>
    Array.from({ length: count }, (_, i) => ({ id: `r${String(i).padStart(5, '0')}`, check_in: `2025-${String(12 - Math.floor(i / 400)).padStart(2, '0')}-01`, status: 'confirmed', check_out: '2025-12-03' }));

  it.each([
    ['a full page', 50, 50, { checkIn: '2025-12-01', id: 'r00049' }],
    ['a short page', 49, 50, undefined],
    ['an empty page', 0, 50, undefined],
    ['a full export read', 500, 500, { checkIn: '2025-11-01', id: 'r00499' }],
  ])('after %s of %i stays (reads of %i), the next read starts after its last stay: %j', (_label, count, limit, next) => {
    expect(nextFinanceCursor(stays(count), limit)).toEqual(next);
  });

  it("asks for the filters, the stay to start after and the read's size", () => {
    expect(financeListQuery(ARGS, null, 50)).toEqual({
      p_today: '2025-06-20',
      p_check_in_from: '2025-01-01',
      p_check_in_to: null,
      p_property_ids: ['p1'],
      p_status_keys: ['completed'],
      p_after_check_in: null,
      p_after_id: null,
      p_limit: 50,
    });
    expect(financeListQuery(ARGS, { checkIn: '2025-03-02', id: 'r7' }, 1000)).toMatchObject({ p_after_check_in: '2025-03-02', p_after_id: 'r7', p_limit: 1000 });
  });

  it.each([
    [0, 1],
    [499, 1],
    [500, 2],
    [1001, 3],
    [5820, 12],
  ])('an export of %i stays takes %i reads of 500, each after the last stay of the one before, and keeps every stay once, in order', async (total, reads) => {
    const all = stays(total);
    const asked: Array<ReturnType<typeof financeListQuery>> = [];
    const reply = await readEveryFinancePage(ARGS, async (query) => {
      asked.push(query);
      const start = query.p_after_id === null ? 0 : all.findIndex((s) => s.id === query.p_after_id) + 1;
      return { data: all.slice(start, start + query.p_limit), error: null, status: 200 };
    });
    expect(asked).toHaveLength(reads);
    expect(asked.every((q) => q.p_limit === 500 && q.p_property_ids?.[0] === 'p1')).toBe(true);
    expect(reply.data?.map((r) => r.id)).toEqual(all.map((s) => s.id));
  });

  it('fails whole when a later read fails: a file is never made from part of the stays', async () => {
    const reply = await readEveryFinancePage(ARGS, async (query) =>
      query.p_after_id === null ? { data: stays(500), error: null, status: 200 } : { data: null, error: { message: 'falhou' }, status: 503 },
    );
    expect(reply).toEqual({ data: null, error: { message: 'falhou' }, status: 503 });
  });
});
