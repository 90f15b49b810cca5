import { digitsOnly, FIELD_MAX_LENGTH, maskCep, maskDocument, maskPhone } from './masks';

describe('digitsOnly', () => {
  it.each([
    ['(11) 98765-4321', '11987654321'],
    ['abc', ''],
    [null, ''],
  ])('keeps only the digits of %p', (value, digits) => {
    expect(digitsOnly(value)).toBe(digits);
  });
});

describe('maskPhone', () => {
  it.each([
    ['', ''],
    ['1', '(1'],
    ['11', '(11'],
    ['119', '(11) 9'],
    ['119876', '(11) 9876'],
    ['1198765', '(11) 9876-5'],
    ['1133334444', '(11) 3333-4444'],
    ['11987654321', '(11) 98765-4321'],
    ['(11) 98765-4321', '(11) 98765-4321'],
    ['119876543219999', '(11) 98765-4321'],
  ])('masks %p as %p', (value, masked) => {
    expect(maskPhone(value)).toBe(masked);
  });

  it('never exceeds the phone max length of 15', () => {
    expect(maskPhone('99999999999999999')).toHaveLength(FIELD_MAX_LENGTH.phone);
  });
});

describe('maskDocument', () => {
  it.each([
    ['529', '529'],
    ['5299', '529.9'],
    ['5299822', '529.982.2'],
    ['52998224725', '529.982.247-25'],
    ['112223330001', '11.222.333/0001'],
    ['11222333000181', '11.222.333/0001-81'],
    ['11.222.333/0001-8199', '11.222.333/0001-81'],
  ])('masks %p as %p (CPF up to 11 digits, CNPJ beyond)', (value, masked) => {
    expect(maskDocument(value)).toBe(masked);
  });

  it('never exceeds the document max length of 18', () => {
    expect(maskDocument('1'.repeat(30))).toHaveLength(FIELD_MAX_LENGTH.document);
  });
});

describe('maskCep', () => {
  it.each([
    ['01310', '01310'],
    ['013101', '01310-1'],
    ['01310100', '01310-100'],
    ['01310-1009', '01310-100'],
  ])('masks %p as %p', (value, masked) => {
    expect(maskCep(value)).toBe(masked);
  });

  it('never exceeds the CEP max length of 9', () => {
    expect(maskCep('1234567890')).toHaveLength(FIELD_MAX_LENGTH.cep);
  });
});
