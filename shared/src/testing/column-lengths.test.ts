import { columnLengthChecks, lengthMismatches } from './column-lengths';

describe('the columns’ length checks, as the migrations declare them', () => {
  it('reads `char_length(c) <= n` and `between m and n`, and the bound of a trimmed value', () => {
    expect(columnLengthChecks('profiles')).toMatchObject({ full_name: 100, phone: 20, email: 320, document: 18, address_cep: 9, bank_account: 30 });
    expect(columnLengthChecks('owners')).toMatchObject({ name: 100, email: 320 });
    expect(columnLengthChecks('messages')).toMatchObject({ staff_name: 100, body: 1000 });
  });

  it('has nothing for a column without a check', () => {
    expect(columnLengthChecks('profiles')).not.toHaveProperty('document_type');
  });

  it.each<[string, Parameters<typeof lengthMismatches>[0], string[]]>([
    ['a field named after its column', { full_name: { maxLength: 100 } }, []],
    ['a field saved in another column', { nome: { maxLength: 100, column: 'full_name' } }, []],
    ['a field longer than its column', { nome: { maxLength: 120, column: 'full_name' } }, ['nome: max length 120, profiles.full_name allows 100']],
    ['a field shorter than its column', { address_street: { maxLength: 150 } }, ['address_street: max length 150, profiles.address_street allows 200']],
    ['a masked field within its column', { telefone: { maxLength: 15, column: 'phone', masked: true } }, []],
    ['a masked field beyond its column', { telefone: { maxLength: 25, column: 'phone', masked: true } }, ['telefone: max length 25, profiles.phone allows 20']],
    ['a column without a check', { tipoDocumento: { maxLength: 4, column: 'document_type' } }, ['tipoDocumento: max length 4, but profiles.document_type has no length check']],
    ['a field without a max length', { aceito: {} }, []],
  ])('%s', (_, fields, mismatches) => {
    expect(lengthMismatches(fields, 'profiles')).toEqual(mismatches);
  });
});
