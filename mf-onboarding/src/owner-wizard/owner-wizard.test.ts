import type { OwnerFormValues } from './owner-schema';
import {
  canFinishOwnerWizard,
  filledOwnerSteps,
  ownerStepPatch,
  ownerWizardFinishedToast,
  requiredFieldsToast,
  resumeOwnerStep,
  stepsCompletedByOwnerWizard,
  validateOwnerStep,
} from './owner-wizard';
import { ownerFormFromProfile, profileFromOwnerForm } from './owner-schema';

const TODAY = '2025-03-05';
const complete: OwnerFormValues = {
  nome: 'Ana Souza',
  tipoDocumento: 'cpf',
  documento: '529.982.247-25',
  dataNascimento: '15/07/1990',
  email: 'ana@x.com',
  telefone: '(11) 98765-4321',
  cep: '01310-100',
  logradouro: 'Av. Paulista',
  numero: '1000',
  complemento: '',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  banco: 'Outro',
  bancoOutro: 'Banco Regional',
  agencia: '0001',
  conta: '12345-6',
  tipoConta: 'poupanca',
  aceito: true,
};

describe('owner wizard steps', () => {
  it.each([
    [1, { nome: '  ' }, ['nome']],
    [2, { telefone: '' }, ['telefone']],
    [3, { logradouro: ' ', complemento: '' }, ['logradouro']],
    [4, { agencia: '   ' }, ['agencia']],
    [5, { aceito: false }, ['aceito']],
  ] as const)('step %i fails on %p (whitespace-only counts as missing)', (step, change, fields) => {
    expect(Object.keys(validateOwnerStep(step, { ...complete, ...change }, TODAY))).toEqual(fields);
  });

  it('passes every step of a complete form', () => {
    for (const step of [1, 2, 3, 4, 5, 6] as const) expect(validateOwnerStep(step, complete, TODAY)).toEqual({});
    expect(canFinishOwnerWizard(complete, TODAY)).toBe(true);
  });

  it('refuses the final submit while any group or the terms fail', () => {
    expect(canFinishOwnerWizard({ ...complete, aceito: false }, TODAY)).toBe(false);
    expect(canFinishOwnerWizard({ ...complete, cep: '123' }, TODAY)).toBe(false);
    expect(validateOwnerStep(6, { ...complete, nome: '', conta: '' }, TODAY)).toEqual({
      nome: 'Nome é obrigatório',
      conta: 'conta é obrigatória',
    });
  });

  it('lists the missing fields in the step 1 toast only, by the labels on screen', () => {
    expect(requiredFieldsToast(1, { nome: 'x', documento: 'y', dataNascimento: 'z' })).toEqual({
      title: 'Campos obrigatórios',
      description: 'Os campos destacados em vermelho são obrigatórios. (nome completo, número do CPF, data de nascimento)',
    });
    expect(requiredFieldsToast(1, { documento: 'y' }, 'cnpj').description).toBe('Os campos destacados em vermelho são obrigatórios. (número do CNPJ)');
    expect(requiredFieldsToast(2, { email: 'x' })).toEqual({
      title: 'Campos obrigatórios',
      description: 'Os campos destacados em vermelho são obrigatórios.',
    });
  });

  it('welcomes the owner with the brand name', () => {
    expect(ownerWizardFinishedToast('Casa Boa')).toEqual({
      title: 'Cadastro finalizado!',
      description: 'Bem-vindo à família Casa Boa. Em breve entraremos em contato.',
    });
  });
});

describe('saved progress preload', () => {
  it.each([
    [{}, [], 1],
    [{ full_name: 'Ana', document: '52998224725' }, [1], 2],
    [{ full_name: 'Ana', document: '  ' }, [], 1],
    [{ full_name: 'Ana', document: '1', email: 'a@x.com', phone: '11' }, [1, 2], 3],
    [{ address_cep: '01310100', address_street: 'Rua A' }, [3], 1],
    [{ bank_name: 'Itaú', bank_agency: '1' }, [4], 1],
    [{ terms_accepted: true }, [5], 1],
    [
      { full_name: 'A', document: '1', email: 'e', phone: 'p', address_cep: 'c', address_street: 's', bank_name: 'b', bank_agency: 'a', terms_accepted: true },
      [1, 2, 3, 4, 5],
      6,
    ],
  ])('profile %p fills steps %p and resumes at %i', (profile, steps, resume) => {
    expect([...filledOwnerSteps(profile)].sort()).toEqual(steps);
    expect(resumeOwnerStep(profile)).toBe(resume);
  });

  it('maps a saved profile into the form, with a custom bank as Outro', () => {
    expect(
      ownerFormFromProfile({ full_name: 'Ana', birth_date: '1990-07-15', bank_name: 'Banco Regional', bank_account_type: null, terms_accepted: null }),
    ).toMatchObject({ nome: 'Ana', tipoDocumento: 'cpf', dataNascimento: '15/07/1990', banco: 'Outro', bancoOutro: 'Banco Regional', tipoConta: 'corrente', aceito: false });
  });
});

describe('saving the wizard', () => {
  it('builds the full profile with birth date yyyy-MM-dd and the custom bank name', () => {
    expect(profileFromOwnerForm(complete)).toMatchObject({
      birth_date: '1990-07-15',
      bank_name: 'Banco Regional',
      bank_account_type: 'poupanca',
      address_complement: null,
      terms_accepted: true,
    });
  });

  it.each([
    [1, { full_name: 'Ana Souza', document: '529.982.247-25', document_type: 'cpf', birth_date: '1990-07-15' }],
    [3, { address_cep: '01310-100', address_street: 'Av. Paulista', address_number: '1000', address_neighborhood: 'Bela Vista', address_city: 'São Paulo', address_state: 'SP' }],
    [5, { terms_accepted: true }],
  ] as const)('sends only step %i columns that have values', (step, patch) => {
    expect(ownerStepPatch(step, complete)).toEqual(patch);
  });

  it('marks banking data complete only when the bank fields are valid', () => {
    expect(stepsCompletedByOwnerWizard(complete)).toEqual(['personal_data', 'banking_data']);
    expect(stepsCompletedByOwnerWizard({ ...complete, conta: '' })).toEqual(['personal_data']);
  });
});
