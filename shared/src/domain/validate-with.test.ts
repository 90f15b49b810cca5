import { type } from 'superstruct';
import { field, isBlank, required, validateWith } from './validate-with';

const schema = type({
  name: field('name', required('Nome é obrigatório'), (v) => (String(v).length < 3 ? 'curto' : null)),
  confirm: field('confirm', (v, values) => (v === values.name ? null : 'diferente')),
});

describe('validateWith', () => {
  it('returns an empty object for valid values (react-final-form reads that as valid)', () => {
    expect(validateWith(schema, { name: 'Ana', confirm: 'Ana', extra: 1 })).toEqual({});
  });

  it('reports only the first failing rule of each field', () => {
    expect(validateWith(schema, { name: ' ', confirm: 'x' })).toEqual({ name: 'Nome é obrigatório', confirm: 'diferente' });
    expect(validateWith(schema, { name: 'Al', confirm: 'Al' })).toEqual({ name: 'curto' });
  });

  it('treats missing fields like empty ones', () => {
    expect(validateWith(schema, {})).toEqual({ name: 'Nome é obrigatório' });
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\t\n', true],
    [null, true],
    [undefined, true],
    ['a', false],
    [0, false],
  ])('treats %p as missing: %p', (value, blank) => {
    expect(isBlank(value)).toBe(blank);
  });
});
