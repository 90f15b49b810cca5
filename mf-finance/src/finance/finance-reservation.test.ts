import { rawRpcRow } from '../testing/fixtures';
import { financePropertyLabel, toFinanceReservations, FINANCE_QUERY, financeReservationPages } from './finance-reservation';

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

describe('financeReservationPages', () => {
  const stays = (count: number, from = 0) => Array.from({ length: count }, (_, i) => ({ id: `r${from + i}` }));

  it.each([
    [0, [0]],
    [999, [0]],
    [1000, [0, 1000]],
    [2001, [0, 1000, 2000]],
    [5820, [0, 1000, 2000, 3000, 4000, 5000]],
  ])('reads an owner with %i stays in reads at offsets %j and keeps every stay once, in order', async (total, offsets) => {
    const asked: Array<{ p_limit: number; p_offset: number }> = [];
    const reply = await financeReservationPages(async (query) => {
      asked.push(query);
      return { data: stays(Math.max(0, Math.min(query.p_limit, total - query.p_offset)), query.p_offset), error: null, status: 200 };
    });
    expect(asked.map((q) => q.p_offset)).toEqual(offsets);
    expect(asked.every((q) => q.p_limit === 1000)).toBe(true);
    expect(reply.data?.length).toBe(total);
    expect(reply.data?.[total - 1]).toEqual(total > 0 ? { id: `r${total - 1}` } : undefined);
  });

  it('starts with the spec’s call (every property, p_limit 1000, p_offset 0) and fails whole when a later read fails', async () => {
    const asked: Array<{ p_limit: number; p_offset: number }> = [];
    const reply = await financeReservationPages(async (query) => {
      asked.push(query);
      return query.p_offset === 0 ? { data: stays(1000), error: null, status: 200 } : { data: null, error: { message: 'falhou' }, status: 503 };
    });
    expect(asked[0]).toEqual(FINANCE_QUERY);
    expect(reply).toEqual({ data: null, error: { message: 'falhou' }, status: 503 });
  });
});
