import { deletionSummary, ownerSince, propertyCounts, totalEarnings } from './account-summary';

const property = (is_draft: boolean, is_verified: boolean, updated_at: string) => ({ is_draft, is_verified, updated_at });

describe('account page stats (spec part 1 §2)', () => {
  it.each([
    ['no properties', [], null],
    ['only a draft and a pending property', [property(true, false, '2024-01-01T00:00:00Z'), property(false, false, '2023-01-01T00:00:00Z')], null],
    [
      'the earliest-updated verified non-draft property',
      [property(false, true, '2025-03-10T12:00:00Z'), property(false, true, '2024-07-01T09:00:00Z'), property(false, false, '2020-01-01T00:00:00Z')],
      '2024-07-01T09:00:00Z',
    ],
    ['a verified draft does not count', [property(true, true, '2020-01-01T00:00:00Z')], null],
  ])('owner since, with %s, is %p', (_case, properties, expected) => {
    expect(ownerSince(properties)).toBe(expected);
  });

  it('counts properties and the active (verified, finished) ones', () => {
    expect(propertyCounts([property(false, true, 'x'), property(false, false, 'x'), property(true, false, 'x')])).toEqual({ total: 3, active: 1 });
    expect(propertyCounts([])).toEqual({ total: 0, active: 0 });
  });

  it.each([
    [[], 0],
    [null, 0],
    // An owner with 5,820 stays: the database's sum over all of them, not the newest 1000 rows'.
    [[{ host_payout: '5702345.67' }], 5702345.67],
    [{ host_payout: 300.3 }, 300.3],
    [[{ host_payout: null }], 0],
    [[{ host_payout: 'x' }], 0],
  ])('total earnings of the totals row %p is %p', (rows, total) => {
    expect(totalEarnings(rows)).toBe(total);
  });
});

describe('deletion warning', () => {
  it('lists what goes, with the real counts', () => {
    expect(deletionSummary({ properties: 2, documents: 1 })).toEqual([
      'Sua conta e todos os dados pessoais',
      '2 propriedades cadastradas',
      '1 documento (sessões de fotos)',
      'Todo o histórico de reservas e transações',
      'Acesso ao aplicativo',
    ]);
    expect(deletionSummary({ properties: 1, documents: 0 })[1]).toBe('1 propriedade cadastrada');
    expect(deletionSummary({ properties: 0, documents: 0 })[2]).toBe('0 documentos (sessões de fotos)');
  });
});
