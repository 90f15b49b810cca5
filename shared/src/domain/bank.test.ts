import { lengthMismatches } from '../testing/column-lengths';
import { formFromProfile } from './profile-form';
import {
  BANK_FORM_SCHEMA,
  BANK_OPTIONS,
  bankOptionsFor,
  canSaveBank,
  resolveBankName,
  validateBankForm,
  withBankSelected,
} from './bank';

describe('bank lists', () => {
  it('offers the nine banks of the spec then Outro', () => {
    expect(BANK_OPTIONS).toEqual([
      'Banco do Brasil', 'Bradesco', 'Caixa Econômica Federal', 'Itaú', 'Santander', 'Nubank', 'Inter', 'PicPay', 'C6 Bank', 'Outro',
    ]);
  });

  it.each([
    ...['Banco do Brasil', 'Bradesco', 'Caixa Econômica Federal', 'Itaú', 'Santander', 'Nubank', 'Inter', 'PicPay', 'C6 Bank'],
    ...['BTG Pactual', 'Banco Inter', 'Banco Original', 'Banco Safra', 'Sicoob', 'Sicredi', 'Banco Pan', 'Banco BMG', 'Banco Votorantim'],
    ...['Banco Pine', 'Banco Fibra', 'Banco Daycoval', 'Banco Rendimento'],
  ])('knows %s: a saved one loads as itself and the select offers it', (bank) => {
    expect(formFromProfile(BANK_FORM_SCHEMA, { bank_name: bank })).toMatchObject({ banco: bank, bancoOutro: '' });
    expect(bankOptionsFor(bank)).toContain(bank);
  });

  it("does not take a saved 'Outro' for a bank of the list", () => {
    expect(formFromProfile(BANK_FORM_SCHEMA, { bank_name: 'Outro' })).toMatchObject({ banco: 'Outro', bancoOutro: 'Outro' });
  });

  it('adds a saved known bank missing from the select before Outro', () => {
    expect(bankOptionsFor('Sicoob').slice(-2)).toEqual(['Sicoob', 'Outro']);
    expect(bankOptionsFor('Itaú')).toEqual([...BANK_OPTIONS]);
    expect(bankOptionsFor('Banco Desconhecido')).toEqual([...BANK_OPTIONS]);
  });
});

describe('the bank form schema', () => {
  it('caps the custom name, agency and account at their columns’ length checks', () => {
    expect(Object.entries(BANK_FORM_SCHEMA).flatMap(([name, item]) => (item.maxLength === undefined ? [] : [name]))).toEqual(['bancoOutro', 'agencia', 'conta']);
    expect(lengthMismatches(BANK_FORM_SCHEMA, 'profiles')).toEqual([]);
  });
});

describe('validateBankForm', () => {
  const full = { banco: 'Itaú', agencia: '0001', conta: '12345-6', tipoConta: 'corrente' as const };

  it.each([
    [{ ...full }, {}],
    [{ ...full, banco: '' }, { banco: 'banco é obrigatório' }],
    [{ ...full, banco: 'Outro', bancoOutro: '  ' }, { bancoOutro: 'nome do banco é obrigatório' }],
    [{ ...full, banco: 'Outro', bancoOutro: 'Banco X' }, {}],
    [{ ...full, agencia: ' ' }, { agencia: 'agência é obrigatória' }],
    [{ ...full, conta: '' }, { conta: 'conta é obrigatória' }],
    [{ ...full, tipoConta: '' as const }, { tipoConta: 'tipo de conta é obrigatório' }],
  ])('answers %p with %p', (values, errors) => {
    expect(validateBankForm(values)).toEqual(errors);
  });
});

describe('bank name on save and load', () => {
  it.each([
    [{ banco: 'Itaú', bancoOutro: '' }, 'Itaú'],
    [{ banco: 'Outro', bancoOutro: ' Banco Regional ' }, 'Banco Regional'],
    [{ banco: 'Itaú', bancoOutro: 'Banco Regional' }, 'Banco Regional'],
    [{ banco: 'Outro', bancoOutro: '' }, 'Outro'],
  ])('saves %p as bank_name %p (custom name overrides)', (values, name) => {
    expect(resolveBankName(values)).toBe(name);
  });

  it.each([
    ['Itaú', { banco: 'Itaú', bancoOutro: '' }],
    ['Sicoob', { banco: 'Sicoob', bancoOutro: '' }],
    ['Banco Regional', { banco: 'Outro', bancoOutro: 'Banco Regional' }],
    [null, { banco: '', bancoOutro: '' }],
  ])('loads saved bank %p as %p', (saved, values) => {
    expect(formFromProfile(BANK_FORM_SCHEMA, { bank_name: saved })).toMatchObject(values);
  });

  it('clears the custom name when another bank is chosen', () => {
    const values = { banco: 'Outro', bancoOutro: 'Banco Regional', agencia: '1' };
    expect(withBankSelected(values, 'Nubank')).toEqual({ banco: 'Nubank', bancoOutro: '', agencia: '1' });
    expect(withBankSelected(values, 'Outro')).toEqual(values);
  });
});

describe('canSaveBank', () => {
  it.each([
    [{ banco: 'Itaú', agencia: '1', conta: '2' }, true],
    [{ banco: 'Itaú', agencia: '1', conta: ' ' }, false],
    [{ banco: '', agencia: '1', conta: '2' }, false],
    [{ banco: 'Itaú', conta: '2' }, false],
  ])('enables Salvar alterações for %p: %p', (values, enabled) => {
    expect(canSaveBank(values)).toBe(enabled);
  });
});
