import { documentCheckResult, shouldCheckDocument } from './document-check';

describe('document live check', () => {
  it.each([
    ['cpf', '529.982.247-2', false],
    ['cpf', '529.982.247-25', true],
    ['cnpj', '529.982.247-25', false],
    ['cnpj', '11.222.333/0001-81', true],
  ] as const)('%s %p is checked on blur: %p (full length only)', (type, value, checked) => {
    expect(shouldCheckDocument(type, value)).toBe(checked);
  });

  it.each([
    ['cpf', '529.982.247-25', { status: 'valid', text: 'CPF válido' }],
    ['cpf', '529.982.247-26', { status: 'invalid', text: 'CPF inválido. Verifique os números digitados.' }],
    ['cpf', '111.111.111-11', { status: 'invalid', text: 'CPF inválido. Verifique os números digitados.' }],
    ['cnpj', '11.222.333/0001-81', { status: 'valid', text: 'CNPJ válido' }],
    ['cnpj', '11.222.333/0001-80', { status: 'invalid', text: 'CNPJ inválido. Verifique os números digitados.' }],
  ] as const)('%s %p shows %p', (type, value, result) => {
    expect(documentCheckResult(type, value)).toEqual(result);
  });
});
