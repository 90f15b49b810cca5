import { INPUT_LIMITS } from '@portal/shared/domain';
import { sanitizeInput } from './sanitize';

describe('sanitizeInput', () => {
  it.each([
    ['<script>alert("x")</script>', 'name', 'scriptalert(x)/script'],
    ["D'Ávila & `Filhos`", 'name', 'DÁvila  Filhos'],
    ['Ana\u0000 Maria\u0007', 'name', 'Ana Maria'],
    ['Ana\nMaria\t', 'name', 'AnaMaria'],
    ['primeira linha\r\nsegunda\u0001', 'text', 'primeira linha\nsegunda'],
    ['  João  ', 'name', '  João  '],
    [null, 'text', ''],
  ] as const)('cleans %p (%s) to %p', (value, kind, clean) => {
    expect(sanitizeInput(value, kind)).toBe(clean);
  });

  it.each([
    ['text', 1000],
    ['email', 320],
    ['phone', 20],
    ['name', 100],
  ] as const)('cuts %s input to %i characters', (kind, limit) => {
    expect(INPUT_LIMITS[kind]).toBe(limit);
    expect(sanitizeInput('a'.repeat(limit + 50), kind)).toHaveLength(limit);
  });
});
