// The postgres_changes filters supabase-js sends (`column=op.value`), read as hosted Realtime reads them.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseFilter, sqlCondition, valueCheck } from '../realtime/filters.ts';

describe('postgres_changes filters', () => {
  const cases: [string, ReturnType<typeof parseFilter>][] = [
    ['owner_id=eq.11111111-1111-4111-8111-111111111111', { column: 'owner_id', operator: 'eq', value: '11111111-1111-4111-8111-111111111111' }],
    ['body=eq.a=b.c', { column: 'body', operator: 'eq', value: 'a=b.c' }],
    ['position=neq.0', { column: 'position', operator: 'neq', value: '0' }],
    ['position=lt.3', { column: 'position', operator: 'lt', value: '3' }],
    ['position=lte.3', { column: 'position', operator: 'lte', value: '3' }],
    ['position=gt.3', { column: 'position', operator: 'gt', value: '3' }],
    ['position=gte.3', { column: 'position', operator: 'gte', value: '3' }],
    ['author=in.(owner,team)', { column: 'author', operator: 'in', value: '{"owner","team"}' }],
    ['author=in.("owner", team)', { column: 'author', operator: 'in', value: '{"owner","team"}' }],
    ['body=in.(a"b,c\\d)', { column: 'body', operator: 'in', value: '{"a\\"b","c\\\\d"}' }],
    ['author=in.()', { column: 'author', operator: 'in', value: '{}' }],
    ['author=in.owner', null],
    ['author=like.team', null],
    ['author=team', null],
    ['=eq.team', null],
  ];
  for (const [filter, expected] of cases) {
    it(`reads ${filter}`, () => assert.deepEqual(parseFilter(filter), expected));
  }

  it('writes each operator as SQL on the column, typed as the column', () => {
    const base = { column: 'owner_id', value: 'x', sqlType: 'uuid' };
    assert.equal(sqlCondition('r', { ...base, operator: 'eq' }, '$2'), 'r."owner_id" = $2::uuid');
    assert.equal(sqlCondition('r', { ...base, operator: 'neq' }, '$2'), 'r."owner_id" <> $2::uuid');
    assert.equal(sqlCondition('r', { ...base, operator: 'lt', column: 'a"b' }, '$2'), 'r."a""b" < $2::uuid');
    assert.equal(sqlCondition('r', { ...base, operator: 'in' }, '$2'), 'r."owner_id" = any($2::uuid[])');
    assert.equal(valueCheck({ ...base, operator: 'in' }, '$1'), 'select $1::uuid[]');
    assert.equal(valueCheck({ ...base, operator: 'gte' }, '$1'), 'select $1::uuid');
  });
});
