import { canSaveBank, validateBankForm, withBankSelected } from '@portal/shared/domain';
import { bankFormFromProfile, bankProfileFields } from './bank-data';

describe('bank data page: loading the saved profile', () => {
  it.each([
    ['Nubank', { banco: 'Nubank', bancoOutro: '' }],
    ['Sicoob', { banco: 'Sicoob', bancoOutro: '' }],
    ['Banco Cooperativo do Vale', { banco: 'Outro', bancoOutro: 'Banco Cooperativo do Vale' }],
    [null, { banco: '', bancoOutro: '' }],
  ])('bank %p loads as %p', (bank_name, expected) => {
    expect(bankFormFromProfile({ bank_name })).toMatchObject(expected);
  });

  it('starts as conta corrente without a profile', () => {
    expect(bankFormFromProfile(null)).toEqual({ banco: '', bancoOutro: '', agencia: '', conta: '', tipoConta: 'corrente' });
  });
});

describe('bank data page: rules (spec part 1 §5, bank form)', () => {
  it.each([
    [{ banco: '', agencia: '1', conta: '2', tipoConta: 'corrente' }, { banco: 'banco é obrigatório' }],
    [{ banco: 'Outro', bancoOutro: ' ', agencia: '1', conta: '2', tipoConta: 'corrente' }, { bancoOutro: 'nome do banco é obrigatório' }],
    [{ banco: 'Itaú', agencia: '', conta: '2', tipoConta: 'corrente' }, { agencia: 'agência é obrigatória' }],
    [{ banco: 'Itaú', agencia: '1', conta: '', tipoConta: 'poupanca' }, { conta: 'conta é obrigatória' }],
  ] as const)('%p fails with %p', (values, errors) => {
    expect(validateBankForm(values)).toEqual(errors);
  });

  it.each([
    [{ banco: 'Itaú', agencia: '0001', conta: '123-4' }, true],
    [{ banco: '', agencia: '0001', conta: '123-4' }, false],
    [{ banco: 'Itaú', agencia: ' ', conta: '123-4' }, false],
    [{ banco: 'Itaú', agencia: '0001', conta: '' }, false],
  ])("'Salvar alterações' for %p is enabled: %p", (values, enabled) => {
    expect(canSaveBank(values)).toBe(enabled);
  });

  it('choosing another bank clears the custom name', () => {
    expect(withBankSelected({ banco: 'Outro', bancoOutro: 'Banco X' }, 'Inter')).toEqual({ banco: 'Inter', bancoOutro: '' });
  });

  it('saves the custom name over the selected bank, trimmed', () => {
    expect(bankProfileFields({ banco: 'Outro', bancoOutro: ' Banco X ', agencia: ' 0001 ', conta: '123-4', tipoConta: 'poupanca' })).toEqual({
      bank_name: 'Banco X',
      bank_agency: '0001',
      bank_account: '123-4',
      bank_account_type: 'poupanca',
    });
    expect(bankProfileFields({ banco: 'Itaú', agencia: '1', conta: '2', tipoConta: '' }).bank_account_type).toBe('corrente');
  });
});
