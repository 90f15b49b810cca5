import { profileLoadErrorToast, profileUpdateErrorToast } from './profile-errors';

describe('profile load failure', () => {
  it.each([
    ['42501', 'Problema de permissão. Tente fazer login novamente.'],
    ['PGRST301', 'Não foi possível carregar seus dados salvos.'],
    [null, 'Não foi possível carregar seus dados salvos.'],
  ])('code %p shows %p', (code, description) => {
    expect(profileLoadErrorToast(code)).toEqual({ title: 'Erro ao carregar perfil', description });
  });
});

describe('partial update failure', () => {
  it.each([
    ['23505', 'Conflito de dados. Tente novamente.'],
    ['42501', 'Problema de permissão. Faça login novamente.'],
    ['08006', 'Não foi possível salvar as alterações. Tente novamente.'],
    [undefined, 'Não foi possível salvar as alterações. Tente novamente.'],
  ])('code %p shows %p', (code, description) => {
    expect(profileUpdateErrorToast(code)).toEqual({ title: 'Erro ao salvar', description });
  });
});
