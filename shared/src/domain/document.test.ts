import {
  isValidCnpj,
  isValidCpf,
  validateAccountDocument,
  validateDocument,
} from './document';

describe('CPF check digits', () => {
  it.each([
    ['529.982.247-25', true],
    ['52998224725', true],
    ['111.444.777-35', true],
    ['529.982.247-26', false],
    ['529.982.247-15', false],
    ['111.111.111-11', false],
    ['000.000.000-00', false],
    ['5299822472', false],
    ['529982247250', false],
    ['', false],
  ])('treats %p as valid: %p', (value, valid) => {
    expect(isValidCpf(value)).toBe(valid);
  });
});

describe('CNPJ check digits', () => {
  it.each([
    ['11.222.333/0001-81', true],
    ['11222333000181', true],
    ['11.444.777/0001-61', true],
    ['11.222.333/0001-82', false],
    ['11.222.333/0001-91', false],
    ['11.111.111/1111-11', false],
    ['00.000.000/0000-00', false],
    ['1122233300018', false],
  ])('treats %p as valid: %p', (value, valid) => {
    expect(isValidCnpj(value)).toBe(valid);
  });
});

describe('validateDocument (owner wizard)', () => {
  it.each([
    ['cpf', '', 'Documento inválido'],
    ['cpf', '5299822472', 'Documento inválido'],
    ['cnpj', '  123  ', 'Documento inválido'],
    ['cpf', '529.982.247-25', null],
    ['cpf', '52998224725', null],
    ['cpf', '52998224726', 'CPF inválido'],
    ['cpf', '11111111111', 'CPF inválido'],
    ['cpf', '11.222.333/0001-81', 'CPF inválido'],
    ['cnpj', '11.222.333/0001-81', null],
    ['cnpj', '11.222.333/0001-80', 'CNPJ inválido'],
    ['cnpj', '52998224725', 'CNPJ inválido'],
  ] as const)('for %s %p answers %p', (type, value, message) => {
    expect(validateDocument(type, value)).toBe(message);
  });
});

describe('validateAccountDocument (account modal)', () => {
  it.each([
    [null, 'CPF/CNPJ é obrigatório'],
    ['   ', 'CPF/CNPJ é obrigatório'],
    ['123.456.789', 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos'],
    ['123.456.789-012', 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos'],
    ['123.456.789-01', null],
    ['12.345.678/0001-90', null],
  ])('for %p answers %p', (value, message) => {
    expect(validateAccountDocument(value)).toBe(message);
  });
});
