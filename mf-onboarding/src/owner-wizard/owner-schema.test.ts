import { maxLengthsOf } from '@portal/shared/domain';
import { profileRow } from '@portal/shared/testing';
import { lengthMismatches } from '@portal/shared/testing/column-lengths';
import { OWNER_FORM_SCHEMA, OWNER_STEP_COLUMNS, ownerFormFromProfile, profileFromOwnerForm, validateOwnerFields } from './owner-schema';

describe('the owner registration schema', () => {
  it.each([
    [1, ['full_name', 'document_type', 'document', 'birth_date']],
    [2, ['email', 'phone']],
    [3, ['address_cep', 'address_street', 'address_number', 'address_complement', 'address_neighborhood', 'address_city', 'address_state']],
    [4, ['bank_name', 'bank_agency', 'bank_account', 'bank_account_type']],
    [5, ['terms_accepted']],
  ] as const)('step %i saves %p', (step, columns) => {
    expect(OWNER_STEP_COLUMNS[step]).toEqual(columns);
  });

  it('caps each text field at its column’s length check (a masked one within it)', () => {
    expect(Object.keys(maxLengthsOf(OWNER_FORM_SCHEMA))).toEqual([
      'nome', 'documento', 'email', 'telefone', 'cep', 'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'estado', 'bancoOutro', 'agencia', 'conta',
    ]);
    expect(lengthMismatches(OWNER_FORM_SCHEMA, 'profiles')).toEqual([]);
  });

  it('preloads an empty form with the default document and account types', () => {
    const empty = ownerFormFromProfile(null);
    expect(Object.keys(empty)).toEqual(Object.keys(OWNER_FORM_SCHEMA));
    expect(empty).toMatchObject({ nome: '', tipoDocumento: 'cpf', dataNascimento: '', banco: '', bancoOutro: '', tipoConta: 'corrente', aceito: false });
  });

  it('saves a saved profile back unchanged', () => {
    const profile = profileRow();
    const saved = profileFromOwnerForm(ownerFormFromProfile(profile));
    for (const [column, value] of Object.entries(saved)) expect([column, value]).toEqual([column, profile[column as keyof typeof profile]]);
  });

  it('saves a bank outside the list by its typed name, and blank text as null', () => {
    const values = { ...ownerFormFromProfile(null), banco: 'Outro', bancoOutro: ' Banco Regional ', complemento: '  ' };
    expect(profileFromOwnerForm(values)).toMatchObject({ bank_name: 'Banco Regional', address_complement: null });
    expect(ownerFormFromProfile({ bank_name: 'Banco Regional' })).toMatchObject({ banco: 'Outro', bancoOutro: 'Banco Regional' });
  });
});

const TODAY = '2025-03-05';
const validPersonal = { nome: 'Ana Souza', tipoDocumento: 'cpf', documento: '529.982.247-25', dataNascimento: '15/07/1990' };

describe('step 1 rules (personal data)', () => {
  it('accepts a complete, valid step', () => {
    expect(validateOwnerFields(1, validPersonal, TODAY)).toEqual({});
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
    expect(validateOwnerFields(1, { ...validPersonal, nome }, TODAY).nome).toBe(message);
  });

  it.each([
    ['cpf', '529.982', 'Documento inválido'],
    ['cpf', '529.982.247-26', 'CPF inválido'],
    ['cpf', '111.111.111-11', 'CPF inválido'],
    ['cnpj', '11.222.333/0001-81', undefined],
    ['cnpj', '11.222.333/0001-80', 'CNPJ inválido'],
  ])('documento of type %s %p gives %p', (tipoDocumento, documento, message) => {
    expect(validateOwnerFields(1, { ...validPersonal, tipoDocumento, documento }, TODAY).documento).toBe(message);
  });

  it('refuses a document type other than cpf or cnpj', () => {
    expect(validateOwnerFields(1, { ...validPersonal, tipoDocumento: 'rg' }, TODAY).tipoDocumento).toBe('Tipo de documento inválido');
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
    expect(validateOwnerFields(1, { ...validPersonal, dataNascimento }, TODAY).dataNascimento).toBe(message);
  });
});

describe('step 2 rules (contact)', () => {
  it.each([
    [{ email: '', telefone: '(11) 98765-4321' }, { email: 'email é obrigatório' }],
    [{ email: 'ana@', telefone: '(11) 98765-4321' }, { email: 'email inválido' }],
    [{ email: 'ana@x', telefone: '(11) 98765-4321' }, { email: 'email inválido' }],
    [{ email: 'ana@x.com', telefone: ' ' }, { telefone: 'telefone é obrigatório' }],
    [{ email: 'ana@x.com', telefone: '(11) 9876-543' }, { telefone: 'telefone inválido' }],
    [{ email: 'ana@x.com', telefone: '(11) 3333-4444' }, {}],
  ])('answers %p with %p', (values, errors) => {
    expect(validateOwnerFields(2, values, TODAY)).toEqual(errors);
  });
});

describe('step 3 rules (address)', () => {
  const full = { cep: '01310-100', logradouro: 'Av. Paulista', numero: '1000', bairro: 'Bela Vista', cidade: 'São Paulo', estado: 'SP' };

  it('accepts a full address without complemento', () => {
    expect(validateOwnerFields(3, full, TODAY)).toEqual({});
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
    expect(validateOwnerFields(3, { ...full, [name]: value }, TODAY)).toEqual({ [name]: message });
  });
});

describe('step 5 rules (terms)', () => {
  it.each([
    [true, {}],
    [false, { aceito: 'é preciso aceitar os termos para continuar' }],
    [undefined, { aceito: 'é preciso aceitar os termos para continuar' }],
  ])('aceito %p gives %p', (aceito, errors) => {
    expect(validateOwnerFields(5, { aceito }, TODAY)).toEqual(errors);
  });
});
