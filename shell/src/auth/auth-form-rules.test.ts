import { validateAuthForm, validateNewPassword } from './auth-form-rules';

const STRONG = 'Senha@123';
const TOO_LONG_MESSAGE = 'sua senha pode ter no máximo 72 caracteres (menos se tiver acentos ou emojis).';
const WEAK_MESSAGE = 'sua senha precisa ser mais forte: mínimo 8 caracteres, com letra maiúscula, minúscula, número e símbolo.';

describe('auth form validation', () => {
  it.each([
    ['signIn', { email: '', password: STRONG }, { email: 'seu email é necessário para continuarmos' }],
    ['signIn', { email: '   ', password: STRONG }, { email: 'seu email é necessário para continuarmos' }],
    ['signIn', { email: 'ana.gmail.com', password: STRONG }, { email: 'ops, parece que esse email não está correto' }],
    ['signIn', { email: 'ana@x.com', password: '' }, { password: 'precisamos de uma senha para proteger sua conta' }],
    ['signIn', { email: 'ana@x.com', password: 'senha123' }, { password: WEAK_MESSAGE }],
    ['signIn', { email: 'ana@x.com', password: STRONG }, {}],
    // bcrypt reads 72 bytes: 72 plain characters pass, 73 or 71 with two accented ones do not.
    ['signIn', { email: 'ana@x.com', password: `Aa1@${'x'.repeat(68)}` }, {}],
    ['signIn', { email: 'ana@x.com', password: `Aa1@${'x'.repeat(69)}` }, { password: TOO_LONG_MESSAGE }],
    ['signUp', { email: 'ana@x.com', password: `Aa1@${'é'.repeat(2)}${'x'.repeat(65)}`, confirmPassword: `Aa1@${'é'.repeat(2)}${'x'.repeat(65)}` }, { password: TOO_LONG_MESSAGE }],
    ['signUp', { email: 'ana@x.com', password: STRONG, confirmPassword: 'Senha@124' }, { confirmPassword: 'as senhas não estão iguais, pode verificar?' }],
    ['signUp', { email: 'ana@x.com', password: STRONG }, { confirmPassword: 'as senhas não estão iguais, pode verificar?' }],
    ['signUp', { email: 'ana@x.com', password: STRONG, confirmPassword: STRONG }, {}],
    ['signUp', {}, {
      email: 'seu email é necessário para continuarmos',
      password: 'precisamos de uma senha para proteger sua conta',
      confirmPassword: 'as senhas não estão iguais, pode verificar?',
    }],
    ['forgot', { email: 'ana@x.com' }, {}],
    ['forgot', { email: 'ana@x.com', password: '' }, {}],
    ['forgot', { email: '' }, { email: 'seu email é necessário para continuarmos' }],
  ] as const)('in %s mode answers %p with %p', (mode, values, errors) => {
    expect(validateAuthForm(mode, values)).toEqual(errors);
  });
});

describe('new password (the reset link’s screen)', () => {
  it.each([
    [{}, { password: 'precisamos de uma senha para proteger sua conta', confirmPassword: 'as senhas não estão iguais, pode verificar?' }],
    [{ password: 'senha123', confirmPassword: 'senha123' }, { password: WEAK_MESSAGE }],
    [{ password: STRONG, confirmPassword: 'Senha@124' }, { confirmPassword: 'as senhas não estão iguais, pode verificar?' }],
    [{ password: STRONG, confirmPassword: STRONG }, {}],
  ])('%p → %p', (values, errors) => {
    expect(validateNewPassword(values)).toEqual(errors);
  });
});
