import { financeRow, propertyRow } from '../testing/fixtures';
import { filterProperties, financeFigures } from './finance-figures';

describe('properties the filter offers', () => {
  it.each([
    ['finished properties, drafts left out', [propertyRow({ id: 'a' }), propertyRow({ id: 'b', property_name: null }), propertyRow({ id: 'c', is_draft: true })], [], [['a', 'Casa da Praia'], ['b', 'Propriedade b']]],
    ['a property only the reservations name', [propertyRow({ id: 'a' })], [financeRow({ property_id: 'zz-9', property_name: 'Chalé' })], [['a', 'Casa da Praia'], ['zz-9', 'Chalé']]],
    ['no properties loaded', undefined, [financeRow({ property_id: '12345678-x', property_name: null })], [['12345678-x', 'Propriedade 12345678']]],
  ])('%s', (_case, properties, reservations, expected) => {
    expect(filterProperties(properties, reservations).map((p) => [p.id, p.label])).toEqual(expected);
  });
});

describe('figures of the finance cards', () => {
  it('counts each stay as at least one night', () => {
    const figures = financeFigures([financeRow({ nights: 0, gross_amount: 300 }), financeRow({ id: 'b', nights: 3, gross_amount: 900 })], '2025-03-10');
    expect(figures.nights).toBe(4);
    expect(figures.summary.totalEarnings).toBe(1320);
  });
});
