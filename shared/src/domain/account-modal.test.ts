import { clearFieldError, validateAccountModal } from './account-modal';

describe('account modal validation', () => {
  it.each([
    [{ full_name: 'Ana', document: '529.982.247-25' }, {}],
    [{ full_name: 'Ana', document: '11.222.333/0001-81' }, {}],
    [{ full_name: '  ', document: '529.982.247-25' }, { full_name: 'Nome completo é obrigatório' }],
    [{ full_name: 'Ana', document: '' }, { document: 'CPF/CNPJ é obrigatório' }],
    [{ full_name: 'Ana', document: '529.982.247' }, { document: 'CPF deve ter 11 dígitos ou CNPJ deve ter 14 dígitos' }],
    [{}, { full_name: 'Nome completo é obrigatório', document: 'CPF/CNPJ é obrigatório' }],
  ])('answers %p with %p', (values, errors) => {
    expect(validateAccountModal(values)).toEqual(errors);
  });

  it('clears only the edited field error', () => {
    const errors = { full_name: 'a', document: 'b' };
    expect(clearFieldError(errors, 'document')).toEqual({ full_name: 'a' });
    expect(clearFieldError(errors, 'phone')).toBe(errors);
  });
});
