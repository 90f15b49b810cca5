import { addressStruct, contactStruct, personalDataStruct, termsStruct } from './owner-form';
import { validateWith } from '@portal/shared/domain';

const TODAY = '2025-03-05';
const personal = personalDataStruct(TODAY);
const validPersonal = { nome: 'Ana Souza', tipoDocumento: 'cpf', documento: '529.982.247-25', dataNascimento: '15/07/1990' };

describe('personal data schema', () => {
  it('accepts a complete, valid step', () => {
    expect(validateWith(personal, validPersonal)).toEqual({});
  });

  it.each([
    ['', 'Nome é obrigatório'],
    ['   ', 'Nome é obrigatório'],
    ['Al', 'Nome deve ter pelo menos 3 caracteres'],
    [' Al ', 'Nome deve ter pelo menos 3 caracteres'],
    ['Ana 2', 'Nome deve conter apenas letras e espaços'],
    ['Ana-Maria', 'Nome deve conter apenas letras e espaços'],
    ['José Conceição', undefined],
    ['Zoë Ñandú', undefined],
  ])('nome %p gives %p', (nome, message) => {
    expect(validateWith(personal, { ...validPersonal, nome }).nome).toBe(message);
  });

  it.each([
    ['cpf', '529.982', 'Documento inválido'],
    ['cpf', '529.982.247-26', 'CPF inválido'],
    ['cpf', '111.111.111-11', 'CPF inválido'],
    ['cnpj', '11.222.333/0001-81', undefined],
    ['cnpj', '11.222.333/0001-80', 'CNPJ inválido'],
  ])('documento of type %s %p gives %p', (tipoDocumento, documento, message) => {
    expect(validateWith(personal, { ...validPersonal, tipoDocumento, documento }).documento).toBe(message);
  });

  it('refuses a document type other than cpf or cnpj', () => {
    expect(validateWith(personal, { ...validPersonal, tipoDocumento: 'rg' }).tipoDocumento).toBe('Tipo de documento inválido');
  });

  it.each([
    ['', 'Data deve estar no formato dd/MM/yyyy'],
    ['  ', 'Data deve estar no formato dd/MM/yyyy'],
    ['1990-07-15', 'Data deve estar no formato dd/MM/yyyy'],
    ['15/7/1990', 'Data deve estar no formato dd/MM/yyyy'],
    ['31/02/1990', 'Data de nascimento inválida'],
    ['31/12/1924', 'Data de nascimento inválida'],
    ['01/01/1925', undefined],
    ['05/03/2025', undefined],
    ['06/03/2025', 'Data de nascimento inválida'],
  ])('dataNascimento %p gives %p (range 1925-01-01 to today 2025-03-05)', (dataNascimento, message) => {
    expect(validateWith(personal, { ...validPersonal, dataNascimento }).dataNascimento).toBe(message);
  });
});

describe('contact schema', () => {
  it.each([
    [{ email: '', telefone: '(11) 98765-4321' }, { email: 'email é obrigatório' }],
    [{ email: 'ana@', telefone: '(11) 98765-4321' }, { email: 'email inválido' }],
    [{ email: 'ana@x', telefone: '(11) 98765-4321' }, { email: 'email inválido' }],
    [{ email: 'ana@x.com', telefone: ' ' }, { telefone: 'telefone é obrigatório' }],
    [{ email: 'ana@x.com', telefone: '(11) 9876-543' }, { telefone: 'telefone inválido' }],
    [{ email: 'ana@x.com', telefone: '(11) 3333-4444' }, {}],
  ])('answers %p with %p', (values, errors) => {
    expect(validateWith(contactStruct, values)).toEqual(errors);
  });
});

describe('address schema', () => {
  const full = { cep: '01310-100', logradouro: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' };

  it('accepts a full address without complemento', () => {
    expect(validateWith(addressStruct, full)).toEqual({});
  });

  it.each([
    ['cep', '', 'CEP é obrigatório'],
    ['cep', '01310-10', 'CEP inválido'],
    ['logradouro', ' ', 'logradouro é obrigatório'],
    ['numero', '', 'número é obrigatório'],
    ['bairro', '', 'bairro é obrigatório'],
    ['cidade', '\t', 'cidade é obrigatória'],
    ['estado', '', 'estado é obrigatório'],
  ])('with %s %p says %p', (name, value, message) => {
    expect(validateWith(addressStruct, { ...full, [name]: value })).toEqual({ [name]: message });
  });
});

describe('terms schema', () => {
  it.each([
    [true, {}],
    [false, { aceito: 'é preciso aceitar os termos para continuar' }],
    [undefined, { aceito: 'é preciso aceitar os termos para continuar' }],
  ])('aceito %p gives %p', (aceito, errors) => {
    expect(validateWith(termsStruct, { aceito })).toEqual(errors);
  });
});
