import { profileRow } from '@portal/shared/testing';
import { OWNER_FORM_SCHEMA, OWNER_STEP_COLUMNS, ownerFormFromProfile, profileFromOwnerForm } from './owner-schema';

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
