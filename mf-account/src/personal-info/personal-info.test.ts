import { lengthMismatches } from '@portal/shared/testing/column-lengths';
import { PERSONAL_INFO_FIELDS, personalInfoFromProfile, personalInfoPatch, validatePersonalInfo } from './personal-info';

const VALID = { full_name: 'Ana Souza', document: '529.982.247-25' };

describe('personal-info modal validation (spec part 1 §5, account modal)', () => {
  it.each([
    [VALID, {}],
    [{ full_name: 'Ana', document: '11.222.333/0001-81' }, {}],
    [{ ...VALID, full_name: '   ' }, { full_name: 'Nome completo é obrigatório' }],
    [{ ...VALID, document: '' }, { document: 'CPF/CNPJ é obrigatório' }],
    [{ ...VALID, document: '529.982.247' }, { document: 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos' }],
    [{ ...VALID, document: '11.222.333/0001' }, { document: 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos' }],
    [{ ...VALID, document: '529.982.247-26' }, { document: 'CPF inválido' }],
    [{ ...VALID, document: '111.111.111-11' }, { document: 'CPF inválido' }],
    [{ ...VALID, document: '11.222.333/0001-82' }, { document: 'CNPJ inválido' }],
    [{ ...VALID, phone: '(11) 9876' }, { phone: 'telefone inválido' }],
    [{ ...VALID, phone: '(11) 98765-4321' }, {}],
    [{}, { full_name: 'Nome completo é obrigatório', document: 'CPF/CNPJ é obrigatório' }],
  ])('%p gives %p', (values, errors) => {
    expect(validatePersonalInfo(values)).toEqual(errors);
  });

  it.each([
    ['529.982.247-25', 'cpf'],
    ['11222333000181', 'cnpj'],
    ['123', null],
  ])('a changed document %p is saved as a %p', (document, type) => {
    expect(personalInfoPatch({ document: '' }, { document }).document_type).toBe(type ?? undefined);
  });
});

describe('personal-info starting values', () => {
  it('masks the saved phone and document and takes the e-mail from the login', () => {
    expect(personalInfoFromProfile({ full_name: 'Ana', phone: '11987654321', document: '52998224725', email: 'antigo@x.com' }, 'ana@exemplo.com')).toEqual({
      full_name: 'Ana',
      email: 'ana@exemplo.com',
      phone: '(11) 98765-4321',
      document: '529.982.247-25',
      address_street: '',
      address_number: '',
      address_neighborhood: '',
      address_city: '',
      address_state: '',
    });
  });

  it('starts empty without a profile', () => {
    expect(personalInfoFromProfile(null, 'a@b.com').full_name).toBe('');
  });
});

describe('personal-info save (partial update: only changed, non-empty fields)', () => {
  const initial = personalInfoFromProfile({ full_name: 'Ana', phone: '11987654321', document: '52998224725', address_city: 'Recife' }, 'ana@exemplo.com');

  it('sends nothing when nothing changed', () => {
    expect(personalInfoPatch(initial, initial)).toEqual({});
  });

  it('sends only the changed fields, trimmed, never the e-mail', () => {
    expect(personalInfoPatch(initial, { ...initial, full_name: ' Ana Souza ', address_state: 'PE', email: 'outro@x.com' })).toEqual({
      full_name: 'Ana Souza',
      address_state: 'PE',
    });
  });

  it('does not erase a field the owner emptied', () => {
    expect(personalInfoPatch(initial, { ...initial, address_city: '' })).toEqual({});
  });

  it('a new document carries its type', () => {
    expect(personalInfoPatch(initial, { ...initial, document: '11.222.333/0001-81' })).toEqual({ document: '11.222.333/0001-81', document_type: 'cnpj' });
  });
});

describe('personal info: lengths', () => {
  it('caps each editable text field at its column’s length check (a masked one within it)', () => {
    expect(Object.entries(PERSONAL_INFO_FIELDS).flatMap(([name, item]) => ('maxLength' in item ? [name] : []))).toEqual([
      'full_name', 'phone', 'document', 'address_street', 'address_number', 'address_neighborhood', 'address_city', 'address_state',
    ]);
    expect(lengthMismatches(PERSONAL_INFO_FIELDS, 'profiles')).toEqual([]);
  });
});
